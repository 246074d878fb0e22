// Scores the document extractor on the evaluation set (issue 23 item 2): every document is
// generated, read exactly as an upload is (readDocument: pdf.js text, OCR for scans and photos)
// and extracted; each field is compared with the ground truth. Per class x layout x split x
// mode: precision (right / stated), recall (right / expected) and confident wrong values.
import type { EvalFailure, EvalMode, EvalRow, EvalSectionResult } from '../types';
import type { LanguageModel } from '../../src/integrations/llm/llm';
import type { OcrEngine } from '../../src/integrations/ocr/ocr';
import { documentClassById } from '../../src/modules/documents-intelligence/extractor/classes';
import { extractOffline } from '../../src/modules/documents-intelligence/extractor/extract';
import type { PageText } from '../../src/modules/documents-intelligence/extractor/find';
import { answerWithModel } from '../../src/modules/documents-intelligence/llm-data-points';
import { readDocument } from '../../src/modules/documents-intelligence/read-document';
import { stated, valueMatches } from './score';
import { buildDocument, EVAL_SET, type EvalDocument } from './set';
import type { Expected } from './types';

type Answer = {
  key: string;
  value: unknown;
  reason: string | null;
  page: number | null;
  quote: string | null;
};
type Tally = { n: number; stated: number; right: number; wrong: number };

export type ExtractionEvalOptions = {
  ocr: OcrEngine;
  llm?: LanguageModel | null;
  /** Which documents to score (default: the whole set). */
  only?: (doc: EvalDocument) => boolean;
  /** Held-out failures are kept out of the result unless asked for (they are never read to tune). */
  revealHeldOut?: boolean;
  onDocument?: (doc: EvalDocument, ms: number) => void;
  /** OCR word confidence under which a word is uncertain (read-document.ts default when unset; 0: none). */
  uncertainBelow?: number;
};

const answerOffline = (pages: PageText[], cls: string): Answer[] => {
  const result = extractOffline({ pages });
  // A document taken for another kind states nothing true about this one: each value it states counts.
  if (result.documentClass?.id !== cls)
    return result.values.map((v) => ({ ...v, key: `${result.documentClass?.id ?? 'none'}:${v.key}` }));
  return result.values;
};

const answerLlm = async (llm: LanguageModel, pages: PageText[], cls: string, keys: string[]) => {
  const fields = documentClassById(cls)?.fields ?? [];
  return answerWithModel(
    llm,
    pages,
    keys.map((key) => ({
      key,
      question: `What is the ${key.replace(/_/g, ' ')} stated in this document?`,
      value_type: fields.find((f) => f.key === key)?.value_type ?? 'STRING',
    })),
  );
};

const show = (value: unknown) => (value === undefined ? 'N/A' : JSON.stringify(value));

export const runExtractionEval = async (options: ExtractionEvalOptions): Promise<EvalSectionResult> => {
  const tallies = new Map<string, Tally>();
  const failures: EvalFailure[] = [];
  const modes: EvalMode[] = options.llm ? ['offline', 'llm'] : ['offline'];
  for (const doc of EVAL_SET.filter(options.only ?? (() => true))) {
    const started = Date.now();
    const built = await buildDocument(doc);
    const limits = { maxPages: 20, maxOcrPages: 5, uncertainBelow: options.uncertainBelow };
    const read = await readDocument(built.bytes, options.ocr, limits).catch(() => null);
    const pages =
      read?.pages.map((p) => ({
        page: p.page,
        text: p.text,
        uncertain: p.uncertain,
        uncertainLines: p.uncertainLines,
      })) ?? [];
    for (const mode of modes) {
      const keys = Object.keys(built.truth);
      const answers =
        pages.length === 0
          ? []
          : mode === 'offline'
            ? answerOffline(pages, doc.family.cls)
            : await answerLlm(options.llm!, pages, doc.family.cls, keys).catch(() => []);
      const id = [doc.family.cls, doc.layout, doc.split, mode].join('|');
      const tally = tallies.get(id) ?? { n: 0, stated: 0, right: 0, wrong: 0 };
      const fail = (item: string, expected: Expected | undefined, got: Answer | undefined) => {
        if (!(doc.split.startsWith('held-out') || doc.split.startsWith('reworded')) || options.revealHeldOut)
          failures.push({
            section: 'extraction',
            item: `${mode} ${doc.id} ${item}`,
            expected: show(expected),
            got: got
              ? `${show(got.value)}${got.reason ? ` (${got.reason})` : ''} [${got.quote ?? ''}]`
              : 'N/A',
          });
      };
      for (const key of keys) {
        const expected = built.truth[key]!;
        const got = answers.find((a) => a.key === key);
        if (expected !== null) tally.n++;
        if (!got || !stated(got.value)) {
          if (expected !== null) fail(key, expected, got);
          continue;
        }
        tally.stated++;
        if (expected !== null && valueMatches(expected, got.value)) tally.right++;
        else {
          tally.wrong++;
          fail(key, expected, got);
        }
      }
      // Values stated for a misread kind (keys 'kind:field') are wrong too.
      for (const extra of answers.filter((a) => a.key.includes(':') && stated(a.value))) {
        tally.stated++;
        tally.wrong++;
        fail(extra.key, undefined, extra);
      }
      tallies.set(id, tally);
    }
    options.onDocument?.(doc, Date.now() - started);
  }
  const rows: EvalRow[] = [...tallies.entries()].map(([id, t]) => {
    const [group, layout, split, mode] = id.split('|') as [string, string, EvalRow['split'], EvalMode];
    return {
      section: 'extraction',
      group,
      layout,
      mode,
      split,
      n: t.n,
      precision: t.stated === 0 ? 1 : t.right / t.stated,
      recall: t.n === 0 ? 1 : t.right / t.n,
      confidentWrong: t.wrong,
    };
  });
  return { rows, failures };
};
