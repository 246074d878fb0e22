// Reads everything a credit memo states about one loan (issue 23 item 7) and builds its model:
// the same policy analysis, insights, reports and score the loan page shows, so the memo and the
// screen never disagree. Figures from reports and documents pass plausibility first.
import {
  checkReportItem,
  checkValue,
  formatAs,
  formatFieldValue,
  POLICY_ENTITY_TYPES,
  prettifyKey,
  REPORT_SOURCE_LABELS,
  type ReportSection,
  type ReportSource,
} from '@lending/domain';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  borrowers,
  dataPoints,
  documents,
  insights,
  loanBorrowers,
  loans,
  properties,
  reports,
} from '../../db/schema/index';
import { LENDER_NAME } from '../../lib/lender';
import { epochNow } from '../../lib/clock';
import { ANALYSES, loadAnalysisContext } from '../policy/index';
import { refreshLoanScores, storedScoreOf } from '../scoring/index';
import {
  dateOf,
  money,
  policyExceptions,
  policySections,
  reportLines,
  scoreSection,
  type MemoLine,
  type MemoModel,
} from './memo-model';

type Loan = typeof loans.$inferSelect;
const LEVEL = ['Info', 'Warning', 'Risk'] as const;

const summaryOf = (
  loan: Loan,
  people: Array<typeof borrowers.$inferSelect>,
  places: Array<typeof properties.$inferSelect>,
): MemoLine[] => [
  { label: 'Status', value: loan.status },
  { label: 'Loan amount', value: money(loan.amount) },
  { label: 'Purchase price', value: money(loan.purchase_price) },
  { label: 'Interest rate', value: formatAs('fraction', loan.interest_rate) },
  { label: 'Term', value: loan.duration_months ? `${loan.duration_months} months` : 'N/A' },
  { label: 'Purpose', value: loan.purpose ?? 'N/A' },
  { label: 'Exit strategy', value: loan.exit_strategy ?? 'N/A' },
  {
    label: 'Borrowers',
    value: people.map((b) => `${b.first_name} ${b.last_name}`).join(', ') || 'N/A',
  },
  ...places.map((p, index) => ({
    label: `Property ${index + 1}`,
    value: [
      [p.address_address, p.address_city, p.address_state].filter(Boolean).join(', '),
      p.property_type,
      p.number_of_units === null ? null : `${formatFieldValue('units', p.number_of_units)} units`,
      p.details.total_square_footage
        ? formatFieldValue('square_footage', p.details.total_square_footage)
        : null,
      p.details.year_built ? `built ${formatFieldValue('year_built', p.details.year_built)}` : null,
    ]
      .filter(Boolean)
      .join('; '),
  })),
];

const reportSummaries = async (
  db: DbOrTx,
  loanId: string,
  policyRent: number | null,
): Promise<MemoModel['reports']> => {
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.loan_id, loanId), eq(reports.state, 'done')))
    .orderBy(desc(reports.updated_at));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.source) && seen.add(r.source))
    .map((r) => {
      const sections = (r.result as { sections?: ReportSection[] } | null)?.sections ?? [];
      const source = REPORT_SOURCE_LABELS[r.source as ReportSource] ?? r.source;
      return {
        title: `${r.report_type} - ${source}${r.is_sandbox ? ' (sandbox data)' : ''}`,
        lines: sections.flatMap((section) =>
          reportLines(
            section.items.map((item) => ({
              key: item.key,
              label: sections.length > 1 ? `${section.title}: ${item.label}` : item.label,
              value: item.value,
              implausible: checkReportItem(section.items, item, policyRent)?.implausible ?? null,
            })),
          ).map((line) => ({ ...line, source })),
        ),
      };
    });
};

/** Key data points: the borrower record's figures and every value read from the loan's documents. */
const dataPointLines = async (
  db: DbOrTx,
  loanId: string,
  people: Array<typeof borrowers.$inferSelect>,
): Promise<MemoLine[]> => {
  const record: MemoLine[] = people.flatMap((b) =>
    (['net_worth', 'liquidity', 'credit_score'] as const)
      .filter((key) => b[key] !== null)
      .map((key) => {
        const checked = checkValue(key, b[key]);
        return {
          label: `${b.first_name} ${b.last_name}: ${prettifyKey(key)}`,
          value: checked?.implausible
            ? `Implausible, not used: ${checked.implausible}`
            : formatFieldValue(key, b[key]),
          source: 'Borrower record',
        };
      }),
  );
  const rows = await db
    .select({
      key: dataPoints.key_name,
      value: dataPoints.value,
      page: dataPoints.page,
      quote: dataPoints.quote,
      document: documents.document_name,
      file: documents.file_name,
    })
    .from(dataPoints)
    .innerJoin(documents, eq(documents.id, dataPoints.document_id))
    // What the borrower and third parties sent; the system's own documents only restate the file.
    .where(and(eq(documents.loan_id, loanId), notInArray(documents.kind, ['generated', 'export'])))
    .orderBy(asc(documents.document_name), asc(dataPoints.key_name))
    .limit(200);
  const documented = rows
    .filter(
      (r) => r.value !== null && r.value !== '' && !Array.isArray(r.value) && typeof r.value !== 'object',
    )
    .map((r) => {
      const checked = typeof r.value === 'number' ? checkValue(r.key, r.value) : null;
      return {
        label: prettifyKey(r.key),
        value: checked?.implausible
          ? `Implausible, not used: ${checked.implausible}`
          : formatFieldValue(r.key, r.value),
        source: `${r.document || r.file}${r.page ? `, page ${r.page}` : ''}${r.quote ? `: "${r.quote.slice(0, 120)}"` : ''}`,
      };
    });
  return [...record, ...documented];
};

export const buildMemoModel = async (db: DbOrTx, loanId: string): Promise<MemoModel> => {
  // The score as of now (the stored one is refreshed in this transaction).
  await refreshLoanScores(db, [loanId]);
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new Error(`loan ${loanId} vanished`);
  const people = (
    await db
      .select({ b: borrowers })
      .from(loanBorrowers)
      .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
      .where(eq(loanBorrowers.loan_id, loanId))
      .orderBy(asc(loanBorrowers.position))
  ).map((r) => r.b);
  const places = await db
    .select()
    .from(properties)
    .where(eq(properties.loan_id, loanId))
    .orderBy(asc(properties.position));
  const ctx = await loadAnalysisContext(db, loan);
  const analyses = [];
  for (const type of POLICY_ENTITY_TYPES) analyses.push(...(await ANALYSES[type](db, ctx)));
  const found = await db
    .select()
    .from(insights)
    .where(eq(insights.loan_id, loanId))
    .orderBy(desc(insights.level), asc(insights.name));
  return {
    lender: LENDER_NAME,
    title: 'Credit Memo',
    loan_name: loan.name,
    loan_number: loan.human_id,
    date: dateOf(epochNow()),
    summary: summaryOf(loan, people, places),
    score: scoreSection(loan.score, storedScoreOf(loan)),
    policy: policySections(analyses),
    exceptions: policyExceptions(analyses),
    insights: found.map((i) => ({
      label: `${LEVEL[Math.min(2, Math.max(0, i.level))]}: ${i.name}`,
      value: i.description,
    })),
    reports: await reportSummaries(
      db,
      loanId,
      ctx.requirements.find((r) => r.field === 'market_rent' && r.is_active)?.value ?? null,
    ),
    data_points: await dataPointLines(db, loanId, people),
  };
};
