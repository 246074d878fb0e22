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
    "object-src 'none'",
  ].join('; ');

// The API explorer (Swagger UI at /api/docs) loads its scripts from files of ours as well (no
// inline script); only its inline styles and data: images need more than the defaults.
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** One year, subdomains included: sent only where the browser reached us over TLS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Set once per request, when it arrives (one synchronous hook, no promise): the headers stay on
 * the reply whatever answers it, errors included. The request id (plugins/observability.ts) is
 * set here too, so every response carries X-Request-Id.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  options: { allowPlaidLink: boolean; appBaseUrl: string },
): void => {
  const CSP = contentSecurityPolicy(options);
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
  const strict = { ...common, 'Content-Security-Policy': CSP };
  const docs = { ...common, 'Content-Security-Policy': DOCS_CSP };
  // HSTS when the site is served over TLS: the configured base URL is https, or the request came
  // through TLS (request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy).
  const httpsSite = options.appBaseUrl.startsWith('https://');
  app.addHook('onRequest', (request, reply, done) => {
    void reply
      .headers(request.url.startsWith('/api/docs') ? docs : strict)
      .header('x-request-id', request.id);
    if (httpsSite || request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
    done();
  });
};
