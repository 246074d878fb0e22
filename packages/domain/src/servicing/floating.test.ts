import { describe, expect, it } from 'vitest';
import { parseDate, type CalendarDate } from './day-count';
import { floatingRatePeriods, formatRate, interestBetween, nextResetAfter } from './floating';
import { parseDecimal, type Fraction } from './money';
import { buildSchedule } from './schedule';
import { replayLedger } from './ledger/ledger-replay';

const d = (text: string): CalendarDate => parseDate(text)!;
const pct = (text: string): Fraction => parseDecimal(text)!;
const spec = { spreadPercent: pct('4.5'), floorPercent: pct('8.75'), resetDay: 1 };

describe('floating rates', () => {
  it('resets monthly from the latest index value on or before the reset day, never below the floor', () => {
    const periods = floatingRatePeriods({
      spec,
      funded: d('2026-01-15'),
      until: d('2026-05-31'),
      initialPercent: pct('10'),
      values: [
        { date: d('2026-01-10'), valuePercent: pct('4.31') }, // at funding: 8.81
        { date: d('2026-02-27'), valuePercent: pct('4.40') }, // Mar 1: 8.90
        { date: d('2026-03-02'), valuePercent: pct('3.90') }, // Apr 1: 8.40 -> floor 8.75
        { date: d('2026-02-01'), valuePercent: pct('4.31') }, // Feb 1: unchanged, no new period
      ],
    });
    expect(
      periods.map((p) => [`${p.from.year}-${p.from.month}-${p.from.day}`, formatRate(p.ratePercent)]),
    ).toEqual([
      ['2026-1-15', '8.81'],
      ['2026-3-1', '8.9'],
      ['2026-4-1', '8.75'],
    ]);
  });

  it('keeps the note rate until an index value is known', () => {
    const periods = floatingRatePeriods({
      spec,
      funded: d('2026-01-15'),
      until: d('2026-03-31'),
      initialPercent: pct('11.5'),
      values: [],
    });
    expect(periods).toHaveLength(1);
    expect(formatRate(periods[0]!.ratePercent)).toBe('11.5');
  });

  it('the next reset is the reset day after a date', () => {
    expect(nextResetAfter({ ...spec, resetDay: 15 }, d('2026-01-15'))).toEqual(d('2026-02-15'));
    expect(nextResetAfter({ ...spec, resetDay: 15 }, d('2026-01-14'))).toEqual(d('2026-01-15'));
  });

  it('accrues each day at the rate in force: a period across a reset sums both parts, rounded once', () => {
    const periods = [
      { from: d('2026-01-01'), ratePercent: pct('9') },
      { from: d('2026-01-11'), ratePercent: pct('12') },
    ];
    // $100,000 x (9% x 10 + 12% x 21) / 360 = 250.00 + 700.00 = 950.00 (actual/360).
    const interest = interestBetween({
      balanceCents: 10_000_000n,
      base: pct('9'),
      periods,
      dayCount: 'actual/360',
      start: d('2026-01-01'),
      end: d('2026-02-01'),
      rounding: 'half_up',
    });
    expect(interest).toBe(95_000n);
  });

  it('the schedule shows each line at its rate and the ledger accrues the same interest', () => {
    const terms = {
      principalCents: 100_000_000n,
      annualRatePercent: pct('10'),
      dayCount: 'actual/360' as const,
      rounding: 'half_up' as const,
      fundedDate: d('2026-01-01'),
      firstPaymentDate: d('2026-02-01'),
      termMonths: 3,
      amortizationMonths: 0,
      lateFee: null,
      ratePeriods: [
        { from: d('2026-01-01'), ratePercent: pct('9') },
        { from: d('2026-02-01'), ratePercent: pct('12') },
      ],
    };
    const schedule = buildSchedule({ ...terms, disbursementDate: terms.fundedDate });
    expect(schedule.lines.map((l) => formatRate(l.ratePercent))).toEqual(['9', '12', '12']);
    // Jan: 1,000,000 x 9% x 31/360 = 7,750.00; Feb: x 12% x 28/360 = 9,333.33.
    expect(schedule.lines.map((l) => l.interestCents)).toEqual([775_000n, 933_333n, 1_033_333n]);
    const ledger = replayLedger(terms, [], d('2026-03-01'));
    expect(ledger.interestCents).toBe(775_000n + 933_333n);
  });
});
