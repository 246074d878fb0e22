// The API reference page (issue 22 item 2): Scalar, served from node_modules (no CDN, no web
// fonts: it works offline), reading the OpenAPI document at /api/docs/json. Scalar's own page
// starts itself with an inline script, which the documentation pages' Content-Security-Policy
// refuses (script-src 'self'); so the page here loads Scalar's bundle (served by its plugin) and
// a start script of ours, both files. It lives beside the Swagger UI under /api/docs;
// /api/reference leads there.
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { register } from './contract';

const PAGE = '/api/docs/reference';
const ASSETS = '/api/docs/scalar';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lending API reference</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${ASSETS}/js/scalar.js"></script>
    <script src="${PAGE}/start.js"></script>
  </body>
</html>
`;

const start = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/api/docs/json',
  withDefaultFonts: false,
  hideClientButton: false,
})});
`;

export const registerApiReference = async (app: FastifyInstance): Promise<void> => {
  await app.register(scalar, { routePrefix: ASSETS, configuration: { url: '/api/docs/json' } });
  app.get(PAGE, { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').send(html),
  );
  app.get(`${PAGE}/start.js`, { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'application/javascript; charset=utf-8').send(start),
  );
  // Declared in contract/platform.ts (public, left out of the document: a redirect).
  await app.register(
    async (api) =>
      register(api.withTypeProvider<ZodTypeProvider>(), endpoints.getReference, async (_request, reply) =>
        reply.redirect(PAGE, 302),
      ),
    { prefix: '/api' },
  );
};
