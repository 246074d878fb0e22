// Monthly statements (issue 19 item 3). A pg-boss schedule runs every day: first the interest
// reserve pays the due dates passed (servicing-reserve.ts), then for each active
// boarded loan it makes the statement of every full calendar month since funding that has none
// yet (the last 24 at most), so a missed run catches up and a repeat makes nothing twice (one
// statement per loan and period end). A statement keeps its figures (period, opening and closing
// balances, the period's activity, the amount due and its due date); the PDF is printed from them.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import {
  buildSchedule,
  dayNumber,
  daysInMonth,
  formatCents,
  formatCurrency,
  formatDate,
  fromDayNumber,
  replayLedger,
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
import { postReserveInterest } from './servicing-reserve';
import { eventsOf, termsOf, todayDate, type ServicingRow } from './servicing.queries';

export const SERVICING_STATEMENTS_JOB = 'servicing-monthly-statements';
/** Every day at 05:20 UTC: the month just ended gets its statements on the 1st, missed ones after. */
export const SERVICING_STATEMENTS_CRON = '20 5 * * *';

type StatementData = {
  balances_open: Record<string, string>;
  balances_close: Record<string, string>;
  activity: { date: string; description: string; amount: string }[];
  interest_reserve_left: string;
  construction_holdback_left: string;
};

const ACTIVITY: [string, string][] = [
  ['payment:', 'Payment received'],
  ['reversal:', 'Payment reversed'],
  ['reserve:', 'Interest paid from the interest reserve'],
  ['draw:', 'Construction draw disbursed'],
  ['late-fee:', 'Late fee'],
  ['accrual:', 'Interest charged'],
];

const balancesOf = (state: ReturnType<typeof replayLedger>) => ({
  principal: formatCents(state.principalCents),
  interest: formatCents(state.interestCents),
  fees: formatCents(state.feesCents),
  suspense: formatCents(state.suspenseCents),
});

const monthEnd = (year: number, month: number): CalendarDate => ({
  year,
  month,
  day: daysInMonth(year, month),
});

const statementFor = (row: ServicingRow, events: ReturnType<typeof eventsOf>, end: CalendarDate) => {
  const terms = termsOf(row);
  const start: CalendarDate = { year: end.year, month: end.month, day: 1 };
  const startDay = Math.max(dayNumber(start), dayNumber(terms.fundedDate));
  const open = replayLedger(terms, events, fromDayNumber(startDay));
  const close = replayLedger(terms, events, end);
  const activity = close.postings
    .filter(
      (p) =>
        dayNumber(parseIso(p.effectiveDate)) >= startDay &&
        dayNumber(parseIso(p.effectiveDate)) <= dayNumber(end),
    )
    .flatMap((p) => {
      const kind = ACTIVITY.find(([prefix]) => p.source.startsWith(prefix));
      const account =
        kind?.[0] === 'draw:'
          ? 'principal'
          : kind?.[0] === 'accrual:'
            ? 'interest_receivable'
            : kind?.[0] === 'late-fee:'
              ? 'fees_receivable'
              : 'cash';
      if (!kind || p.account !== (kind[0] === 'reserve:' ? 'interest_reserve' : account)) return [];
      return [{ date: p.effectiveDate, description: kind[1], amount: formatCents(p.amountCents) }];
    });
  const next = buildSchedule({ ...terms, disbursementDate: terms.fundedDate }).lines.find(
    (l) => dayNumber(parseIso(l.dueDate)) > dayNumber(end),
  );
  // What is owed on the next due date as of the period's end: the interest and fees due then
  // (after the interest reserve paid what it could), that line's principal, less suspense.
  const known = events.filter((e) => dayNumber(e.effectiveDate) <= dayNumber(end));
  const atDue = next ? replayLedger(terms, known, parseIso(next.dueDate)) : close;
  const due = next
    ? atDue.interestCents + atDue.feesCents + next.principalCents - atDue.suspenseCents
    : close.principalCents + close.interestCents + close.feesCents - close.suspenseCents;
  const data: StatementData = {
    balances_open: balancesOf(open),
    balances_close: balancesOf(close),
    activity,
    interest_reserve_left: formatCents(close.interestReserveCents),
    construction_holdback_left: formatCents(close.constructionReserveCents),
  };
  return {
    loan_id: row.loan_id,
    period_start: formatDate(fromDayNumber(startDay)),
    period_end: formatDate(end),
    due_date: next?.dueDate ?? null,
    amount_due_cents: due > 0n ? due : 0n,
    data,
  };
};

