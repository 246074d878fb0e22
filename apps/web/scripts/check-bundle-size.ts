// Issue 2, speed: the first route's JavaScript (the entry plus the /dashboard page and every chunk
// they import statically; the lazy map and charts chunks excluded) stays under 250 KB gzip.
// The budget was 252 KB for a while (250.6 KB after stop 19); zod left the first route when the
// domain's constants moved beside, not into, their schema files (loan-status-values.ts and the
// like): 224.2 KB (issue 21). Only the lazy screens that parse or validate load zod.
// Reads the Vite manifest of apps/web/dist; exits 1 when over budget. Run after `vite build`:
//   node --import tsx apps/web/scripts/check-bundle-size.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const BUDGET_BYTES = 250 * 1024;
const FIRST_ROUTE_PAGE = 'src/features/loans/routes/dashboard-page.tsx';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

export const firstRouteChunks = (manifest: Manifest): string[] => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(FIRST_ROUTE_PAGE);
  return [...keys].map((key) => manifest[key]!.file);
};

const main = () => {
  if (!existsSync(manifestFile)) {
    console.error(`No build found at ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = firstRouteChunks(manifest);
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `${(total / 1024).toFixed(1).padStart(8)} KB  first route JavaScript, gzip (${verdict} the ${BUDGET_BYTES / 1024} KB budget)`,
  );
  if (total > BUDGET_BYTES) process.exit(1);
};

main();
