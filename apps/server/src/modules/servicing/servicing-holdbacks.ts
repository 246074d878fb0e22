// Where a boarded loan's holdbacks come from (issue 19 items 1 and 6): the interest reserve from
// the accepted commitment (else the term sheet), the construction reserve from the loan (else the
// application's rehab costs), and the construction budget's line items from the application's
// rehab costs (hard and soft), scaled down to the holdback when the reserve is smaller.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, applications } from '../../db/schema/index';

type BudgetLine = { line: string; label: string; amount_cents: string };

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};
const toCents = (dollars: number) => BigInt(Math.round(dollars * 100));

const termValues = async (db: DbOrTx, loanId: string) => {
  const rows = await db
    .select({ type: activities.activity_type, state: activities.state, data: activities.data })
    .from(activities)
    .where(
      and(eq(activities.loan_id, loanId), inArray(activities.activity_type, ['commitment', 'term-sheet'])),
    )
    .orderBy(desc(activities.last_update));
  const pick = (type: string) =>
    rows.find((r) => r.type === type && r.state === 'accepted') ?? rows.find((r) => r.type === type);
  const row = pick('commitment') ?? pick('term-sheet');
  const values = (row?.data as { values?: Record<string, unknown> } | undefined)?.values;
  return values ?? {};
};

const rehabCosts = async (db: DbOrTx, loanId: string) => {
  const [row] = await db
    .select({ data: applications.data })
    .from(applications)
    .where(eq(applications.loan_id, loanId))
    .orderBy(desc(applications.updated_at))
    .limit(1);
  const rehab = (row?.data as { rehab?: Record<string, unknown> } | undefined)?.rehab ?? {};
  if (rehab.requiresRehab === 'no') return { hard: null, soft: null };
  return { hard: num(rehab.hardCost), soft: num(rehab.softCost) };
};

/** Budget line items summing to the holdback (the last line takes the rounding remainder). */
const budgetLines = (holdbackCents: bigint, rehab: { hard: number | null; soft: number | null }) => {
  const lines: BudgetLine[] = [];
  if (holdbackCents <= 0n) return lines;
  const parts: [string, string, bigint][] = [];
  if (rehab.hard) parts.push(['hard', 'Construction hard costs', toCents(rehab.hard)]);
  if (rehab.soft) parts.push(['soft', 'Construction soft costs', toCents(rehab.soft)]);
  if (parts.length === 0) parts.push(['construction', 'Construction', holdbackCents]);
  const total = parts.reduce((sum, [, , c]) => sum + c, 0n);
  let given = 0n;
  parts.forEach(([line, label, c], index) => {
    const amount = index === parts.length - 1 ? holdbackCents - given : (c * holdbackCents) / total;
    given += amount;
    lines.push({ line, label, amount_cents: String(amount) });
  });
  return lines;
};

/** A term value given as a fraction (0.01) as an exact percent string ("1.000000"). */
const percentOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? (Math.round(n * 1e8) / 1e6).toFixed(6) : null;
};
const count = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 12 ? n : 0;
};

/** The extension terms of the accepted commitment or term sheet (issue 19 item 7). */
const extensionTerms = (values: Record<string, unknown>) => ({
  extensions_allowed: count(values.extensions_allowed),
  extension_period_months: count(values.extension_period_months),
  extension_fee_percent: percentOf(values.extension_fee) ?? '0',
  extension_rate: percentOf(values.extension_interest_rate),
});

export const holdbacksOf = async (
  db: DbOrTx,
  loan: { id: string; construction_reserve: number | null },
  principalCents: bigint,
) => {
  const values = await termValues(db, loan.id);
  const rehab = await rehabCosts(db, loan.id);
  const reserve = num(values.interest_reserve);
  const interestReserveCents = reserve ? toCents(reserve) : 0n;
  const fromLoan = num(loan.construction_reserve) ?? num(values.construction_reserve);
  const constructionReserveCents = fromLoan
    ? toCents(fromLoan)
    : rehab.hard
      ? toCents(rehab.hard + (rehab.soft ?? 0))
      : 0n;
  return {
    ...extensionTerms(values),
    interest_reserve_cents: interestReserveCents < principalCents ? interestReserveCents : 0n,
    construction_reserve_cents: constructionReserveCents,
    budget: budgetLines(constructionReserveCents, rehab),
  };
};
