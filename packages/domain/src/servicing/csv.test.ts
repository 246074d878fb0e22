import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, keeps negative amounts, and defuses formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['-12.50', '=SUM(A1)'],
          [null, 'line\nbreak'],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n-12.50,\'=SUM(A1)\r\n,"line\nbreak"\r\n');
  });
});
