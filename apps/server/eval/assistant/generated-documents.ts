// The generated loan's documents (bank statements by month, an appraisal or an appraisal report,
// a rent roll), each with its pages and its data points (page and quote), written into the truth.
import { MONTH_NAMES } from '@lending/domain';
import type { Db } from '../../src/db/client';
import { dataPoints, documentPages, documents, reports } from '../../src/db/schema/index';
import type { Rng } from '../../src/db/seed/prng';
import { drawBalances, type DealFigures } from './deal-figures';
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

const pad = (n: number) => String(n).padStart(2, '0');

export const addStatementsAndReports = async (
  db: Db,
  rng: Rng,
  truth: Truth,
  { deal, address, propertyId }: { deal: DealFigures; address: string; propertyId: string },
) => {
  const { loanId, units, noi } = truth;
  // Bank statements: the two or three months before the closing month, each its own document, one
  // account holding part of the first borrower's liquidity.
  const months = rng.int(2, 3);
  const [closingYear, closingMonth] = truth.closing.split('-').map(Number) as [number, number];
  const balances = drawBalances(rng, truth.borrowers[0]!.liquidity, truth.amount, months);
  const bank = rng.pick(['Lakeshore Bank', 'Summit Credit Union']);
  for (let m = 0; m < months; m += 1) {
    // Month index counted from January of year 0: closing month - months + m.
    const index = closingYear * 12 + (closingMonth - 1) - months + m;
    const year = Math.floor(index / 12);
    const monthNumber = (index % 12) + 1;
    const month = MONTHS[monthNumber - 1]!;
    const value = balances[m]!;
    const page = rng.int(1, 2);
    const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    const end = `${pad(monthNumber)}/${last}/${year}`;
    const line = `${rng.pick(['Ending balance', 'Closing balance', 'New balance'])} $${money2(value)}`;
    const pages = [
      `${bank}\nStatement period: ${pad(monthNumber)}/01/${year} - ${end}`,
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
  const valuation = deal.value;
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
    const rent = deal.monthlyRent;
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
