// Lines rebuilt from the OCR's word boxes: a two-column page (labels at left, a second column at
// right, as the evaluation set's scans draw them) is read with each label and its right-hand
// neighbour on one line, the column gap kept as two spaces, as a text PDF's text has them.
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareForOcr } from './prepare-image';
import { rowText } from './ocr-lines';
import { createTesseractOcr } from './tesseract-ocr';

const ROWS: [string, string][] = [
  ['Borrower: Jane Whitfield', 'Loan amount: $1,200.00'],
  ['Property: 14 Harbor Lane', 'Closing date: 03/31/2026'],
  ['Lender: Summit National Bank', 'Rate: 6.25%'],
];

/** A 200-dpi page: a heading, then two-column rows (left at 1 in, right at 4.6 in). */
const page = () => {
  const canvas = createCanvas(1700, 900);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f1efe8';
  g.fillRect(0, 0, 1700, 900);
  g.fillStyle = '#1a1a1a';
  g.font = 'bold 39px sans-serif';
  g.fillText('LOAN SUMMARY', 200, 150);
  g.font = '30px sans-serif';
  ROWS.forEach(([left, right], i) => {
    g.fillText(left, 200, 260 + i * 90);
    g.fillText(right, 920, 260 + i * 90);
  });
  return canvas.toBuffer('image/png');
};

const engine = createTesseractOcr();
afterAll(() => engine.close());

describe('OCR lines rebuilt by rows', () => {
  it('reads each two-column row as one line, the columns two spaces apart', async () => {
    const read = await engine.recognize(await prepareForOcr(page()));
    const lines = read.text.split('\n');
    expect(lines[0]).toBe('LOAN SUMMARY');
    for (const [left, right] of ROWS) expect(lines).toContain(`${left}  ${right}`);
    // The words keep reading order, with boxes as fractions of the page.
    expect(read.words.map((w) => w[4]).slice(0, 4)).toEqual(['LOAN', 'SUMMARY', 'Borrower:', 'Jane']);
    for (const [x0, y0, x1, y1] of read.words)
      expect(0 <= x0 && x0 < x1 && x1 <= 1 && 0 <= y0 && y0 < y1 && y1 <= 1).toBe(true);
  });

  it('joins words one space apart, and two across a gap wider than the words are tall', () => {
    const word = (text: string, x0: number, x1: number) => ({
      text,
      confidence: 90,
      bbox: { x0, y0: 100, x1, y1: 130 },
    });
    expect(rowText([word('Total', 10, 80), word('due', 92, 140), word('$5.00', 400, 480)])).toBe(
      'Total due  $5.00',
    );
  });
});
