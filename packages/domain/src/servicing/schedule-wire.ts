// The wire of POST /api/servicing/schedule/preview (issue 19 "The contract"): money as decimal
// strings with two places, dates YYYY-MM-DD, the annual rate in percent ("12" is 12%).
import { z } from 'zod';
import { servicingMessages as m } from '../messages/servicing-messages';
import { DAY_COUNTS, dayNumber, parseDate } from './day-count';
import { formatRate } from './floating';
import { formatCents, parseCents, parseDecimal, ROUNDING_MODES } from './money';
import type { Schedule, ScheduleTerms } from './schedule';

const MAX_PRINCIPAL_CENTS = 100_000_000_000n;
const MAX_MONTHS = 600;

/** Decimal text; a JSON number is accepted and read as its shortest decimal text. */
const decimalText = (message: string) =>
  z.union([z.string({ error: message }), z.number({ error: message })], { error: message }).transform(String);

const principalField = decimalText(m.principalInvalid)
  .refine((text) => (parseCents(text) ?? 0n) > 0n, m.principalInvalid)
  .refine((text) => (parseCents(text) ?? 0n) <= MAX_PRINCIPAL_CENTS, m.principalTooLarge);

const rateField = decimalText(m.rateInvalid)
  .refine((text) => parseDecimal(text) !== null, m.rateInvalid)
  .refine((text) => {
    const rate = parseDecimal(text);
    return !rate || rate.num <= 100n * rate.den;
  }, m.rateAbove100);

const dateField = z
  .string({ error: m.dateInvalid })
  .refine((text) => parseDate(text) !== null, m.dateInvalid);

export const schedulePreviewBody = z
  .object({
    principal: principalField,
    annual_rate: rateField,
    term_months: z
      .number({ error: m.termInvalid })
      .int(m.termInvalid)
      .min(1, m.termInvalid)
      .max(MAX_MONTHS, m.termInvalid),
    amortization_months: z
      .number({ error: m.amortizationInvalid })
      .int(m.amortizationInvalid)
      .min(0, m.amortizationInvalid)
      .max(MAX_MONTHS, m.amortizationInvalid),
    disbursement_date: dateField,
    first_payment_date: dateField,
    day_count: z.enum(DAY_COUNTS, { error: m.dayCountInvalid }),
    rounding: z.enum(ROUNDING_MODES, { error: m.roundingInvalid }).default('half_up'),
  })
  .superRefine((body, ctx) => {
    if (body.amortization_months !== 0 && body.amortization_months < body.term_months) {
      ctx.addIssue({ code: 'custom', path: ['amortization_months'], message: m.amortizationInvalid });
    }
    const start = parseDate(body.disbursement_date);
    const first = parseDate(body.first_payment_date);
    if (!start || !first) return;
    if (dayNumber(first) <= dayNumber(start)) {
      ctx.addIssue({
        code: 'custom',
        path: ['first_payment_date'],
        message: m.firstPaymentBeforeDisbursement,
      });
    } else if (dayNumber(first) - dayNumber(start) > 366) {
      ctx.addIssue({ code: 'custom', path: ['first_payment_date'], message: m.firstPaymentTooLate });
    }
  });
export type SchedulePreviewBody = z.output<typeof schedulePreviewBody>;

const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const schedulePreviewWire = z.object({
  payment: money,
  total_interest: money,
  lines: z.array(
    z.object({
      number: z.number().int(),
      due_date: z.string(),
      days: z.number().int(),
      interest: money,
      principal: money,
      payment: money,
      balance: money,
      /** The annual rate in percent in force at the period's start (a floating loan's resets). */
      rate: z.string(),
    }),
  ),
});
export type SchedulePreviewWire = z.infer<typeof schedulePreviewWire>;

const required = <T>(value: T | null): T => {
  if (value === null) throw new RangeError('schedule body was not validated');
  return value;
};

/** A validated body as the calculator's exact terms. */
export const scheduleTermsOf = (body: SchedulePreviewBody): ScheduleTerms => ({
  principalCents: required(parseCents(body.principal)),
  annualRatePercent: required(parseDecimal(body.annual_rate)),
  termMonths: body.term_months,
  amortizationMonths: body.amortization_months,
  disbursementDate: required(parseDate(body.disbursement_date)),
  firstPaymentDate: required(parseDate(body.first_payment_date)),
  dayCount: body.day_count,
  rounding: body.rounding,
});

export const scheduleToWire = (schedule: Schedule): SchedulePreviewWire => ({
  payment: formatCents(schedule.paymentCents),
  total_interest: formatCents(schedule.totalInterestCents),
  lines: schedule.lines.map((line) => ({
    number: line.number,
    due_date: line.dueDate,
    days: line.days,
    interest: formatCents(line.interestCents),
    principal: formatCents(line.principalCents),
    payment: formatCents(line.paymentCents),
    balance: formatCents(line.balanceCents),
    rate: formatRate(line.ratePercent),
  })),
});
