// The generated loan's documents (bank statements by month, an appraisal or an appraisal report,
// a rent roll), each with its pages and its data points (page and quote), written into the truth.
import { MONTH_NAMES } from '@lending/domain';
import type { Db } from '../../src/db/client';
import { dataPoints, documentPages, documents, reports } from '../../src/db/schema/index';
import type { Rng } from '../../src/db/seed/prng';
import type { Truth } from './loan-generator';

const MONTHS = MONTH_NAMES;

const money2 = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const addDocument = async (
  db: Db,
  loanId: string,
  doc: {
    name: string;
    klass: string;
    pages: string[];
    points: { key: string; value: unknown; type: string; page: number; quote: string }[];
  },
) => {
  const [row] = await db
    .insert(documents)
    .values({
      loan_id: loanId,
      document_name: doc.name,
      file_name: `${doc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
      storage_key: `eval/${loanId}/${doc.name}`,
      content_type: 'application/pdf',
      created_epoch: 1_780_000_000,
      status: 'completed',
      extraction_status: 'processed',
      extraction_method: 'text',
      page_count: doc.pages.length,
      document_class: doc.klass,
    })
    .returning();
  await db.insert(documentPages).values(
    doc.pages.map((text, i) => ({
      document_id: row!.id,
      loan_id: loanId,
      page: i + 1,
      text,
      method: 'text',
    })),
  );
  if (doc.points.length)
    await db.insert(dataPoints).values(
      doc.points.map((p) => ({
        document_id: row!.id,
        key_name: p.key,
        value: p.value as never,
        value_type: p.type,
        page: p.page,
        quote: p.quote,
      })),
    );
  return row!.id;
};

export const addStatementsAndReports = async (
  db: Db,
  rng: Rng,
  truth: Truth,
  { year, address, propertyId }: { year: number; address: string; propertyId: string },
) => {
  const { loanId, purchasePrice, units, noi } = truth;
  // Bank statements: two or three consecutive months, each its own document.
  const months = rng.int(2, 3);
  const start = rng.int(0, 12 - months);
  for (let m = 0; m < months; m += 1) {
    const month = MONTHS[start + m]!;
    const value = rng.round(20_000, 900_000, 0.01);
    const page = rng.int(1, 2);
    const end = `${String(start + m + 1).padStart(2, '0')}/28/${year}`;
    const line = `${rng.pick(['Ending balance', 'Closing balance', 'New balance'])} $${money2(value)}`;
    const pages = [
      `${rng.pick(['Lakeshore Bank', 'Summit Credit Union'])}\nStatement period: ${String(start + m + 1).padStart(2, '0')}/01/${year} - ${end}`,
      `Account summary\n${line}`,
    ];
    if (page === 1) pages[0] += `\n${line}`;
    await addDocument(db, loanId, {
      name: `Bank Statement ${m + 1}`,
      klass: 'bank-statement',
      pages,
      points: [
        {
          key: 'statement_period_end',
          value: end,
          type: 'STRING',
          page: 1,
          quote: `Statement period: ... ${end}`,
        },
        { key: 'ending_balance', value, type: 'FLOAT', page, quote: line },
      ],
    });
    truth.balances.push({ month: `${month} ${year}`, value, page });
  }

  // Appraisal: a document (with its page), else an appraisal report, else nothing.
  const valuation = Math.round((purchasePrice * rng.round(0.9, 1.25, 0.01)) / 1_000) * 1_000;
  if (rng.chance(0.5)) {
    const page = rng.int(1, 3);
    const pages = ['Appraisal Report\nSummary of salient facts', 'Site and improvements', 'Reconciliation'];
    const line = `As-is market value $${valuation.toLocaleString('en-US')}`;
    pages[page - 1] += `\n${line}`;
    const points = [{ key: 'appraised_value', value: valuation, type: 'FLOAT', page, quote: line }];
    if (noi)
      points.push({
        key: 'net_operating_income',
        value: noi,
        type: 'FLOAT',
        page: 3,
        quote: `Net operating income $${noi.toLocaleString('en-US')}`,
      });
    await addDocument(db, loanId, { name: 'Appraisal', klass: 'appraisal', pages, points });
    truth.appraised = { value: valuation, page, via: 'document' };
  } else if (rng.chance(0.6)) {
    await db.insert(reports).values({
      loan_id: loanId,
      source: 'appraisal',
      report_type: 'Property Analysis',
      state: 'done',
      result: {
        sections: [
          {
            title: address,
            entity_type: 'property',
            entity_id: propertyId,
            items: [
              {
                index: 0,
                key: 'estimated_value',
                label: 'Appraised Value',
                value: valuation,
                note: 'Sales comparison approach',
              },
            ],
          },
        ],
      },
    });
    truth.appraised = { value: valuation, page: null, via: 'report' };
  }
  // A rent roll's total monthly rent.
  if (rng.chance(0.7)) {
    const rent = units * rng.round(700, 2600, 5);
    const line = `Total monthly rent $${money2(rent)}`;
    await addDocument(db, loanId, {
      name: 'Rent Roll',
      klass: 'rent-roll',
      pages: [`Rent roll\n${units} units\n${line}`],
      points: [{ key: 'total_monthly_rent', value: rent, type: 'FLOAT', page: 1, quote: line }],
    });
    truth.monthlyRent = rent;
  }
};
