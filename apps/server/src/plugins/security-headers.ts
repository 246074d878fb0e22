import type { FastifyInstance } from 'fastify';

// Conservative headers on every response. The CSP allows the map tiles and Google street view
// images (https:) and Mantine's inline styles; scripts come only from our own origin, except
// Plaid Link's own script, frame and API hosts when live bank linking is configured (the sandbox
// bank picker is served by us).
const PLAID_LINK = {
  script: 'https://cdn.plaid.com',
  frame: 'https://cdn.plaid.com',
  connect: 'https://*.plaid.com',
};

const contentSecurityPolicy = ({ allowPlaidLink }: { allowPlaidLink: boolean }): string =>
  [
    "default-src 'self'",
    `script-src 'self'${allowPlaidLink ? ` ${PLAID_LINK.script}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${allowPlaidLink ? ` ${PLAID_LINK.connect}` : ''}`,
    `frame-src https://www.google.com https://maps.google.com${allowPlaidLink ? ` ${PLAID_LINK.frame}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

export const registerSecurityHeaders = (app: FastifyInstance, options: { allowPlaidLink: boolean }): void => {
  const CSP = contentSecurityPolicy(options);
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
