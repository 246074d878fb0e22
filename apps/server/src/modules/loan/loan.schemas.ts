// Request and response schemas of /loan, from @lending/domain: the loan shape (docs/contract.md)
// and the request-details rules of spec 002 §5 with their messages, the same ones the web form uses.
import { versionField } from '../../lib/versioning';
import {
  INTEREST_RATE_MAX,
  archiveSchema,
  loanListSchema,
  loanSchema,
  messages,
  renameSchema,
  requestDetailsFormSchema,
  storySchema,
} from '@lending/domain';
import { z } from 'zod';

export { loanListSchema, loanSchema };

export const loanIdParams = z.object({ id: z.string().trim().min(1).max(64) });

const details = requestDetailsFormSchema.shape;
const text = (max: number) => z.string().max(max);

// PUT /loan/{id}/update sends changed fields only (000 §7), so each is optional, but one that is
// sent must be valid ('* Required' for blank). interest_rate travels as a fraction (0.105 =
// 10.5%): the form's 'up to 100' percent is at most 1 here. `version` is the optimistic-
// concurrency token (docs/contract.md).
export const loanUpdateBodySchema = z
  .object({
    name: renameSchema.shape.name,
    amount: details.amount,
    amount_at_closing: details.amount_at_closing,
    purpose: details.purpose,
    duration_months: details.duration_months,
    exit_strategy: details.exit_strategy,
    interest_rate: z
      .number({ error: (issue) => (issue.input === null ? messages.required : messages.invalidValue) })
      .min(0, messages.invalidValue)
      .max(INTEREST_RATE_MAX / 100, messages.invalidValue),
    construction_reserve: details.construction_reserve,
    purchase_price: details.amount,
    expected_closing_epoch: details.expected_closing_epoch,
    story: storySchema.shape.story,
    google_drive_folder_id: text(500),
    spreadsheet_id: text(500),
  })
  .partial()
  .extend({ version: versionField })
  .strict();

// 002 §5 archive payload; the bulk archive sends no body at all (000 §7).
export const archiveBodySchema = archiveSchema.strict().nullish();
