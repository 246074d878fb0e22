// The answers of an earlier extractor (a `git archive` of a commit, unpacked under the repository)
// on one family's documents, for second-opinion-lofo.ts's --old: the extractor that stated a blind
// family's wrong values, read on the same pages as today's (learn-data.ts). The blind split is never
// in the data.
//   git archive <commit> apps/server/src packages/domain | tar -x -C .tmp/t-<commit>
//   node --import tsx apps/server/eval/extraction/second-opinion-dump.ts .tmp/t-<commit> <family> <out.json> [data.json]
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { extractOffline as Extract } from '../../src/modules/documents-intelligence/extractor/extract';
import { loadDocuments } from './learn-data';

/** One document as the earlier extractor read it: its kind and every field's answer. */
export type OldReading = {
  id: string;
  as: string | null;
  values: { key: string; value: unknown; reason: string | null; page: number | null; quote: string | null }[];
};

const main = async () => {
  const [tree, family, out, data] = process.argv.slice(2);
  if (!tree || !family || !out)
    throw new Error('usage: second-opinion-dump.ts <tree> <family> <out.json> [data.json]');
  const file = path.resolve(tree, 'apps/server/src/modules/documents-intelligence/extractor/extract.ts');
  const { extractOffline } = (await import(pathToFileURL(file).href)) as { extractOffline: typeof Extract };
  const docs = await loadDocuments(data ?? '.tmp/learn-data.json');
  const readings: OldReading[] = docs
    .filter((d) => d.family === family)
    .map((d) => {
      const r = extractOffline({ pages: d.pages });
      const values = r.values.map((v) => ({
        key: v.key,
        value: v.value,
        reason: v.reason,
        page: v.page,
        quote: v.quote,
      }));
      return { id: d.id, as: r.documentClass?.id ?? null, values };
    });
  await writeFile(out, JSON.stringify(readings));
  console.log(`${family}: ${readings.length} documents`);
};

await main();
