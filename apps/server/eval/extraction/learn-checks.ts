// Whether the extractor's checks keep a learned guess (issue 23): the guess goes into the fields as
// today's rules read the document (before any check), then the class's checks and the layout-free
// ones run (extract.ts readFields), as the fallback does (learned-fallback.ts). Leave-one-family-
// out figures use it to count only the guesses the extractor would state.
import { documentClassById } from '../../src/modules/documents-intelligence/extractor/classes';
import { cleanText } from '../../src/modules/documents-intelligence/extractor/clean';
import { checkConsistency } from '../../src/modules/documents-intelligence/extractor/consistency';
import type { Found, PageText } from '../../src/modules/documents-intelligence/extractor/find';
import { shown } from '../../src/modules/documents-intelligence/extractor/learned';
import type { Guess } from './learn-model';

const reads = new Map<string, { pages: PageText[]; read: Map<string, Found | null> }>();

export const checksKeep = (g: Guess): boolean => {
  const cls = documentClassById(g.doc.cls);
  if (!cls || g.value === null || !g.candidate) return false;
  let at = reads.get(g.doc.id);
  if (!at) {
    const pages = g.doc.pages.map((p) => ({ ...p, text: cleanText(p.text) }));
    at = { pages, read: new Map(cls.fields.map((f) => [f.key, f.find(pages)])) };
    reads.set(g.doc.id, at);
  }
  // A fresh copy each time: the checks may change a value they reject in place.
  const found = new Map([...at.read].map(([k, v]) => [k, v && { ...v }]));
  const quote = g.candidate.line.slice(0, 300);
  found.set(g.field.key, { value: shown(g.value, g.field.kind), page: g.candidate.page, quote });
  cls.check?.(found, at.pages);
  checkConsistency(cls.id, found, at.pages);
  const kept = found.get(g.field.key);
  return !!kept && !kept.reason && kept.value !== null && kept.value !== undefined;
};
