// The server test files that never touch the suite's PostgreSQL server: none of their imports
// (followed through relative paths) reaches `apps/server/src/test/database.ts`, the one way a
// test gets a database of the suite's server, nor asks for `pgServerUrl`. Files that start a
// cluster of their own (embedded, backup, pitr, crash...) are among them. CI's second server run
// (Debian's PostgreSQL) leaves them out: they would run the very same thing again.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });

const resolveImport = (from, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    base.replace(/\.js$/, '.ts'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
};

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** Server test files (relative to root) that reach no database of the suite's server. */
export const databaseFreeTests = (root) => {
  const database = path.join(root, 'apps/server/src/test/database.ts');
  const reachesDatabase = (file) => {
    const seen = new Set();
    const stack = [file];
    while (stack.length > 0) {
      const current = stack.pop();
      if (seen.has(current)) continue;
      seen.add(current);
      if (current === database) return true;
      const source = readFileSync(current, 'utf8');
      if (source.includes("'pgServerUrl'")) return true;
      for (const match of source.matchAll(IMPORT)) {
        const next = resolveImport(current, match[1]);
        if (next) stack.push(next);
      }
    }
    return false;
  };
  return filesUnder(path.join(root, 'apps/server'))
    .filter((file) => file.endsWith('.test.ts') && !reachesDatabase(file))
    .map((file) => path.relative(root, file));
};
