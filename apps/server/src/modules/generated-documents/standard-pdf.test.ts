// Item 8 of issue 11: a generated PDF shows any name, not only Latin-1 (checked with pdftotext).
import { describe, expect, it } from 'vitest';
import { pdftotext } from '../../lib/pdf-text';
import { buildDocumentModel } from './model';
import { renderStandardPdf } from './standard-pdf';
import { textRuns } from '../../lib/pdf-fonts';

describe('generated PDF fonts', () => {
  it('renders a Polish, German and Chinese name that pdftotext reads back', async () => {
    const model = buildDocumentModel({
      kind: 'term-sheet',
      lender: 'Lending Capital',
      loan: { human_id: '10042', name: '10042 - Łódź Straße 文件', amount: 500_000 },
      borrower: { first_name: 'Zoë', last_name: 'Łukasz 文件', email: 'zoe@example.com' },
      values: {},
      now: 1_790_000_000,
    });
    const text = (await pdftotext(await renderStandardPdf(model))).replace(/\s+/g, ' ');
    expect(text).toContain('Zoë Łukasz 文件');
    expect(text).toContain('Łódź Straße 文件');
  });

  it('splits text into runs of the face that has each glyph', () => {
    expect(textRuns('Zoë Łukasz 文件')).toEqual([
      { face: 'latin', text: 'Zoë Łukasz ' },
      { face: 'cjk', text: '文件' },
    ]);
  });
});
