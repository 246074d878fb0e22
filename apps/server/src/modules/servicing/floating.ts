// A boarded loan's floating rate (issue 19 item 1): staff set the index, spread (default: the term
// sheet's or commitment's sofr_spread), floor and monthly reset day; the rate periods are resolved
// from the index values (floating.ts in the domain) and stored on the loan, and whenever they
// change (new terms, a new index value, a file loaded) the ledger appends the difference between
// the replay under the old periods and under the new ones: the postings stay append-only and the
// stored ledger equals a replay from scratch.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  addMonths,
  allInRate,
  dayNumber,
  floatingRatePeriods,
  formatDate,
  formatRate,
  nextResetAfter,
  parseDate,
  parseDecimal,
  postingDelta,
  rateOn,
  replayLedger,
  servicingMessages,
  servicingRateMessages as m,
  type CalendarDate,
  type FloatingSpec,
  type FloatingTermsBody,
  type FloatingWire,
  type IndexValue,
} from '@lending/domain';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { activities, servicingIndexRates, servicingLoans, servicingPostings } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import {
  eventsOf,
  loadEvents,
  loadServicing,
  projectionAsOf,
  termsOf,
  todayDate,
  type ServicingRow,
} from './servicing.queries';

const exact = (text: string) => parseDecimal(text)!;
const day = (text: string): CalendarDate => parseDate(text)!;

const indexValuesOf = async (db: DbOrTx, index: string): Promise<IndexValue[]> =>
  (
    await db
      .select({ date: servicingIndexRates.effective_date, value: servicingIndexRates.value_percent })
      .from(servicingIndexRates)
      .where(eq(servicingIndexRates.index_name, index))
      .orderBy(asc(servicingIndexRates.effective_date))
  ).map((r) => ({ date: day(r.date), valuePercent: exact(r.value) }));

const specOf = (row: ServicingRow): FloatingSpec => ({
  spreadPercent: exact(row.rate_spread ?? '0'),
  floorPercent: exact(row.rate_floor ?? '0'),
  resetDay: row.rate_reset_day ?? 1,
});

/** The periods stored on the loan, through maturity plus three years of extensions. */
const periodsOf = (row: ServicingRow, values: IndexValue[]) =>
  floatingRatePeriods({
    spec: specOf(row),
    funded: day(row.funded_date),
    until: addMonths(day(row.first_payment_date), row.term_months + 36),
    initialPercent: exact(row.annual_rate),
    values,
  }).map((p) => ({ from: formatDate(p.from), rate: formatRate(p.ratePercent) }));

/** Applies `changes` to the locked loan `row` and appends the ledger's difference (one transaction). */
const applyChanges = async (
  tx: Tx,
  row: ServicingRow,
  changes: Partial<ServicingRow>,
  audit: { actor: Actor; action: string },
) => {
  const after = { ...row, ...changes };
  const events = eventsOf(await loadEvents(tx, row.loan_id));
  const oldTerms = termsOf(row);
  const newTerms = termsOf(after);
  const delta = postingDelta(
    replayLedger(oldTerms, events, projectionAsOf(oldTerms, events)).postings,
    replayLedger(newTerms, events, projectionAsOf(newTerms, events)).postings,
  );
  await tx.update(servicingLoans).set(changes).where(eq(servicingLoans.loan_id, row.loan_id));
  if (delta.length > 0)
    await tx.insert(servicingPostings).values(
      delta.map((p) => ({
        loan_id: row.loan_id,
        source: `rate-reset:${p.source}`,
        account: p.account,
        effective_date: p.effectiveDate,
        amount_cents: p.amountCents,
        actor_id: audit.actor.id,
      })),
    );
  await recordAudit(tx, {
    actor: audit.actor,
    action: audit.action,
    entity_type: 'loan',
    entity_id: row.loan_id,
    before: { rate_type: row.rate_type, rate_periods: row.rate_periods },
    after: {
      rate_type: after.rate_type,
      rate_index: after.rate_index,
      rate_spread: after.rate_spread,
      rate_floor: after.rate_floor,
      rate_reset_day: after.rate_reset_day,
      rate_periods: after.rate_periods,
    },
  });
};

