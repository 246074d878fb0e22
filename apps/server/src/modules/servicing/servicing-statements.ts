// Monthly statements (issue 19 item 3). A pg-boss schedule runs every day: first the interest
// reserve pays the due dates passed (servicing-reserve.ts), then for each active
// boarded loan it makes the statement of every full calendar month since funding that has none
// yet (the last 24 at most), so a missed run catches up and a repeat makes nothing twice (one
// statement per loan and period end). A statement keeps its figures (period, opening and closing
// balances, the period's activity, the amount due and its due date); the PDF is printed from them.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  formatCents,
  formatCurrency,
  formatUsDate,
  servicingMessages as m,
  type CalendarDate,
  type ServicingStatementWire,
} from '@lending/domain';
import PDFDocument from 'pdfkit';
import type { Db, DbOrTx } from '../../db/client';
import { loans, servicingLedgerEvents, servicingLoans, servicingStatements } from '../../db/schema/index';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';
import { LENDER_NAME } from '../../lib/lender';
import { AppError } from '../../plugins/errors';
import { markLateInstallments } from './servicing-late';
import { openReplayPool, type ReplayPool } from './servicing-replay-pool';
import { postReserveInterest } from './servicing-reserve';
import { missingEnds, type StatementData } from './servicing-statement-figures';
import { todayDate, type EventRow, type ServicingRow } from './servicing.queries';

export const SERVICING_STATEMENTS_JOB = 'servicing-monthly-statements';
/** Every day at 05:20 UTC: the month just ended gets its statements on the 1st, missed ones after. */
export const SERVICING_STATEMENTS_CRON = '20 5 * * *';

/** Makes the missing statements of one loan up to the last full month before `today`. */
export const statementsOfLoan = async (db: DbOrTx, row: ServicingRow, today: CalendarDate) =>
  statementsOfBatch(db, [row], today, openReplayPool(0));

/**
 * The missing statements of a batch of loans, set-based (issue 19 "Speed"): one query for the
 * statements they have, one for their events, one insert; the figures are computed in `pool`.
 */
const statementsOfBatch = async (db: DbOrTx, rows: ServicingRow[], today: CalendarDate, pool: ReplayPool) => {
  const ids = rows.map((r) => r.loan_id);
  const have = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  for (const r of await db
    .select({ loan_id: servicingStatements.loan_id, end: servicingStatements.period_end })
    .from(servicingStatements)
    .where(inArray(servicingStatements.loan_id, ids)))
    have.get(r.loan_id)?.add(r.end);
  const wanted = rows.flatMap((row) => {
    const ends = missingEnds(row, have.get(row.loan_id)!, today);
    return ends.length > 0 ? [{ row, ends, events: [] as EventRow[] }] : [];
  });
  if (wanted.length === 0) return 0;
  const byLoan = new Map(wanted.map((w) => [w.row.loan_id, w.events]));
  for (const e of await db
    .select()
    .from(servicingLedgerEvents)
    .where(inArray(servicingLedgerEvents.loan_id, [...byLoan.keys()]))
    .orderBy(asc(servicingLedgerEvents.loan_id), asc(servicingLedgerEvents.seq)))
    byLoan.get(e.loan_id)?.push(e);
  const values = await pool.run('statements', wanted);
  let made = 0;
  for (let i = 0; i < values.length; i += 1000) {
    const inserted = await db
      .insert(servicingStatements)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: servicingStatements.id });
    made += inserted.length;
  }
  return made;
};

const BATCH = 500;
/** Batches in flight: one's replays in the worker while the next one's rows are read. */
const IN_FLIGHT = 2;

const allStatements = async (db: Db, today: CalendarDate, pool: ReplayPool) => {
  let made = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  const running: Promise<number>[] = [];
  for (;;) {
    const rows = await db
      .select()
      .from(servicingLoans)
      .where(and(eq(servicingLoans.status, 'active'), gt(servicingLoans.loan_id, after)))
      .orderBy(asc(servicingLoans.loan_id))
      .limit(BATCH);
    if (rows.length === 0) break;
    running.push(statementsOfBatch(db, rows, today, pool));
    if (running.length >= IN_FLIGHT) made += await running.shift()!;
    after = rows.at(-1)!.loan_id;
  }
  for (const n of await Promise.all(running)) made += n;
  return made;
};

