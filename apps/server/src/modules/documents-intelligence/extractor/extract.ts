// The offline data point extractor (issue 9): recognise the document kind, read its fields, and
// answer each template prompt {name, question} from the field that matches it. Every value
// carries its page and quote; a value outside its type is 'N/A' with the reason.
import {
  coerceDataPointValue,
  dataPointKey,
  inferValueType,
  NOT_AVAILABLE,
  type DataPointValueType,
} from '@lending/domain';
import { classify, documentClassById } from './classes';
import { cleanText } from './clean';
import { checkConsistency } from './consistency';
import { type DocumentClass, type FieldSpec, type Found, type PageText } from './find';
import { fromGrid, gridPages } from './grid';
import { withLearned } from './learned-fallback';
import type { ExtractedValue, Prompt } from '../../../integrations/ocr/document-reader';

// The value and prompt types live with the reader's contract, below the modules (issue 20).
export type { ExtractedValue, Prompt };

export const NOT_ANSWERED_OFFLINE =
  'The offline extractor has no answer for this question (a language model answers it when configured)';

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
  );

/** The field a prompt asks for: same key, else the alias sharing most words with the prompt. */
const matchField = (cls: DocumentClass, prompt: Prompt): FieldSpec | null => {
  const key = dataPointKey(prompt.name);
  const exact = cls.fields.find((f) => f.key === key);
  if (exact) return exact;
  const asked = `${prompt.name} ${prompt.question}`.toLowerCase();
  const askedWords = words(asked);
  let best: { field: FieldSpec; score: number } | null = null;
  for (const field of cls.fields) {
    let score = 0;
    for (const alias of field.aliases) {
      if (asked.includes(alias)) score = Math.max(score, 10 + alias.length);
      // Every word of the alias must be asked for ('account' alone is not 'account name').
      const aliasWords = [...words(alias)];
      if (aliasWords.length > 0 && aliasWords.every((w) => askedWords.has(w)))
        score = Math.max(score, aliasWords.length * 3);
    }
    if (!best || score > best.score) best = { field, score };
  }
  return best && best.score >= 3 ? best.field : null;
};

/**
 * Every field of a kind, read once, then the kind's cross-field checks, then the checks that hold
 * whatever the layout (consistency.ts: figures that add up, dates in order, names that are names).
 * With `learned`, a typed field the rules did not find may be read by the learned locator
 * (learned-fallback.ts): only for a document recognised as its kind, the kind it was trained on.
 */
const readFields = (cls: DocumentClass, pages: PageText[], learned = false): Map<string, Found | null> => {
  const read = new Map<string, Found | null>();
  // Labels above values (grid.ts): read only for a field the page's lines did not answer.
  const grid = gridPages(pages);
  for (const field of cls.fields)
    read.set(field.key, field.find(pages) ?? (grid.length > 0 ? fromGrid(grid, field.find(grid)) : null));
  const check = (found: Map<string, Found | null>) => {
    cls.check?.(found, pages);
    checkConsistency(cls.id, found, pages);
  };
  if (learned) return withLearned(cls, pages, read, check);
  check(read);
  return read;
};

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The OCR words the value was read from that the engine was not sure of (issue 23: a misread
 * 'Z770-029-340' as '2770-029-340' looks right to every text rule; only the OCR's own confidence
 * tells). A word counts when it is on the value's quote and is one of the value's words, or holds
 * or is held in one (amounts and numbers keep their digits whatever the punctuation).
 */
const uncertainWords = (found: Found, pages: PageText[]): string[] => {
  const page = pages.find((p) => p.page === found.page);
  if (!page?.uncertain?.length || found.value === null || found.value === undefined) return [];
  const quote = letters(found.quote ?? '');
  const parts = String(found.value).split(/\s+/).map(letters).filter(Boolean);
  const tokens = (line: string) => line.split(/\s+/).map(letters);
  const own = tokens(found.quote ?? '');
  // The words of the page's other lines (a doubted word printed whole there may be theirs).
  const elsewhere = new Set(
    page.text
      .split('\n')
      .filter((line) => line.trim() !== (found.quote ?? '').trim())
      .flatMap(tokens),
  );
  // Where the OCR says each doubted word is: the quote's own line, when the quote is one of the
  // page's lines (a doubted 'Jun' of a table row is not the 'Jun 20, 2025' of the period line).
  const lines = page.text.split('\n').map((line) => line.trim().slice(0, 300));
  const at = page.uncertainLines?.length === page.uncertain.length ? page.uncertainLines : null;
  const quoteLines = at && found.quote ? lines.flatMap((line, n) => (line === found.quote ? [n] : [])) : [];
  // A word of letters the OCR doubted in one place and read surely in another of the page reads
  // the same there ('Arizona' at 28 in 'An Arizona limited liability company', sure in 'State of Arizona').
  const bare = (token: string) => token.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
  const pageWords = page.text.split(/\s+/).map(bare);
  const doubts = page.uncertain.map(bare);
  const readSurely = (word: string) =>
    /^[A-Za-z]{5,}$/.test(word) &&
    pageWords.filter((t) => t === word).length > doubts.filter((t) => t === word).length;
  return page.uncertain.filter((word, k) => {
    const w = letters(word);
    if (readSurely(bare(word))) return false;
    if (!w || (quote && !quote.includes(w))) return false;
    if (quoteLines.length > 0 && !quoteLines.includes(at![k]!)) return false;
    // A doubted word printed whole on another line and only inside a longer word of the quote is
    // that line's ('$54,000' under '$540,000', 'ARTICLE Ill' above '(a) Mireille Quintero').
    if (quote && !own.includes(w) && elsewhere.has(w)) return false;
    return parts.some((p) => p === w || (w.length >= 3 && p.length >= 3 && (p.includes(w) || w.includes(p))));
  });
};

