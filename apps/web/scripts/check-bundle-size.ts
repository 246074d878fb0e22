// Issue 2, speed: the first route's JavaScript (the entry plus the /dashboard page and every chunk
// they import statically; the lazy map and charts chunks excluded) stays under 250 KB gzip.
// The budget was 252 KB for a while (250.6 KB after stop 19); zod left the first route when the
// domain's constants moved beside, not into, their schema files (loan-status-values.ts and the
// like): 224.2 KB (issue 21). Only the lazy screens that parse or validate load zod.
// Issue 21, phone: the loan page's and the personal area's first screens have budgets too (the
// entry plus the route's static imports; tabs, panels, forms and viewers load lazily): the loan
// page was 329 KB with the documents tab, upload panel and drop zone; 293 KB without them. The
// personal area was 277.5 KB with its upload panel, files panel and edit forms; 201 KB without.
// Then the loan page's modals, the request-details edit form and the custom document panel left
// its first screen (loaded on intent), and the activity type, report and scoring values moved
// beside their zod enums (*-values.ts): no zod on the loan page's first screen, 294 -> 215 KB.
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

// Each route's page module by its source path; Rollup names a page's chunk after it (`name`) and
// drops `src` when the page's chunk also carries modules other chunks import.
const ROUTES = [
  { page: 'src/features/loans/routes/dashboard-page.tsx', label: 'first route (dashboard)', budgetKb: 250 },
  { page: 'src/features/loan-detail/routes/loan-detail-page.tsx', label: 'loan page', budgetKb: 225 },
  { page: 'src/features/personal/routes/personal-page.tsx', label: 'personal area', budgetKb: 210 },
];

// A build elsewhere (`-- <dist folder>`) can be checked too.
const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
);
const manifestFile = path.join(dist, '.vite/manifest.json');
/** The message of call()'s development-only answer check (apps/web/src/lib/contract-client.ts). */
const CONTRACT_CHECK_TEXT = 'does not match its contract';

const pageKey = (manifest: Manifest, page: string): string => {
  const name = path.basename(page, path.extname(page));
  const key =
    Object.keys(manifest).find((candidate) => manifest[candidate]?.src === page) ??
    Object.keys(manifest).find(
      (candidate) => manifest[candidate]?.isDynamicEntry && manifest[candidate]?.name === name,
    );
  if (!key) throw new Error(`No chunk for ${page} in the Vite manifest`);
  return key;
};

/** The entry's chunks and the page's, through static imports (what the page's first paint needs). */
const routeChunks = (manifest: Manifest, page: string): string[] => {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(pageKey(manifest, page));
  return [...keys].map((key) => manifest[key]!.file);
};

const main = () => {
  if (!existsSync(manifestFile)) {
    console.error(`No build found at ${dist}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  let isOver = false;
  for (const route of ROUTES) {
    let total = 0;
    console.log(`${route.label}:`);
    for (const file of routeChunks(manifest, route.page)) {
      const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      total += size;
      console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
    }
    const isWithin = total <= route.budgetKb * 1024;
    isOver ||= !isWithin;
    console.log(
      `${(total / 1024).toFixed(1).padStart(8)} KB  ${route.label} JavaScript, gzip (${isWithin ? 'within' : 'OVER'} the ${route.budgetKb} KB budget)\n`,
    );
  }
  // Issue 21: call() checks answers against their zod schemas in development and tests only; the
  // production build must not carry the check (nor load the schemas for it).
  const checking = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(CONTRACT_CHECK_TEXT));
  if (checking.length > 0) {
    console.error(`The production build checks answers against the contract: ${checking.join(', ')}`);
    isOver = true;
  } else console.log('No contract check of answers in the production build.');
  if (isOver) process.exit(1);
};

main();
