// Builds the web app once before the browser journeys, when dist is missing or older than any
// source it is built from (apps/web and the domain package).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const distIndex = path.join(webDir, 'dist/index.html');

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
};

export const isWebBuildStale = (): boolean => {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(root, 'packages/domain/src'),
  ];
  return sources.some((source) => newestMtime(source) > built);
};

/**
 * Builds into a temporary folder, then adds the new hashed assets to dist and swaps index.html
 * last. Several test runs share this tree: a page already open elsewhere keeps finding its
 * (old) assets, and no run ever sees a half-emptied dist.
 */
export const buildWebApp = (): void => {
  const vite = path.join(webDir, 'node_modules/vite/bin/vite.js');
  const bin = existsSync(vite) ? vite : path.join(root, 'node_modules/vite/bin/vite.js');
  const outDir = mkdtempSync(path.join(tmpdir(), 'lending-web-build-'));
  try {
    const result = spawnSync(
      process.execPath,
      [bin, 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: webDir,
        stdio: 'inherit',
        // Vitest runs with NODE_ENV=test, which would give React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
    const dist = path.join(webDir, 'dist');
    mkdirSync(dist, { recursive: true });
    // Another run may be rewriting dist at the same moment: retry a copy that lost a race.
    const copy = (from: string, to: string) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          cpSync(from, to, { recursive: true });
          return;
        } catch (error) {
          if (attempt >= 5) throw error;
        }
      }
    };
    for (const entry of readdirSync(outDir)) {
      if (entry !== 'index.html') copy(path.join(outDir, entry), path.join(dist, entry));
    }
    copy(path.join(outDir, 'index.html'), path.join(dist, 'index.html.next'));
    renameSync(path.join(dist, 'index.html.next'), distIndex);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

export default function setup(): void {
  if (isWebBuildStale()) buildWebApp();
}
