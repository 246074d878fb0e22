// Issue 19 "Tests": on 1,000 random loans with random back-dated payments and reversals, the stored
// (append-only) ledger equals a replay from scratch, every batch of postings balances, and the
// balances are the sums of the postings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, dayNumber, DAY_COUNTS, fromDayNumber, type CalendarDate } from '../day-count';
import { floatingRatePeriods } from '../floating';
import { lateMarkChanges } from '../delinquency';
import { ROUNDING_MODES } from '../money';
import { levelPayment } from '../schedule';
import { effectiveSchedule } from './ledger-schedule';
import { replayLedger } from './ledger-replay';
import { accountBalances, netPostings, postingDelta } from './ledger-projection';
import type { LedgerEvent, LedgerTerms, Posting } from './ledger-types';

const sum = (postings: Posting[]) => postings.reduce((total, p) => total + p.amountCents, 0n);

const termsArb: fc.Arbitrary<LedgerTerms> = fc
  .record({
    principalCents: fc.bigInt({ min: 100_000n, max: 500_000_000n }),
    rateThousandths: fc.integer({ min: 0, max: 24_000 }),
    dayCount: fc.constantFrom(...DAY_COUNTS),
    rounding: fc.constantFrom(...ROUNDING_MODES),
    fundedDay: fc.integer({
      min: dayNumber({ year: 2023, month: 1, day: 1 }),
      max: dayNumber({ year: 2026, month: 12, day: 28 }),
    }),
    termMonths: fc.integer({ min: 1, max: 24 }),
    amortize: fc.boolean(),
    defaultExtraThousandths: fc.option(fc.integer({ min: 0, max: 12_000 }), { nil: null }),
    overpayment: fc.constantFrom('principal' as const, 'suspense' as const),
    lateFee: fc.option(
      fc.record({
        graceDays: fc.integer({ min: 0, max: 15 }),
        percent: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        flatCents: fc.bigInt({ min: 0n, max: 50_000n }),
        capCents: fc.option(fc.bigInt({ min: 0n, max: 100_000n }), { nil: null }),
      }),
      { nil: null },
    ),
    // Floating loans (index + spread, floored, monthly resets from index values around the term).
    floating: fc.option(
      fc.record({
        spread: fc.integer({ min: 0, max: 8_000 }),
        floor: fc.integer({ min: 0, max: 12_000 }),
        resetDay: fc.integer({ min: 1, max: 28 }),
        values: fc.array(
          fc.record({
            offset: fc.integer({ min: -60, max: 800 }),
            value: fc.integer({ min: 0, max: 9_000 }),
          }),
          {
            maxLength: 30,
          },
        ),
      }),
      { nil: null },
    ),
  })
  .map((r) => {
    const fundedDate = fromDayNumber(r.fundedDay);
    const annualRatePercent = { num: BigInt(r.rateThousandths), den: 1000n };
    const ratePeriods =
      r.floating &&
      floatingRatePeriods({
        spec: {
          spreadPercent: { num: BigInt(r.floating.spread), den: 1000n },
          floorPercent: { num: BigInt(r.floating.floor), den: 1000n },
          resetDay: r.floating.resetDay,
        },
        funded: fundedDate,
        until: fromDayNumber(r.fundedDay + 900),
        initialPercent: annualRatePercent,
        values: r.floating.values.map((v) => ({
          date: fromDayNumber(r.fundedDay + v.offset),
          valuePercent: { num: BigInt(v.value), den: 1000n },
        })),
      });
    return {
      ...(ratePeriods ? { ratePeriods } : {}),
      principalCents: r.principalCents,
      annualRatePercent: { num: BigInt(r.rateThousandths), den: 1000n },
      dayCount: r.dayCount,
      rounding: r.rounding,
      fundedDate,
      firstPaymentDate: addMonths(fundedDate, 1),
      termMonths: r.termMonths,
      amortizationMonths: r.amortize ? r.termMonths + 12 : 0,
      defaultRatePercent:
        r.defaultExtraThousandths === null
          ? null
          : { num: BigInt(r.rateThousandths + r.defaultExtraThousandths), den: 1000n },
      overpayment: r.overpayment,
      lateFee: r.lateFee && {
        graceDays: r.lateFee.graceDays,
        percent: r.lateFee.percent === null ? null : { num: BigInt(r.lateFee.percent), den: 1n },
        flatCents: r.lateFee.flatCents,
        capCents: r.lateFee.capCents,
      },
    };
  });

