// The wire of ACH debits (issue 19 item 4): a borrower pays from the bank account linked with
// Plaid; staff download the day's NACHA file and mark it settled, or record a return (R01...).
import { z } from 'zod';
import { servicingMessages } from '../messages/servicing-messages';
import { servicingRateMessages as m } from '../messages/servicing-rate-messages';
import { parseDate } from './day-count';
import { parseCents } from './money';

const isoDate = z
  .string({ error: servicingMessages.dateInvalid })
  .refine((text) => parseDate(text) !== null, servicingMessages.dateInvalid);
const money = z.string().regex(/^-?\d+\.\d{2}$/);

export const achPaymentBody = z.object({
  amount: z
    .union(
      [
        z.string({ error: servicingMessages.amountInvalid }),
        z.number({ error: servicingMessages.amountInvalid }),
      ],
      {
        error: servicingMessages.amountInvalid,
      },
    )
    .transform(String)
    .refine((text) => (parseCents(text) ?? 0n) > 0n, servicingMessages.amountInvalid),
  /** The day the account is debited; today when absent. */
  date: isoDate.optional(),
});
export type AchPaymentBody = z.output<typeof achPaymentBody>;

export const achDebitWire = z.object({
  id: z.string(),
  loan_id: z.string(),
  amount: money,
  date: z.string(),
  status: z.enum(['pending', 'settled', 'returned']),
  account_last4: z.string(),
  account_name: z.string().nullable(),
  institution_name: z.string().nullable(),
  sandbox: z.boolean(),
  return_code: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: z.string(),
});
export type AchDebitWire = z.infer<typeof achDebitWire>;

export const achDebitsWire = z.object({ debits: z.array(achDebitWire) });

export const achDateQuery = z.object({ date: isoDate });
export const achSettleBody = z.object({ date: isoDate });
export const achSettleWire = z.object({ date: z.string(), settled: z.number().int(), total: money });

export const achParams = z.object({ achId: z.uuid({ message: 'Invalid ACH debit id' }) });
export const achReturnBody = z.object({
  code: z.string({ error: m.achReturnCodeInvalid }).regex(/^R\d{2}$/, m.achReturnCodeInvalid),
});
