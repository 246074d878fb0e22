// The demo world's documents and sandbox reports (issue 23 item 1): every seeded file reads (a
// text layer, or OCR for the ID scans), states its own loan's names, address and amounts, and the
// sandbox reports' figures are plausible for the property they describe.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { readAll } from '../../integrations/storage/storage';
import { ExtractionFailure, type OcrEngine } from '../../integrations/ocr/ocr';
import { createTesseractOcr } from '../../integrations/ocr/tesseract-ocr';
import { PLAUSIBLE } from '../../integrations/reports/sandbox-market';
import { readDocument } from '../../modules/documents-intelligence/read-document';
import { seedDemoOnce } from './seed-demo';
import { seedModules } from '../../seed-wiring';
import { loadDemoFacts, type DemoFacts } from './demo-docs/index';
import { statementFacts } from './demo-docs/bank-statement';
import { usd } from './demo-docs/format';
import { rentRollFacts } from './demo-docs/rent-roll';
import { insuranceBinderFacts, sreoFacts } from './demo-docs/closing';
import { appraisalFacts } from './demo-docs/appraisal';

let ctx: TestContext;
const NOW = 1_790_000_000;
type Doc = { id: string; loan_id: string; document_name: string; storage_key: string; content_type: string };
let docs: Doc[];
let facts: Map<string, DemoFacts>;
const texts = new Map<string, string>();
const tesseract = createTesseractOcr();

/** An OCR engine that fails: a PDF read with it proves it has a text layer on every page. */
const noOcr: OcrEngine = {
  name: 'none',
  recognize: async () => {
    throw new ExtractionFailure('OCR was needed');
  },
  close: async () => undefined,
};

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoOnce(ctx.db, { modules: seedModules, loans: 9, now: NOW, storage: ctx.deps.storage });
  docs = (
    await ctx.db.execute<Doc>(
      sql`select id, loan_id, document_name, storage_key, content_type from documents where kind in ('upload', 'custom')`,
    )
  ).rows;
  facts = await loadDemoFacts(ctx.db as never, [...new Set(docs.map((d) => d.loan_id))], NOW);
  for (const doc of docs) {
    const bytes = await readAll(ctx.deps.storage, doc.storage_key);
    const ocr = doc.content_type.startsWith('image/') ? tesseract : noOcr;
    const read = await readDocument(bytes, ocr, { maxPages: 50, maxOcrPages: 2 });
    texts.set(doc.id, read.pages.map((p) => p.text).join('\n'));
  }
}, 180_000);
afterAll(async () => {
  await tesseract.close();
  await ctx?.close();
});

const money = (text: string, label: string): number | null => {
  const m = new RegExp(`${label}:?\\s+\\$([\\d,]+\\.\\d{2})`).exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
};

