// Request and response schemas of /loan. The loan shape is the domain's (docs/contract.md);
// the request-details rules are spec 002 §5 with the domain's constants and messages.
import {
  AMOUNT_LIMIT,
  INTEREST_RATE_MAX,
  REQUEST_DURATION_MAX,
  REQUEST_DURATION_MIN,
  exitStrategySchema,
  loanListSchema,
  loanPurposeSchema,
  loanSchema,
  messages,
} from '@lending/domain';
import { z } from 'zod';

export { loanListSchema, loanSchema };

export const loanIdParams = z.object({ id: z.string().trim().min(1).max(64) });

const required = { message: messages.required };
const money = z.number(required).nonnegative(messages.required).max(AMOUNT_LIMIT, messages.amountLimit);

// Request details edit (spec 002 §5): every sent field is required, with these limits and
// messages. Only changed fields are sent (000 §7), so each is optional; `version` is the
// optimistic-concurrency token (docs/contract.md).
export const loanUpdateBodySchema = z
  .object({
    name: z.string(required).trim().min(1, messages.required).max(200),
    amount: money,
    amount_at_closing: money,
    purpose: loanPurposeSchema,
    duration_months: z
      .number({ message: messages.limit100 })
      .int(messages.limit100)
      .min(REQUEST_DURATION_MIN, messages.limit100)
      .max(REQUEST_DURATION_MAX, messages.limit100),
    exit_strategy: exitStrategySchema,
    // A fraction on the wire (0.105 = 10.5%); the form's 'up to 100' is the percent shown.
    interest_rate: z
      .number({ message: messages.invalidValue })
      .min(0, messages.invalidValue)
      .max(INTEREST_RATE_MAX / 100, messages.invalidValue),
    construction_reserve: money,
    purchase_price: money,
    expected_closing_epoch: z
      .number({ message: messages.invalidDateField })
      .int(messages.invalidDateField)
      .min(0, messages.invalidDateField)
      .max(4_102_444_800, messages.invalidDateField),
    story: z.string().max(20_000),
    google_drive_folder_id: z.string().max(500),
    spreadsheet_id: z.string().max(500),
    version: z.number().int().positive(),
  })
  .partial()
  .strict();

// 002 §5: the archive days field is a whole number, default 0; the bulk archive sends no body.
export const archiveBodySchema = z
  .object({
    days_to_archive: z.number({ message: 'days_to_archive must be a whole number of days' }).int('days_to_archive must be a whole number of days').min(0, 'days_to_archive must be a whole number of days').max(3650).nullish(),
    rejection_reason: z.string().max(2000).nullish(),
  })
  .strict()
  .nullish();
