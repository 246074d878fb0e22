// The learned locator's data (issue 23, experiment): every text PDF of families 1-9 generated and
// read exactly as the evaluation reads it (pdf.js text), with its ground truth and the rules'
// answers. Family 10 ('/j', held-out-6) is blind: its documents are never built here.
import { readFile, writeFile } from 'node:fs/promises';
import { extractOffline } from '../../src/modules/documents-intelligence/extractor/extract';
import type { PageText } from '../../src/modules/documents-intelligence/extractor/find';
import { readDocument } from '../../src/modules/documents-intelligence/read-document';
import type { OcrEngine } from '../../src/integrations/ocr/ocr';
import { buildDocument, EVAL_SET } from './set';
import type { Expected } from './types';

type RuleAnswer = { value: unknown; reason: string | null };

export type LearnDocument = {
  id: string;
  cls: string;
  /** the family letter, 'a' .. 'i' */
  family: string;
  pages: PageText[];
  truth: Record<string, Expected>;
  /** the rules' answer per field key (of the class the rules recognised: null when another) */
  rules: Record<string, RuleAnswer> | null;
};

const NO_OCR: OcrEngine = {
  name: 'none',
  recognize: () => Promise.reject(new Error('a text PDF needs no OCR')),
  close: () => Promise.resolve(),
};

const familyLetter = (id: string) => id.slice(id.lastIndexOf('/') + 1, id.indexOf('#'));

/** The text PDFs of families 1-9 ('/a' .. '/i'), read as an upload is. */
const learnDocuments = async (): Promise<LearnDocument[]> => {
  const out: LearnDocument[] = [];
  const docs = EVAL_SET.filter((d) => d.layout === 'text-pdf' && /^[a-i]$/.test(familyLetter(d.id)));
  for (const doc of docs) {
    const built = await buildDocument(doc);
    const read = await readDocument(built.bytes, NO_OCR, { maxPages: 20, maxOcrPages: 5 }).catch(() => null);
    const pages = read?.pages.map((p) => ({ page: p.page, text: p.text })) ?? [];
    const result = pages.length > 0 ? extractOffline({ pages, learned: false }) : null;
    const rules =
      result?.documentClass?.id === doc.family.cls
        ? Object.fromEntries(result.values.map((v) => [v.key, { value: v.value, reason: v.reason }]))
        : null;
    out.push({
      id: doc.id,
      cls: doc.family.cls,
      family: familyLetter(doc.id),
      pages,
      truth: built.truth,
      rules,
    });
  }
  return out;
};

/** The documents dumped at the path, else generated (and dumped there). */
export const loadDocuments = async (file: string): Promise<LearnDocument[]> => {
  const saved = await readFile(file, 'utf8').catch(() => null);
  if (saved) return JSON.parse(saved) as LearnDocument[];
  const docs = await learnDocuments();
  await writeFile(file, JSON.stringify(docs));
  return docs;
};
