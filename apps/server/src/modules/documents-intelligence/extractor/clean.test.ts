// OCR clean-up (clean.ts): a scan's specks that tesseract reads as marks glued to words, as cell
// borders read as brackets or as spaces inside a passport's machine-readable line, taken out; a
// text PDF's own marks (quotes in pairs, apostrophes, hyphenated words, negative amounts) kept.
import { describe, expect, it } from 'vitest';
import { cleanText } from './clean';

describe('OCR clean-up of specks', () => {
  it('drops marks glued to a line or a word by a speck', () => {
    expect(cleanText('-TOTALS | | | $4,060,000')).toBe('TOTALS | | | $4,060,000');
    expect(cleanText('.202 Fairbanks, Leah 1149 $1,650')).toBe('202 Fairbanks, Leah 1149 $1,650');
    expect(cleanText('"105 Samuel Fairbanks $1,300.00 MTM')).toBe('105 Samuel Fairbanks $1,300.00 MTM');
    expect(cleanText('Year Built  ‘2005')).toBe('Year Built  2005');
    expect(cleanText('on or before September 6,-2026, or')).toBe('on or before September 6, 2026, or');
    expect(cleanText('Tampa, FL 43261.$88,100 25.0%')).toBe('Tampa, FL 43261 $88,100 25.0%');
    expect(cleanText('GA 54743 $99,180.30.0%')).toBe('GA 54743 $99,180 30.0%');
    expect(cleanText('Ashdown, 6724 Beacon Hill Ter  $160,000.00  4,000.  40.00%')).toBe(
      'Ashdown, 6724 Beacon Hill Ter  $160,000.00  4,000  40.00%',
    );
    expect(cleanText('is vested in‘one or more Managers')).toBe('is vested in one or more Managers');
    expect(cleanText("The Company shall be'-managed by")).toBe('The Company shall be managed by');
    expect(cleanText('Such deed is.to be delivered')).toBe('Such deed is to be delivered');
  });

  it("reads a table's cell borders read as brackets, marked or lost between two amounts", () => {
    expect(cleanText('A| Benedikt Prendergast | 2/1] 10/01/2025 | MTM | $1,300 |')).toBe(
      'A| Benedikt Prendergast | 2/1 | 10/01/2025 | MTM | $1,300 |',
    );
    expect(cleanText('B| VACANT [3/1] | | [$1,550 | | Vacant')).toBe(
      'B| VACANT | 3/1 | | | | $1,550 | | Vacant',
    );
    expect(cleanText("I'| Cornelius Fairweather | 3/1:| 03/01/2022 |")).toBe(
      'I | Cornelius Fairweather | 3/1 | 03/01/2022 |',
    );
    expect(cleanText('2-4 Family | $405,000 | $157,950 $3,750 | $1,074 |')).toBe(
      '2-4 Family | $405,000 | $157,950 | $3,750 | $1,074 |',
    );
  });

  it("joins a machine-readable line's pieces", () => {
    expect(cleanText('P<GBRHOLLOWAY<<RHY S<<<<<<<<<<<<<<<<<<<<<<<<')).toBe(
      'P<GBRHOLLOWAY<<RHYS<<<<<<<<<<<<<<<<<<<<<<<<',
    );
  });

  it("keeps a text PDF's own marks", () => {
    for (const line of [
      'the "Purchase Price" means',
      "the Seller's agent isn't",
      'a well-known add-on in Stratford-on-Avon',
      'Net Cash Flow -$1,299',
      'see www.escrow.com',
    ])
      expect(cleanText(line)).toBe(line);
  });
});
