import type { FastifyInstance } from 'fastify';

// Conservative headers on every response. The CSP allows the map tiles and Google street view
// images (https:) and Mantine's inline styles; scripts come only from our own origin.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.google.com https://maps.google.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    // Swagger UI needs inline scripts of its own; everything else gets the strict policy.
    if (!request.url.startsWith('/api/docs')) reply.header('Content-Security-Policy', CSP);
    return payload;
  });
};
