// The app a browser bench measures: the one at --base-url, or this checkout's, started here (the
// web build made first when stale), serving another build of the web app with --web-dist.
import path from 'node:path';
import { buildWebApp, isWebBuildStale } from '../global-setup';
import { startApp } from './app';

export const benchApp = async (options: {
  baseUrl?: string;
  webDist?: string;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }> => {
  if (options.baseUrl) return { baseUrl: options.baseUrl, stop: async () => undefined };
  if (!options.webDist && isWebBuildStale()) buildWebApp();
  const app = await startApp({
    readyTimeoutMs: 600_000,
    env: options.webDist ? { WEB_DIST_DIR: path.resolve(options.webDist) } : {},
  });
  return { baseUrl: app.baseUrl, stop: () => app.stop() };
};
