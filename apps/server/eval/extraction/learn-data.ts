// The learned locator's data (issue 23): every document of the evaluation set but the blind split's
// (text PDFs, scans and photos), generated and read exactly as the evaluation reads it (pdf.js
// text; the scans' and photos' OCR from the evaluation's OCR cache, read-only), with its ground
// truth and the rules' answers. The blind family is chosen by its split, never built here.
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { extractOffline } from '../../src/modules/documents-intelligence/extractor/extract';
import type { PageText } from '../../src/modules/documents-intelligence/extractor/find';
import { readDocument } from '../../src/modules/documents-intelligence/read-document';
import type { OcrEngine } from '../../src/integrations/ocr/ocr';
import { cachedOcr } from '../ocr-cache';
import { buildDocument, EVAL_SET, type EvalDocument } from './set';
import type { Expected } from './types';

type RuleAnswer = { value: unknown; reason: string | null };

export type LearnDocument = {
  id: string;
  cls: string;
  /** the family letter, 'a' .. 'k' */
  family: string;
  /** 'text-pdf', 'scan' or 'photo' */
  layout: string;
  /** OCR'd pages list their uncertain words (as the extractor receives them) */
  pages: PageText[];
  truth: Record<string, Expected>;
  /** the rules' answer per field key (of the class the rules recognised: null when another) */
  rules: Record<string, RuleAnswer> | null;
};

/** Splits never built, read nor trained on: the second rewording and family 14, both written blind
 * in stop 30 (family 13 and the first reworded set were unblinded in stop 30; the next blind splits
 * are added here when they land). */
const BLIND_SPLITS: readonly string[] = ['reworded-2', 'held-out-10'];

/** The documents the locator may learn from: every split but the blind ones. */
const learnable = (doc: EvalDocument) => !BLIND_SPLITS.includes(doc.split);

/** No OCR run here: a scan whose OCR is not in the cache is left without pages. */
const NO_OCR: OcrEngine = {
  name: 'none',
  recognize: () => Promise.reject(new Error('not in the OCR cache')),
  close: () => Promise.resolve(),
};

const familyLetter = (id: string) => id.slice(id.lastIndexOf('/') + 1, id.indexOf('#'));

/** The rules' answers for the document's class (null when the rules took it for another). */
const rulesOf = (pages: PageText[], cls: string): LearnDocument['rules'] => {
  const result = pages.length > 0 ? extractOffline({ pages, learned: false }) : null;
  return result?.documentClass?.id === cls
    ? Object.fromEntries(result.values.map((v) => [v.key, { value: v.value, reason: v.reason }]))
    : null;
};

const learnDocuments = async (ocrCache: string): Promise<LearnDocument[]> => {
  const ocr = cachedOcr(NO_OCR, path.resolve(ocrCache), true);
  const out: LearnDocument[] = [];
  for (const doc of EVAL_SET.filter(learnable)) {
    const built = await buildDocument(doc);
    const read = await readDocument(built.bytes, ocr, { maxPages: 20, maxOcrPages: 5 }).catch(() => null);
    const pages = read?.pages.map((p) => ({ page: p.page, text: p.text, uncertain: p.uncertain })) ?? [];
    out.push({
      id: doc.id,
      cls: doc.family.cls,
      family: familyLetter(doc.id),
      layout: doc.layout,
      pages,
      truth: built.truth,
      rules: rulesOf(pages, doc.family.cls),
    });
  }
  return out;
};

/**
 * The documents dumped at the path, else generated (and dumped there); a dump of other documents
 * (an older set, a family unblinded since, a dump of text PDFs only) is generated again.
 */
export const loadDocuments = async (file: string, ocrCache = '.tmp/ocr-cache'): Promise<LearnDocument[]> => {
  const saved = await readFile(file, 'utf8').catch(() => null);
  const docs = saved ? (JSON.parse(saved) as LearnDocument[]) : [];
  const ids = EVAL_SET.filter(learnable).map((d) => d.id);
  if (docs.length === ids.length && docs.every((d, i) => d.id === ids[i] && d.layout)) return docs;
  const fresh = await learnDocuments(ocrCache);
  await writeFile(file, JSON.stringify(fresh));
  return fresh;
};
