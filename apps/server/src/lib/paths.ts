// Where the server's files are (migrations, templates, the ZIP table, the built web app), whether
// it runs from its TypeScript sources (tsx, tests) or from the bundled apps/server/dist/main.js
// (`npm start`, the Docker image): both sit under apps/server, found from this module's location.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const findServerRoot = (from: string): string => {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@lending/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server/package.json not found above ${from}`);
    dir = parent;
  }
};

/** The apps/server folder. */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside apps/server, e.g. serverPath('src/db/migrations'). */
export const serverPath = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);