describe('demo documents', () => {
  it('every seeded request is a readable document of several kinds, no placeholders', () => {
    const names = new Set(docs.map((d) => d.document_name));
    for (const name of [
      'Bank Statements',
      'Operating Agreement',
      'Purchase Contract',
      'Schedule of Real Estate Owned',
      'Photo ID',
      'Rent Roll',
      'Appraisal',
      'Title Commitment',
      'Insurance Binder',
      'Letter of Intent',
    ])
      expect(names, name).toContain(name);
    for (const doc of docs) {
      const text = texts.get(doc.id)!;
      expect(text.replace(/\s/g, '').length, doc.document_name).toBeGreaterThan(80);
      expect(text).not.toMatch(/Signed copy provided by the borrower|See the attached pages/);
    }
  });

  it("each document states its own loan's names and property address", () => {
    for (const doc of docs) {
      const f = facts.get(doc.loan_id)!;
      const text = texts.get(doc.id)!.replace(/\s+/g, ' ');
      const borrower = f.borrowers[0]!;
      if (doc.document_name === 'Photo ID') {
        expect(text.toUpperCase()).toContain(borrower.lastName.toUpperCase());
        continue;
      }
      const names = [f.entity.name, `${borrower.firstName} ${borrower.lastName}`];
      expect(
        names.some((n) => text.includes(n)),
        `${doc.document_name} names ${names.join(' or ')}`,
      ).toBe(true);
      if (!['Bank Statements', 'Photo ID'].includes(doc.document_name))
        expect(text, doc.document_name).toContain(f.property.address);
    }
  });

  it('amounts agree with the loan record: price, loan amount, members, rents, balances', async () => {
    const { rows: appraisals } = await ctx.db.execute<{ property_id: string; value: number }>(sql`
      select section ->> 'entity_id' as property_id, (item ->> 'value')::numeric::float8 as value from reports r,
        jsonb_array_elements(r.result -> 'sections') section, jsonb_array_elements(section -> 'items') item
      where r.source = 'appraisal' and item ->> 'key' = 'estimated_value'`);
    const appraisedValues = new Map(appraisals.map((r) => [r.property_id, Number(r.value)]));
    let appraisalsCompared = 0;
    for (const doc of docs) {
      const f = facts.get(doc.loan_id)!;
      const text = texts.get(doc.id)!.replace(/[ \t]+/g, ' ');
      switch (doc.document_name) {
        case 'Purchase Contract':
          expect(money(text, 'Purchase Price')).toBe(f.purchasePrice);
          expect(text).toContain(usd(f.loanAmount));
          break;
        case 'Title Commitment':
          expect(money(text, String.raw`Proposed Policy Amount \(Loan Policy\)`)).toBe(f.loanAmount);
          break;
        case 'Operating Agreement': {
          const percents = [...text.matchAll(/ (\d{1,3})%/g)].map((m) => Number(m[1]));
          expect(percents.reduce((s, p) => s + p, 0)).toBe(100);
          expect(text).toContain(`${f.borrowers[0]!.firstName} ${f.borrowers[0]!.lastName}`);
          break;
        }
        case 'Rent Roll': {
          const rows = [...text.matchAll(/^\S+ .+ (\d[\d,]*\.\d{2})$/gm)].filter(
            (m) => !m[0].startsWith('Total'),
          );
          const sum = rows.reduce((s, m) => s + Number(m[1]!.replace(/,/g, '')), 0);
          expect(rows.length).toBe(f.property.units + f.property.commercialUnits);
          expect(money(text, 'Total Monthly Rent')).toBeCloseTo(sum, 2);
          expect(money(text, 'Total Monthly Rent')).toBe(rentRollFacts(f).totalRent);
          if (f.property.units > 1 && f.property.rentPerUnit) {
            // The rents are the market rents the loan record states, not invented ones.
            const average = sum / Math.max(1, rentRollFacts(f).occupied);
            expect(average / f.property.rentPerUnit).toBeGreaterThan(0.8);
            expect(average / f.property.rentPerUnit).toBeLessThan(1.6);
          }
          break;
        }
        case 'Schedule of Real Estate Owned':
          expect(text).toContain(usd(sreoFacts(f).totalValue, false));
          break;
        case 'Appraisal': {
          expect(text).toContain(`Appraised Value: ${usd(appraisalFacts(f).value, false)}`);
          // The sandbox appraisal report of the same property states the same value.
          const reported = appraisedValues.get(f.property.id);
          if (reported !== undefined) {
            expect(reported).toBe(appraisalFacts(f).value);
            appraisalsCompared++;
          }
          break;
        }
        case 'Insurance Binder':
          expect(money(text, 'Total Annual Premium')).toBe(insuranceBinderFacts(f).premium);
          expect(text).toContain(usd(f.loanAmount));
          break;
        case 'Bank Statements': {
          const months = statementFacts(f).months;
          const beginning = money(text, '(?:Beginning|Previous|Opening) Balance');
          const ending = money(text, '(?:Ending|New|Closing) Balance');
          const month = months.find((m) => m.beginning === beginning)!;
          expect(month, 'a statement of the loan').toBeDefined();
          expect(ending).toBe(month.ending);
          expect(text).toContain(f.entity.name);
          break;
        }
      }
    }
    expect(appraisalsCompared).toBeGreaterThan(0);
    // Consecutive statements chain: each month begins where the last ended.
    for (const f of facts.values()) {
      const months = statementFacts(f).months;
      for (let i = 1; i < months.length; i++) expect(months[i]!.beginning).toBe(months[i - 1]!.ending);
      expect(months.at(-1)!.ending).toBeLessThanOrEqual(Math.max(60_000, f.borrowers[0]!.liquidity));
    }
  });

  it('sandbox reports are plausible for their property: area per unit, rent per unit, year built', async () => {
    const { rows } = await ctx.db.execute<{
      source: string;
      result: { sections: Array<{ items: Array<{ key: string; value: unknown }> }> };
    }>(sql`select source, result from reports where state = 'done'`);
    let checked = 0;
    for (const report of rows)
      for (const section of report.result.sections) {
        const value = (key: string) => section.items.find((i) => i.key === key)?.value as number | undefined;
        const sf = value('building_sf');
        const units = value('units');
        if (sf && units && units > 1) {
          expect(sf / units, report.source).toBeGreaterThanOrEqual(PLAUSIBLE.sfPerUnit.min);
          expect(sf / units, report.source).toBeLessThanOrEqual(PLAUSIBLE.sfPerUnit.max);
          checked++;
        }
        const year = value('year_built');
        if (year !== undefined) {
          expect(year).toBeGreaterThanOrEqual(PLAUSIBLE.yearBuilt.min);
          expect(year).toBeLessThanOrEqual(PLAUSIBLE.yearBuilt.max);
        }
        const rent = value('median_rent');
        if (rent !== undefined) {
          expect(rent).toBeGreaterThanOrEqual(PLAUSIBLE.rentPerUnit.min);
          expect(rent).toBeLessThanOrEqual(PLAUSIBLE.rentPerUnit.max);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(3);
  });
});