const parseIso = (text: string): CalendarDate => ({
  year: Number(text.slice(0, 4)),
  month: Number(text.slice(5, 7)),
  day: Number(text.slice(8, 10)),
});

/** The period ends (the last 24 full months at most, up to the one before `today`) without a statement. */
const missingEnds = (row: ServicingRow, have: Set<string>, today: CalendarDate) => {
  const funded = parseIso(row.funded_date);
  const ends: CalendarDate[] = [];
  let year = today.month === 1 ? today.year - 1 : today.year;
  let month = today.month === 1 ? 12 : today.month - 1;
  while (ends.length < 24 && (year > funded.year || (year === funded.year && month >= funded.month))) {
    ends.push(monthEnd(year, month));
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return ends.filter((e) => !have.has(formatDate(e)));
};

/** Makes the missing statements of one loan up to the last full month before `today`. */
export const statementsOfLoan = async (db: DbOrTx, row: ServicingRow, today: CalendarDate) =>
  statementsOfBatch(db, [row], today);

/**
 * The missing statements of a batch of loans, set-based (issue 19 "Speed"): one query for the
 * statements they have, one for their events, one insert; the figures are computed in between.
 */
const statementsOfBatch = async (db: DbOrTx, rows: ServicingRow[], today: CalendarDate) => {
  const ids = rows.map((r) => r.loan_id);
  const have = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  for (const r of await db
    .select({ loan_id: servicingStatements.loan_id, end: servicingStatements.period_end })
    .from(servicingStatements)
    .where(inArray(servicingStatements.loan_id, ids)))
    have.get(r.loan_id)?.add(r.end);
  const wanted = rows.flatMap((row) => {
    const ends = missingEnds(row, have.get(row.loan_id)!, today);
    return ends.length > 0 ? [{ row, ends }] : [];
  });
  if (wanted.length === 0) return 0;
  const eventRows = await db
    .select()
    .from(servicingLedgerEvents)
    .where(
      inArray(
        servicingLedgerEvents.loan_id,
        wanted.map((w) => w.row.loan_id),
      ),
    )
    .orderBy(asc(servicingLedgerEvents.loan_id), asc(servicingLedgerEvents.seq));
  const byLoan = new Map<string, typeof eventRows>();
  for (const e of eventRows) byLoan.set(e.loan_id, [...(byLoan.get(e.loan_id) ?? []), e]);
  const values = wanted.flatMap(({ row, ends }) => {
    const events = eventsOf(byLoan.get(row.loan_id) ?? []);
    return ends.map((end) => statementFor(row, events, end));
  });
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

/** The job: every active boarded loan's missing statements, in batches. Returns how many were made. */
export const generateStatements = async (db: Db, today: CalendarDate = todayDate()) => {
  await postReserveInterest(db, today);
  // After the reserve paid what it could: an installment it covered is not late.
  await markLateInstallments(db, today);
  let made = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select()
      .from(servicingLoans)
      .where(and(eq(servicingLoans.status, 'active'), gt(servicingLoans.loan_id, after)))
      .orderBy(asc(servicingLoans.loan_id))
      .limit(BATCH);
    if (rows.length === 0) return made;
    made += await statementsOfBatch(db, rows, today);
    after = rows.at(-1)!.loan_id;
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
  line('Statement period', `${row.period_start} to ${row.period_end}`);
  doc.moveDown(0.5);
  line('Amount due', money(formatCents(row.amount_due_cents)), 'bold');
  line('Due date', row.due_date ?? 'None: the loan is at maturity', 'bold');
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
  for (const a of data.activity) line(a.date, `${a.description} ${money(a.amount.replace('-', ''))}`);
  doc.end();
  return { pdf: await done, fileName: `Statement ${loan?.human_id ?? ''} ${row.period_end}.pdf` };
};