type Op =
  | { kind: 'payment'; offsetDays: number; share: number }
  | { kind: 'reversal'; target: number; offsetDays: number }
  | { kind: 'extension'; offsetDays: number; feeCents: bigint; rateThousandths: number; months: number }
  | { kind: 'default'; offsetDays: number; active: boolean }
  | { kind: 'apply-suspense'; offsetDays: number };
const opsArb = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('extension' as const),
      offsetDays: fc.integer({ min: 0, max: 800 }),
      feeCents: fc.bigInt({ min: 0n, max: 2_000_000n }),
      rateThousandths: fc.integer({ min: 0, max: 24_000 }),
      months: fc.integer({ min: 1, max: 12 }),
    }),
    fc.record({
      kind: fc.constant('default' as const),
      offsetDays: fc.integer({ min: 0, max: 800 }),
      active: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('apply-suspense' as const), offsetDays: fc.integer({ min: 0, max: 800 }) }),
    fc.record({
      kind: fc.constant('payment' as const),
      offsetDays: fc.integer({ min: 0, max: 800 }),
      share: fc.integer({ min: 1, max: 400 }),
    }),
    fc.record({
      kind: fc.constant('reversal' as const),
      target: fc.nat(),
      offsetDays: fc.integer({ min: 0, max: 30 }),
    }),
  ),
  { maxLength: 12 },
);

/** Events in effective-date terms, then delivered in a shuffled (back-dated) arrival order. */
const eventsOf = (terms: LedgerTerms, ops: Op[], arrival: number[]): LedgerEvent[] => {
  const funded = dayNumber(terms.fundedDate);
  const built: LedgerEvent[] = [];
  ops.forEach((op, index) => {
    const base = { id: `${op.kind}${index}`, seq: 0, effectiveDate: fromDayNumber(funded + op.offsetDays) };
    if (op.kind === 'extension') {
      built.push({
        ...base,
        kind: 'extension',
        feeCents: op.feeCents,
        annualRatePercent: { num: BigInt(op.rateThousandths), den: 1000n },
        months: op.months,
      });
      return;
    }
    if (op.kind === 'default') {
      built.push({ ...base, kind: 'default', active: op.active });
      return;
    }
    if (op.kind === 'apply-suspense') {
      built.push({ ...base, kind: 'apply-suspense' });
      return;
    }
    if (op.kind === 'payment') {
      built.push({
        kind: 'payment',
        id: `p${index}`,
        seq: 0,
        effectiveDate: fromDayNumber(funded + op.offsetDays),
        amountCents: (terms.principalCents * BigInt(op.share)) / 1000n + 1n,
        method: 'ach',
      });
      return;
    }
    const payments = built.filter(
      (e): e is Extract<LedgerEvent, { kind: 'payment' }> => e.kind === 'payment',
    );
    const reversedIds = new Set(built.flatMap((e) => (e.kind === 'reversal' ? [e.paymentId] : [])));
    const open = payments.filter((p) => !reversedIds.has(p.id));
    if (open.length === 0) return;
    const target = open[op.target % open.length]!;
    built.push({
      kind: 'reversal',
      id: `r${index}`,
      seq: 0,
      effectiveDate: fromDayNumber(dayNumber(target.effectiveDate) + op.offsetDays),
      paymentId: target.id,
    });
  });
  const order = arrival.filter((i) => i < built.length);
  for (let i = 0; i < built.length; i += 1) if (!order.includes(i)) order.push(i);
  return order.map((i, seq) => ({ ...built[i]!, seq }));
};

const asOfFor = (terms: LedgerTerms, events: LedgerEvent[]): CalendarDate =>
  fromDayNumber(Math.max(dayNumber(terms.fundedDate), ...events.map((e) => dayNumber(e.effectiveDate))));

