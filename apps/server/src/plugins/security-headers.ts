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

/**
 * Set once per request, when it arrives (one synchronous hook, no promise): the headers stay on
 * the reply whatever answers it, errors included. The request id (plugins/observability.ts) is
 * set here too, so every response carries X-Request-Id.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: { allowPlaidLink: boolean }): void => {
  const CSP = contentSecurityPolicy(options);
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
  const strict = { ...common, 'Content-Security-Policy': CSP };
  app.addHook('onRequest', (request, reply, done) => {
    // Swagger UI needs inline scripts of its own; everything else gets the strict policy.
    void reply
      .headers(request.url.startsWith('/api/docs') ? common : strict)
      .header('x-request-id', request.id);
    done();
  });
};
