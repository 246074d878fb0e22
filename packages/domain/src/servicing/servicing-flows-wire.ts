// The day's NACHA file recorded as sent (issue 19 item 4): who sent it, when, the file's SHA-256
// and its entries, one per effective entry date, so a day's debits are never sent to the bank twice.
import { z } from 'zod';
import { servicingMessages } from '../messages/servicing-messages';
import { parseDate } from './day-count';

const isoDate = z
  .string({ error: servicingMessages.dateInvalid })
  .refine((text) => parseDate(text) !== null, servicingMessages.dateInvalid);

export const nachaSentBody = z.object({ date: isoDate });

export const nachaSentParams = z.object({ fileId: z.uuid({ message: 'Invalid file id' }) });

export const nachaSentWire = z.object({
  id: z.string(),
  /** The effective entry date of the file's debits. */
  date: z.string(),
  sha256: z.string(),
  entry_count: z.number().int(),
  total: z.string().regex(/^\d+\.\d{2}$/),
  entries: z.array(
    z.object({ ach_id: z.string(), loan_id: z.string(), amount: z.string(), trace: z.string() }),
  ),
  sent_by: z.string().nullable(),
  sent_at: z.string(),
  /** The recorded file itself, byte for byte (its SHA-256 above). */
  file_url: z.string(),
});
export type NachaSentWire = z.infer<typeof nachaSentWire>;