describe('servicing ledger (property)', () => {
  it('the append-only ledger equals a replay from scratch on 1,000 random loans', () => {
    fc.assert(
      fc.property(
        termsArb,
        opsArb,
        fc.array(fc.nat({ max: 20 }), { maxLength: 12 }),
        (terms, ops, arrival) => {
          const events = eventsOf(terms, ops, arrival);
          const stored: Posting[] = [];
          let previous = replayLedger(terms, [], terms.fundedDate).postings;
          stored.push(...previous);
          for (let k = 1; k <= events.length; k += 1) {
            // A reversal only ever arrives after its payment (the API refuses one for an unknown payment).
            const arrived = events
              .slice(0, k)
              .filter((e) => e.kind !== 'reversal' || events.slice(0, k).some((p) => p.id === e.paymentId));
            const next = replayLedger(terms, arrived, asOfFor(terms, arrived)).postings;
            const delta = postingDelta(previous, next);
            expect(sum(delta)).toBe(0n); // every appended batch balances
            stored.push(...delta);
            previous = next;
          }
          const final = replayLedger(terms, events, asOfFor(terms, events));
          const nonZero = (postings: Posting[]) =>
            [...netPostings(postings).entries()]
              .filter(([, p]) => p.amountCents !== 0n)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, p]) => [key, p.amountCents]);
          expect(nonZero(stored)).toEqual(nonZero(final.postings));
          const balances = accountBalances(stored);
          expect(balances).toEqual(accountBalances(final.postings));
          expect(balances.principal).toBe(final.principalCents);
          expect(balances.interest_receivable).toBe(final.interestCents);
          expect(balances.fees_receivable).toBe(final.feesCents);
          expect(balances.default_interest).toBe(final.defaultInterestCents);
          expect(final.defaultInterestCents >= 0n && final.suspenseCents >= 0n).toBe(true);
          expect(-balances.suspense).toBe(final.suspenseCents);
          expect(final.principalCents >= 0n && final.interestCents >= 0n && final.feesCents >= 0n).toBe(true);
          expect(sum(final.postings)).toBe(0n);
        },
      ),
      { numRuns: 1000 },
    );
  }, 600_000);

  it('late marks follow back-dated payments: none outlives its lateness, and no late fee is left on an installment on time', () => {
    // The server's two paths (servicing-late.ts): the nightly job marks (payment.late, once) and
    // clears as of its day; a new ledger event clears, in its transaction, the marks a replay as of
    // that day no longer finds late. Events arrive shuffled, so payments land back-dated after marks.
    fc.assert(
      fc.property(
        termsArb.filter((t) => t.lateFee !== null),
        opsArb,
        fc.array(fc.nat({ max: 20 }), { maxLength: 12 }),
        (terms, ops, arrival) => {
          const events = eventsOf(terms, ops, arrival);
          const marks = new Set<number>();
          const sent = new Map<number, number>();
          let cleared = 0;
          let today = dayNumber(terms.fundedDate);
          const lateOn = (arrived: LedgerEvent[]) =>
            replayLedger(terms, arrived, fromDayNumber(today)).latePeriods;
          let stored: Posting[] = replayLedger(terms, [], terms.fundedDate).postings;
          let previous = stored;
          for (let k = 1; k <= events.length; k += 1) {
            const arrived = events
              .slice(0, k)
              .filter((e) => e.kind !== 'reversal' || events.slice(0, k).some((p) => p.id === e.paymentId));
            today = Math.max(today, dayNumber(asOfFor(terms, arrived)));
            const next = replayLedger(terms, arrived, asOfFor(terms, arrived)).postings;
            stored = [...stored, ...postingDelta(previous, next)];
            previous = next;
            // The event's transaction: clears only.
            for (const n of lateMarkChanges([...marks], lateOn(arrived)).clear) {
              marks.delete(n);
              cleared += 1;
            }
            // Every mark left is late in a replay from scratch of what has arrived.
            const lateNow = new Set(lateOn(arrived).map((l) => l.number));
            for (const n of marks) expect(lateNow.has(n)).toBe(true);
            // The nightly job that follows: marks the new ones (one payment.late each), clears the rest.
            const night = lateMarkChanges([...marks], lateOn(arrived));
            for (const l of night.mark) {
              marks.add(l.number);
              sent.set(l.number, (sent.get(l.number) ?? 0) + 1);
            }
            expect(night.clear).toEqual([]);
          }
          const final = replayLedger(terms, events, fromDayNumber(today));
          expect([...marks].sort((a, b) => a - b)).toEqual(final.latePeriods.map((l) => l.number));
          // payment.late is sent again only for an installment cleared and late once more.
          const resent = [...sent.values()].reduce((total, count) => total + count - 1, 0);
          expect(resent).toBeLessThanOrEqual(cleared);
          // A late fee stays only on an installment the replay finds late (the stored ledger's too).
          const late = new Set(final.latePeriods.map((l) => l.number));
          const feeLines = (postings: Posting[]) =>
            [...netPostings(postings).values()]
              .filter((p) => p.source.startsWith('late-fee:') && p.amountCents !== 0n)
              .map((p) => Number(p.source.slice('late-fee:'.length)));
          for (const n of feeLines(stored)) expect(late.has(n)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  }, 600_000);

  it('a reversed payment leaves the balances a replay without it gives', () => {
    fc.assert(
      fc.property(termsArb, opsArb, (terms, ops) => {
        const events = eventsOf(terms, ops, []);
        const reversedIds = new Set(events.flatMap((e) => (e.kind === 'reversal' ? [e.paymentId] : [])));
        const without = events.filter(
          (e) => e.kind !== 'reversal' && (e.kind !== 'payment' || !reversedIds.has(e.id)),
        );
        const asOf = asOfFor(terms, events);
        const withReversals = replayLedger(terms, events, asOf);
        const plain = replayLedger(terms, without, asOf);
        expect([
          withReversals.principalCents,
          withReversals.interestCents,
          withReversals.feesCents,
          withReversals.defaultInterestCents,
          withReversals.suspenseCents,
        ]).toEqual([
          plain.principalCents,
          plain.interestCents,
          plain.feesCents,
          plain.defaultInterestCents,
          plain.suspenseCents,
        ]);
      }),
      { numRuns: 1000 },
    );
  }, 600_000);

  it('a floating amortizing loan is re-amortized at each rate change, and paying its schedule clears the ledger', () => {
    // Late fees stay on (any grace, zero included): installments paid on their due dates are never late.
    const floatingAmortizing = termsArb.filter((t) => t.amortizationMonths > 0 && Boolean(t.ratePeriods));
    fc.assert(
      fc.property(floatingAmortizing, (terms) => {
        const schedule = effectiveSchedule(terms, []);
        let balance = terms.principalCents;
        let rate = terms.annualRatePercent;
        schedule.lines.forEach((line, index) => {
          const isLast = index === schedule.lines.length - 1;
          const changed = line.ratePercent.num * rate.den !== rate.num * line.ratePercent.den;
          if (changed && !isLast && line.principalCents < balance) {
            // The installment from a new rate: the annuity on the balance then, over the months left.
            const payment = levelPayment({
              principalCents: balance,
              annualRatePercent: line.ratePercent,
              months: terms.amortizationMonths - index,
              rounding: terms.rounding,
            });
            expect(line.paymentCents).toBe(payment);
          }
          if (changed) rate = line.ratePercent;
          balance = line.balanceCents;
        });
        expect(schedule.lines.at(-1)!.balanceCents).toBe(0n);
        // Each installment paid on its due date: the ledger's replay agrees with the schedule to the cent.
        const events: LedgerEvent[] = schedule.lines.map((line, seq) => ({
          kind: 'payment',
          id: `p${seq}`,
          seq,
          effectiveDate: {
            year: Number(line.dueDate.slice(0, 4)),
            month: Number(line.dueDate.slice(5, 7)),
            day: Number(line.dueDate.slice(8, 10)),
          },
          amountCents: line.paymentCents,
          method: 'ach',
        }));
        const final = replayLedger(terms, events, events.at(-1)!.effectiveDate);
        expect([final.principalCents, final.interestCents, final.feesCents, final.suspenseCents]).toEqual([
          0n,
          0n,
          0n,
          0n,
        ]);
        expect(final.latePeriods).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