const answer = (
  field: FieldSpec | null,
  found: Found | null,
  key: string,
  type: DataPointValueType,
  question: string | null,
  pages: PageText[],
): ExtractedValue => {
  const base = { key, value_type: type, question };
  if (!field) return { ...base, value: NOT_AVAILABLE, reason: NOT_ANSWERED_OFFLINE, page: null, quote: null };
  if (!found)
    return { ...base, value: NOT_AVAILABLE, reason: 'Not found in the document', page: null, quote: null };
  if (found.reason)
    return { ...base, value: NOT_AVAILABLE, reason: found.reason, page: found.page, quote: found.quote };
  const coerced = coerceDataPointValue(type, found.value);
  if (!coerced.ok)
    return { ...base, value: NOT_AVAILABLE, reason: coerced.reason, page: found.page, quote: found.quote };
  const unsure = found.confirmed ? [] : uncertainWords(found, pages);
  if (unsure.length > 0)
    return {
      ...base,
      value: NOT_AVAILABLE,
      reason: `Read by OCR from words it was not sure of (${unsure.slice(0, 3).join(' ')}): check the document`,
      page: found.page,
      quote: found.quote,
    };
  return { ...base, value: coerced.value, reason: null, page: found.page, quote: found.quote };
};

/** The pages as the patterns read them (OCR clean-up; same words, so quotes still match). */
const cleaned = (pages: PageText[]): PageText[] =>
  pages.map((p) => ({
    page: p.page,
    // A form's plural mark on a label ('Named Insured(s):', 'Borrower(s)') is read as the label.
    text: cleanText(p.text).replace(/(?<=[A-Za-z])\(s\)/g, ''),
    uncertain: p.uncertain,
    uncertainLines: p.uncertainLines,
  }));

/**
 * A quote as the page really says it (a citation highlights it in the stored text): a quote the
 * clean-up changed is replaced by the original line it came from (clean-up keeps the lines).
 */
const originalQuote = (value: ExtractedValue, pages: PageText[], clean: PageText[]): ExtractedValue => {
  if (!value.quote || value.page === null) return value;
  const original = pages.find((p) => p.page === value.page)?.text ?? '';
  if (original.includes(value.quote)) return value;
  const lines = clean.find((p) => p.page === value.page)?.text.split('\n') ?? [];
  const at = lines.findIndex((line) => line.includes(value.quote!));
  const line = at >= 0 ? original.split('\n')[at]?.trim().slice(0, 300) : undefined;
  return { ...value, quote: line || value.quote };
};

export type OfflineExtraction = { documentClass: DocumentClass | null; values: ExtractedValue[] };

/**
 * With prompts: one value per prompt (the template defines the keys). Without: every field of
 * the recognised kind.
 */
export const extractOffline = (input: {
  pages: PageText[];
  documentName?: string;
  prompts?: Prompt[];
  /** The learned locator as fallback (learned-fallback.ts); off to score the rules alone. */
  learned?: boolean;
}): OfflineExtraction => {
  const pages = cleaned(input.pages);
  const cls = classify(pages, input.documentName ?? '');
  const found = cls ? readFields(cls, pages, input.learned ?? true) : new Map<string, Found | null>();
  const prompts = input.prompts ?? [];
  if (prompts.length > 0) {
    const values = prompts.map((prompt) => {
      const key = dataPointKey(prompt.name);
      const field = cls ? matchField(cls, prompt) : null;
      const type =
        field && !/\b(INTEGER|STRING|FLOAT|BOOLEAN)\b/.test(prompt.name + prompt.question)
          ? field.value_type
          : inferValueType(prompt);
      return answer(field, field ? (found.get(field.key) ?? null) : null, key, type, prompt.question, pages);
    });
    return { documentClass: cls, values: values.map((v) => originalQuote(v, input.pages, pages)) };
  }
  if (!cls) return { documentClass: null, values: [] };
  return {
    documentClass: cls,
    values: cls.fields.map((field) =>
      originalQuote(
        answer(field, found.get(field.key) ?? null, field.key, field.value_type, null, pages),
        input.pages,
        pages,
      ),
    ),
  };
};

/**
 * Every field of a named kind that the text answers (value, page and quote), whatever the
 * document looks like: an upload into a Costar or appraisal activity says what it is.
 */
export const extractFieldsAs = (
  classId: string,
  pages: PageText[],
): { field: FieldSpec; value: string | number; page: number | null; quote: string | null }[] => {
  const cls = documentClassById(classId);
  if (!cls) return [];
  const read = readFields(cls, cleaned(pages));
  return cls.fields.flatMap((field) => {
    const found = read.get(field.key);
    if (!found || found.reason) return [];
    const coerced = coerceDataPointValue(field.value_type, found.value);
    if (!coerced.ok || (typeof coerced.value !== 'number' && typeof coerced.value !== 'string')) return [];
    if (typeof coerced.value === 'string' && coerced.value.trim() === '') return [];
    return [{ field, value: coerced.value, page: found.page, quote: found.quote }];
  });
};
