// The API reference page (issue 22 item 2): Scalar, served from node_modules (no CDN, no web
// fonts: it works offline), reading the OpenAPI document at /api/docs/json. It lives beside the
// Swagger UI under /api/docs/reference/; /api/reference leads there.
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

const PAGE = '/api/docs/reference';

export const registerApiReference = async (app: FastifyInstance): Promise<void> => {
  await app.register(scalar, {
    routePrefix: PAGE,
    configuration: { url: '/api/docs/json', title: 'Lending API reference', withDefaultFonts: false },
  });
  app.get('/api/reference', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${PAGE}/`, 302),
  );
};