/** The term sheet's (or accepted commitment's) sofr_spread as a percent string ("4.5"), or null. */
const termSheetSpread = async (db: DbOrTx, loanId: string): Promise<string | null> => {
  const rows = await db
    .select({ type: activities.activity_type, state: activities.state, data: activities.data })
    .from(activities)
    .where(
      and(eq(activities.loan_id, loanId), inArray(activities.activity_type, ['commitment', 'term-sheet'])),
    )
    .orderBy(desc(activities.last_update));
  const pick = (type: string) =>
    rows.find((r) => r.type === type && r.state === 'accepted') ?? rows.find((r) => r.type === type);
  const values = (pick('commitment') ?? pick('term-sheet'))?.data as { values?: { sofr_spread?: unknown } };
  const spread = Number(values?.values?.sofr_spread);
  if (!Number.isFinite(spread) || spread < 0 || spread > 1) return null;
  return formatRate(exact((Math.round(spread * 1e8) / 1e6).toFixed(6)));
};

export const setFloatingTerms = async (
  db: Db,
  options: { loanId: string; body: FloatingTermsBody; actor: Actor },
) => {
  const { loanId, body, actor } = options;
  await db.transaction(async (tx) => {
    const row = await loadServicing(tx, loanId, { lock: true });
    if (row.status === 'paid_off') throw new AppError(409, servicingMessages.loanPaidOff);
    const spread = body.spread ?? (await termSheetSpread(tx, loanId));
    if (spread === null) throw new AppError(400, m.spreadMissing);
    const changes = {
      rate_type: 'floating',
      rate_index: body.index,
      rate_spread: spread,
      rate_floor: body.floor,
      rate_reset_day: body.reset_day,
    };
    const periods = periodsOf({ ...row, ...changes }, await indexValuesOf(tx, body.index));
    await applyChanges(
      tx,
      row,
      { ...changes, rate_periods: periods },
      { actor, action: 'servicing.rate.floating' },
    );
  });
};

/** After index values change: every floating loan on `index` whose periods moved is re-derived. */
export const resetLoansOn = async (tx: Tx, index: string, actor: Actor): Promise<number> => {
  const loans = await tx
    .select()
    .from(servicingLoans)
    .where(
      and(
        eq(servicingLoans.rate_type, 'floating'),
        eq(servicingLoans.rate_index, index),
        eq(servicingLoans.status, 'active'),
      ),
    )
    .orderBy(asc(servicingLoans.loan_id))
    .for('update');
  const values = await indexValuesOf(tx, index);
  let changed = 0;
  for (const row of loans) {
    const periods = periodsOf(row, values);
    if (JSON.stringify(periods) === JSON.stringify(row.rate_periods)) continue;
    await applyChanges(tx, row, { rate_periods: periods }, { actor, action: 'servicing.rate.reset' });
    changed += 1;
  }
  return changed;
};

/** What the Servicing tab shows: the index value in force, spread, floor, all-in rate, next reset. */
export const floatingSummary = async (db: Db, loanId: string): Promise<FloatingWire> => {
  const row = await loadServicing(db, loanId);
  const terms = termsOf(row);
  const today = todayDate();
  const current = formatRate(rateOn(terms.annualRatePercent, terms.ratePeriods, today));
  if (row.rate_type !== 'floating' || !row.rate_index) {
    return {
      rate_type: 'fixed',
      current_rate: current,
      index: null,
      index_value: null,
      index_date: null,
      spread: null,
      floor: null,
      reset_day: null,
      next_reset: null,
      next_rate: null,
    };
  }
  const values = await indexValuesOf(db, row.rate_index);
  const latest = values.filter((v) => dayNumber(v.date) <= dayNumber(today)).at(-1) ?? null;
  const spec = specOf(row);
  return {
    rate_type: 'floating',
    current_rate: current,
    index: row.rate_index,
    index_value: latest ? formatRate(latest.valuePercent) : null,
    index_date: latest ? formatDate(latest.date) : null,
    spread: formatRate(spec.spreadPercent),
    floor: formatRate(spec.floorPercent),
    reset_day: spec.resetDay,
    next_reset: formatDate(nextResetAfter(spec, today)),
    next_rate: latest ? formatRate(allInRate(spec, latest.valuePercent)) : null,
  };
};
