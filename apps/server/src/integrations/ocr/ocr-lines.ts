// A page's OCR lines rebuilt from their boxes (issue 23): tesseract finds text blocks, and a
// two-column row (a label's block at left, its value's block at right) comes out as two lines far
// apart in its text, where a text PDF has them on one line. Lines on the same row of the page are
// joined left to right; a wide gap between two words is kept as two spaces, as a text PDF's column
// gap is (the extractor's rules read two spaces as a column break).

/** A word's box in pixels: x0, y0, x1, y1. */
type Box = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = { text: string; confidence: number; bbox: Box };
type OcrLine = { words: OcrWord[] };

type Row = { y0: number; y1: number; lines: { words: OcrWord[]; x0: number; x1: number }[] };

const boxOf = (words: OcrWord[]): Box => ({
  x0: Math.min(...words.map((w) => w.bbox.x0)),
  y0: Math.min(...words.map((w) => w.bbox.y0)),
  x1: Math.max(...words.map((w) => w.bbox.x1)),
  y1: Math.max(...words.map((w) => w.bbox.y1)),
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The lines in reading order, one per row of the page: a line joins the row it shares at least
 * half of its height with (when it does not cover the row's lines horizontally), else starts its own.
 */
export const rowsOf = (lines: OcrLine[]): OcrWord[][] => {
  const kept = lines
    .map((line) => line.words.filter((w) => w.text.trim()))
    .filter((words) => words.length > 0)
    .map((words) => ({ words, ...boxOf(words) }));
  kept.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const rows: Row[] = [];
  for (const line of kept) {
    const height = line.y1 - line.y0;
    const row = rows.find((r) => {
      const overlap = Math.min(r.y1, line.y1) - Math.max(r.y0, line.y0);
      if (overlap < 0.5 * Math.min(height, r.y1 - r.y0)) return false;
      return r.lines.every((other) => line.x1 <= other.x0 || line.x0 >= other.x1);
    });
    if (row) {
      row.lines.push(line);
      row.y0 = Math.min(row.y0, line.y0);
      row.y1 = Math.max(row.y1, line.y1);
    } else rows.push({ y0: line.y0, y1: line.y1, lines: [line] });
  }
  rows.sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  return rows.map((row) => row.lines.sort((a, b) => a.x0 - b.x0).flatMap((line) => line.words));
};

/**
 * A row's text: words joined by a space, or by two where the gap between them is wider than the
 * words' median height (a column gap; a space between words is about a third of it).
 */
export const rowText = (words: OcrWord[]): string => {
  const height = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
  let text = '';
  for (const [i, word] of words.entries()) {
    if (i > 0) text += word.bbox.x0 - words[i - 1]!.bbox.x1 > height ? '  ' : ' ';
    text += word.text.trim();
  }
  return text;
};
