// The schedule calculator behind POST /api/servicing/schedule/preview (issue 19 "The contract").
// Pure and exact: principal and every line in integer cents, the rate an exact decimal fraction.
//   - Level payment: the annuity payment at annual_rate / 12 over amortization_months, rounded to
//     cents; interest-only (amortization_months 0): the 30/360 monthly interest.
//   - Each line's interest: balance x rate x year fraction of the period (day count), rounded.
//   - Amortizing lines pay principal = payment - interest; interest-only lines pay interest only.
//   - The last line (term_months) clears the balance: the balloon when term < amortization.
//   - Re-amortization at a rate change (a floating loan's reset, an extension rate): as adjustable-
//     rate notes do, from the first period that starts at a new rate the level payment is the
//     annuity on the balance then outstanding, at that rate, over the amortization months left
//     (amortization_months - installments already due); the maturity (and balloon) stay put.
import { addMonths, formatDate, periodDays, type CalendarDate, type DayCount } from './day-count';
import { interestBetween, rateOn, type RatePeriod } from './floating';
import { roundDiv, type Fraction, type RoundingMode } from './money';

export type ScheduleTerms = {
  principalCents: bigint;
  /** Annual rate in percent ("12" is 12%) as an exact fraction. */
  annualRatePercent: Fraction;
  termMonths: number;
  /** 0 = interest-only. */
  amortizationMonths: number;
  disbursementDate: CalendarDate;
  firstPaymentDate: CalendarDate;
  dayCount: DayCount;
  rounding: RoundingMode;
  /** A floating loan's resolved rate periods (floating.ts); absent = the fixed annual rate. */
  ratePeriods?: RatePeriod[];
};

export type ScheduleLine = {
  number: number;
  dueDate: string;
  days: number;
  interestCents: bigint;
  principalCents: bigint;
  paymentCents: bigint;
  balanceCents: bigint;
  /** The annual rate in force at the period's start. */
  ratePercent: Fraction;
};

export type Schedule = { paymentCents: bigint; totalInterestCents: bigint; lines: ScheduleLine[] };

/** The annuity payment P·r / (1 - (1 + r)^-n) at r = rate / 12, exactly, then rounded to cents. */
export const levelPayment = (terms: {
  principalCents: bigint;
  annualRatePercent: Fraction;
  months: number;
  rounding: RoundingMode;
}): bigint => {
  const { principalCents, annualRatePercent, months, rounding } = terms;
  // r = a / b with a = rate numerator, b = rate denominator x 100 (percent) x 12 (months).
  const a = annualRatePercent.num;
  const b = annualRatePercent.den * 1200n;
  if (a === 0n) return roundDiv(principalCents, BigInt(months), rounding);
  const grown = (a + b) ** BigInt(months);
  const base = b ** BigInt(months);
  return roundDiv(principalCents * a * grown, b * (grown - base), rounding);
};

/** Interest on `balanceCents` for a year fraction at the annual percent rate, rounded to cents. */
export const periodInterest = (
  balanceCents: bigint,
  annualRatePercent: Fraction,
  fraction: Fraction,
  rounding: RoundingMode,
): bigint =>
  roundDiv(
    balanceCents * annualRatePercent.num * fraction.num,
    annualRatePercent.den * 100n * fraction.den,
    rounding,
  );

const sameRate = (a: Fraction, b: Fraction) => a.num * b.den === b.num * a.den;

/** The due dates: first_payment_date, then the same day of each following month (clamped). */
export const dueDates = (first: CalendarDate, count: number): CalendarDate[] =>
  Array.from({ length: count }, (_, index) => addMonths(first, index, first.day));

export const buildSchedule = (terms: ScheduleTerms): Schedule => {
  const { annualRatePercent: rate, rounding, dayCount } = terms;
  const isInterestOnly = terms.amortizationMonths === 0;
  const paymentCents = isInterestOnly
    ? periodInterest(terms.principalCents, rate, { num: 1n, den: 12n }, rounding)
    : levelPayment({
        principalCents: terms.principalCents,
        annualRatePercent: rate,
        months: terms.amortizationMonths,
        rounding,
      });
  const lines: ScheduleLine[] = [];
  let payment = paymentCents;
  let paymentRate = rate;
  let balance = terms.principalCents;
  let totalInterest = 0n;
  let start = terms.disbursementDate;
  for (const [index, due] of dueDates(terms.firstPaymentDate, terms.termMonths).entries()) {
    const days = periodDays(dayCount, start, due);
    // The period's year fraction by the day count, at the rate in force each day (floating.ts).
    const periods = terms.ratePeriods;
    const periodRate = rateOn(rate, periods, start);
    const monthsLeft = terms.amortizationMonths - index;
    if (!isInterestOnly && !sameRate(periodRate, paymentRate) && monthsLeft > 0) {
      payment = levelPayment({
        principalCents: balance,
        annualRatePercent: periodRate,
        months: monthsLeft,
        rounding,
      });
      paymentRate = periodRate;
    }
    const interest = interestBetween({
      balanceCents: balance,
      base: rate,
      periods,
      dayCount,
      start,
      end: due,
      rounding,
    });
    const isLast = index === terms.termMonths - 1;
    let principal: bigint;
    if (isLast) principal = balance;
    else if (isInterestOnly) principal = 0n;
    else principal = payment - interest > balance ? balance : payment - interest;
    balance -= principal;
    totalInterest += interest;
    lines.push({
      number: index + 1,
      dueDate: formatDate(due),
      days,
      interestCents: interest,
      principalCents: principal,
      paymentCents: interest + principal,
      balanceCents: balance,
      ratePercent: periodRate,
    });
    start = due;
  }
  return { paymentCents, totalInterestCents: totalInterest, lines };
};
