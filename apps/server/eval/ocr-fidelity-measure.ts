// The measures of ocr-fidelity.ts: how far an OCR text is from the text PDF's text of the same page
// model (characters, words, whole lines), and whether a ground-truth value printed on the page is
// still in the OCR text as the text PDF prints it.
import { valueMatches } from './extraction/score';
import type { Expected } from './extraction/types';

/** Levenshtein distance of two sequences (two rows of memory). */
const distance = <T>(a: ArrayLike<T>, b: ArrayLike<T>): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
};

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
const linesOf = (text: string) => text.split('\n').map(squeeze).filter(Boolean);

export type TextDistance = {
  chars: number;
  charErrors: number;
  words: number;
  wordErrors: number;
  /** Reference words missing from the OCR text, whatever their order. */
  wordsMissing: number;
  lines: number;
  /** Reference lines found whole as one OCR line. */
  linesIntact: number;
};

export const textDistance = (reference: string, ocr: string): TextDistance => {
  const ref = squeeze(reference);
  const got = squeeze(ocr);
  const refWords = ref.split(' ').filter(Boolean);
  const gotWords = got.split(' ').filter(Boolean);
  const bag = new Map<string, number>();
  for (const w of gotWords) bag.set(w, (bag.get(w) ?? 0) + 1);
  let missing = 0;
  for (const w of refWords) {
    const left = bag.get(w) ?? 0;
    if (left > 0) bag.set(w, left - 1);
    else missing++;
  }
  const ocrLines = new Set(linesOf(ocr));
  const refLines = linesOf(reference);
  return {
    chars: ref.length,
    charErrors: distance(ref, got),
    words: refWords.length,
    wordErrors: distance(refWords, gotWords),
    wordsMissing: missing,
    lines: refLines.length,
    linesIntact: refLines.filter((line) => ocrLines.has(line)).length,
  };
};

const TRIM = /^[\s"'([{:;,.]+|[\s"')\]}:;,.]+$/g;

/**
 * The spans of the reference text (runs of up to 10 words within a line, edge punctuation
 * trimmed) that score as the value, each with its line; an array's elements one by one.
 */
const surfacesOf = (expected: Exclude<Expected, null>, reference: string) => {
  const scalars: (string | number)[] = Array.isArray(expected) ? expected : [expected];
  return scalars.map((scalar) => {
    const found: { span: string; line: string }[] = [];
    for (const line of linesOf(reference)) {
      const words = line.split(' ');
      for (let i = 0; i < words.length; i++)
        for (let n = 1; n <= 10 && i + n <= words.length; n++) {
          const span = words
            .slice(i, i + n)
            .join(' ')
            .replace(TRIM, '');
          if (span && valueMatches(scalar, span)) found.push({ span, line });
        }
    }
    return found;
  });
};

export type FieldFate = 'absent' | 'lost' | 'split' | 'kept';

/** The span with up to three words of its reference line before it (after it, at the line's start). */
const withLabel = ({ span, line }: { span: string; line: string }): string => {
  const at = line.indexOf(span);
  const before = line.slice(0, Math.max(0, at)).trim().split(' ').filter(Boolean).slice(-3).join(' ');
  if (before) return `${before} ${span}`;
  const after = line
    .slice(at + span.length)
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
  return after ? `${span} ${after}` : span;
};

/**
 * What became of a value in the OCR text: 'absent' (not printed as such in the text PDF: a derived
 * value, not measurable here), 'lost' (no reference span of it is in the OCR text), 'split' (the
 * value is there, but not on one line with the words next to it in the text PDF: its label), 'kept'.
 */
export const fieldFate = (expected: Exclude<Expected, null>, reference: string, ocr: string): FieldFate => {
  const surfaces = surfacesOf(expected, reference);
  if (surfaces.some((s) => s.length === 0)) return 'absent';
  const text = squeeze(ocr);
  const lines = linesOf(ocr);
  if (!surfaces.every((s) => s.some(({ span }) => text.includes(span)))) return 'lost';
  const together = (s: { span: string; line: string }) => lines.some((line) => line.includes(withLabel(s)));
  return surfaces.every((s) => s.some(together)) ? 'kept' : 'split';
};
