// Floating rates (issue 19 item 1): an index such as SOFR plus a spread, never below a floor,
// reset monthly on a set day from the latest index value on or before the reset date. The
// resolved resets are a list of rate periods; accrual uses the rate in force on each day, and a
// period that spans a reset sums each part's exact interest and rounds once.
import {
  addMonths,
  dayNumber,
  fromDayNumber,
  yearFraction,
  type CalendarDate,
  type DayCount,
} from './day-count';
import { roundDiv, type Fraction, type RoundingMode } from './money';

/** From `from` on (until the next period), the annual rate in percent. */
export type RatePeriod = { from: CalendarDate; ratePercent: Fraction };

export type FloatingSpec = {
  spreadPercent: Fraction;
  floorPercent: Fraction;
  /** Day of the month the rate resets on (1-28). */
  resetDay: number;
};

export type IndexValue = { date: CalendarDate; valuePercent: Fraction };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const reduce = (f: Fraction): Fraction => {
  const g = gcd(f.num, f.den);
  return g > 1n ? { num: f.num / g, den: f.den / g } : f;
};
export const addFractions = (a: Fraction, b: Fraction): Fraction =>
  reduce({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
const compare = (a: Fraction, b: Fraction) => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** A fraction as a plain decimal string with up to `places` places, trailing zeros trimmed ("8.3") . */
export const formatRate = (rate: Fraction, places = 6): string => {
  const scaled = roundDiv(rate.num * 10n ** BigInt(places), rate.den, 'half_up');
  const text = scaled.toString().padStart(places + 1, '0');
  const whole = text.slice(0, text.length - places);
  const decimals = text.slice(text.length - places).replace(/0+$/, '');
  return decimals ? `${whole}.${decimals}` : whole;
};

/** The latest index value on or before `day` (values sorted by date ascending), or null. */
const indexOn = (values: IndexValue[], day: number): IndexValue | null => {
  let found: IndexValue | null = null;
  for (const value of values) {
    if (dayNumber(value.date) > day) break;
    found = value;
  }
  return found;
};

/** The all-in rate for an index value: index + spread, never below the floor. */
export const allInRate = (spec: FloatingSpec, index: Fraction): Fraction => {
  const rate = addFractions(index, spec.spreadPercent);
  return compare(rate, spec.floorPercent) < 0 ? spec.floorPercent : rate;
};

/** The first reset date strictly after `date` (the reset day of this month or the next). */
export const nextResetAfter = (spec: FloatingSpec, date: CalendarDate): CalendarDate => {
  const thisMonth = { year: date.year, month: date.month, day: spec.resetDay };
  return dayNumber(thisMonth) > dayNumber(date) ? thisMonth : addMonths(thisMonth, 1, spec.resetDay);
};

/**
 * The rate periods from funding to `until`: the rate set at funding, then one period per monthly
 * reset. A reset with no index value on or before it keeps the rate in force (at funding: the note
 * rate `initialPercent`).
 */
export const floatingRatePeriods = (options: {
  spec: FloatingSpec;
  funded: CalendarDate;
  until: CalendarDate;
  initialPercent: Fraction;
  values: IndexValue[];
}): RatePeriod[] => {
  const { spec, funded, until, initialPercent } = options;
  const values = [...options.values].sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  const atFunding = indexOn(values, dayNumber(funded));
  let rate = atFunding ? allInRate(spec, atFunding.valuePercent) : initialPercent;
  const periods: RatePeriod[] = [{ from: funded, ratePercent: rate }];
  for (let reset = nextResetAfter(spec, funded); dayNumber(reset) <= dayNumber(until);) {
    const value = indexOn(values, dayNumber(reset));
    if (value) rate = allInRate(spec, value.valuePercent);
    const last = periods[periods.length - 1]!;
    if (compare(last.ratePercent, rate) !== 0) periods.push({ from: reset, ratePercent: rate });
    reset = addMonths(reset, 1, spec.resetDay);
  }
  return periods;
};

/** The rate in force on `date` (the note rate before the first period). */
export const rateOn = (base: Fraction, periods: RatePeriod[] | undefined, date: CalendarDate): Fraction => {
  let rate = base;
  for (const period of periods ?? []) {
    if (dayNumber(period.from) > dayNumber(date)) break;
    rate = period.ratePercent;
  }
  return rate;
};

/**
 * Interest on `balanceCents` from `start` to `end` at the rate in force each day: the exact sum of
 * each part's balance x rate x year fraction, rounded once by the loan's rule.
 */
export const interestBetween = (options: {
  balanceCents: bigint;
  base: Fraction;
  periods: RatePeriod[] | undefined;
  dayCount: DayCount;
  start: CalendarDate;
  end: CalendarDate;
  rounding: RoundingMode;
}): bigint => {
  const { balanceCents, base, periods, dayCount, start, end, rounding } = options;
  const startDay = dayNumber(start);
  const endDay = dayNumber(end);
  const cuts = (periods ?? []).map((p) => dayNumber(p.from)).filter((day) => day > startDay && day < endDay);
  if (cuts.length === 0) {
    const rate = rateOn(base, periods, start);
    const fraction = yearFraction(dayCount, start, end);
    return roundDiv(balanceCents * rate.num * fraction.num, rate.den * 100n * fraction.den, rounding);
  }
  let total: Fraction = { num: 0n, den: 1n };
  const bounds = [startDay, ...cuts, endDay];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const from = fromDayNumber(bounds[i]!);
    const rate = rateOn(base, periods, from);
    const part = yearFraction(dayCount, from, fromDayNumber(bounds[i + 1]!));
    total = addFractions(total, { num: rate.num * part.num, den: rate.den * part.den });
  }
  return roundDiv(balanceCents * total.num, total.den * 100n, rounding);
};
