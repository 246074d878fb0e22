// Serves the built single-page app (apps/web/dist): hashed assets with a long cache, and
// index.html for every non-/api path so the browser router handles /dashboard, /loan/10042...
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { SERVER_ROOT } from '../lib/paths';
import { errorBody } from './errors';

const defaultDistDir = path.resolve(SERVER_ROOT, '../web/dist');

const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export const registerWebApp = async (app: FastifyInstance, config: AppConfig): Promise<void> => {
  const root = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultDistDir;
  const hasWebApp = existsSync(path.join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Vite puts content-hashed files under assets/: they never change under one name.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, `Route ${request.method} ${pathname} not found`));
    }
    // A missing hashed asset must not turn into index.html (the browser would parse HTML as JS).
    if (!hasWebApp || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .status(404)
        .send(errorBody(404, hasWebApp ? 'Not found' : 'The web app is not built (npm run build)'));
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
};