/**
 * The job: the interest reserve's due dates, then (at once) the late installments and every active
 * boarded loan's missing statements, in batches. Returns how many statements were made. The
 * replays run in `workers` worker threads (0: on this thread).
 */
export const generateStatements = async (
  db: Db,
  today: CalendarDate = todayDate(),
  options: { workers?: number } = {},
) => {
  const pool = openReplayPool(options.workers ?? 1);
  try {
    await postReserveInterest(db, today, pool);
    // After the reserve paid what it could: an installment it covered is not late. The statements
    // read the events only (a late mark writes none), so the two run side by side.
    const [made] = await Promise.all([allStatements(db, today, pool), markLateInstallments(db, today)]);
    return made;
  } finally {
    await pool.close();
  }
};

const wire = (row: typeof servicingStatements.$inferSelect): ServicingStatementWire => ({
  id: row.id,
  period_start: row.period_start,
  period_end: row.period_end,
  due_date: row.due_date,
  amount_due: formatCents(row.amount_due_cents),
  generated_at: row.generated_at.toISOString(),
});

export const listStatements = async (db: DbOrTx, loanIds: string[]) => {
  if (loanIds.length === 0) return [];
  const rows = await db
    .select()
    .from(servicingStatements)
    .where(inArray(servicingStatements.loan_id, loanIds))
    .orderBy(desc(servicingStatements.period_end), asc(servicingStatements.loan_id));
  return rows.map((r) => ({ loanId: r.loan_id, statement: wire(r) }));
};

const money = (text: string) => formatCurrency(text, { cents: true });

export const statementPdf = async (db: DbOrTx, options: { loanId: string; statementId: string }) => {
  const [row] = await db
    .select()
    .from(servicingStatements)
    .where(
      and(eq(servicingStatements.id, options.statementId), eq(servicingStatements.loan_id, options.loanId)),
    );
  if (!row) throw new AppError(404, m.statementNotFound);
  const [loan] = await db
    .select({ name: loans.name, human_id: loans.human_id })
    .from(loans)
    .where(eq(loans.id, row.loan_id));
  const data = row.data as StatementData;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    info: { Title: `Statement ${row.period_end}`, Author: LENDER_NAME },
  });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  const line = (label: string, value: string, weight: 'regular' | 'bold' = 'regular') => {
    doc.fontSize(10);
    writeUnicode(doc, `${label}: `, 'bold', { continued: true });
    writeUnicode(doc, value, weight);
  };
  doc.fontSize(14);
  writeUnicode(doc, LENDER_NAME, 'bold', { align: 'center' });
  doc.moveDown(0.3).fontSize(18);
  writeUnicode(doc, 'Monthly Loan Statement', 'bold', { align: 'center' });
  doc.moveDown(1);
  line('Loan', `${loan?.name ?? ''} (Loan ${loan?.human_id ?? ''})`);
  line('Statement period', `${formatUsDate(row.period_start)} to ${formatUsDate(row.period_end)}`);
  doc.moveDown(0.5);
  line('Amount due', money(formatCents(row.amount_due_cents)), 'bold');
  line('Due date', row.due_date ? formatUsDate(row.due_date) : 'None: the loan is at maturity', 'bold');
  doc.moveDown(0.8).fontSize(12);
  writeUnicode(doc, 'Balances', 'bold');
  for (const key of ['principal', 'interest', 'fees', 'suspense'] as const)
    line(
      key[0]!.toUpperCase() + key.slice(1),
      `${money(data.balances_open[key] ?? '0.00')} at the start, ${money(data.balances_close[key] ?? '0.00')} at the end`,
    );
  line('Interest reserve left', money(data.interest_reserve_left));
  line('Construction holdback left', money(data.construction_holdback_left));
  doc.moveDown(0.8).fontSize(12);
  writeUnicode(doc, 'Activity', 'bold');
  if (data.activity.length === 0) line('None', 'no activity in this period');
  for (const a of data.activity)
    line(formatUsDate(a.date), `${a.description} ${money(a.amount.replace('-', ''))}`);
  doc.end();
  return { pdf: await done, fileName: `Statement ${loan?.human_id ?? ''} ${row.period_end}.pdf` };
};
