// Extensions, default and suspense on the wire (issue 19 items 4, 7 and 8): staff extend a loan
// (its fee, the extension rate from the extension date, maturity moved), set and clear a default
// date, and apply the funds held in suspense. Dates YYYY-MM-DD, money decimal strings, rates percent.
import { z } from 'zod';
import { servicingMessages as m } from '../messages/servicing-messages';
import { parseDate } from './day-count';

const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** Where an extension agreement's signing stands (item 7): the envelope's 'delivered' is 'viewed'. */
export const SIGNING_STATUSES = ['sent', 'viewed', 'signed', 'declined'] as const;
export const SIGNING_STATUS_LABELS: Record<(typeof SIGNING_STATUSES)[number], string> = {
  sent: 'Sent for signature',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
};
const isoDate = z.string({ error: m.dateInvalid }).refine((text) => parseDate(text) !== null, m.dateInvalid);

export const servicingExtensionTermsWire = z.object({
  used: z.number().int(),
  allowed: z.number().int(),
  period_months: z.number().int(),
  /** Percent of the outstanding principal ("1" is 1%). */
  fee_percent: z.string(),
  /** The extension rate in percent; null = the note rate carries on. */
  rate: z.string().nullable(),
});

export const servicingDefaultWire = z.object({
  in_default: z.boolean(),
  /** The default date in force (null when not in default). */
  since: z.string().nullable(),
  /** The default rate in percent; null when the terms set none. */
  rate: z.string().nullable(),
  /** The date the latest default began, kept after it is cleared (its interest may still be owed). */
  started: z.string().nullable(),
});

/** POST .../extensions, .../default (set), .../default/clear and .../suspense/apply: the date (today when omitted). */
export const servicingDateBody = z.object({ effective_date: isoDate.optional() });

export const servicingExtensionParams = z.object({
  loanId: z.uuid({ message: 'Invalid loan id' }),
  extensionId: z.uuid({ message: 'Invalid extension id' }),
});

export const servicingExtensionWire = z.object({
  id: z.string(),
  effective_date: z.string(),
  fee: money,
  rate: z.string(),
  months: z.number().int(),
  maturity_date: z.string(),
  previous_maturity_date: z.string(),
  extensions: servicingExtensionTermsWire,
  /** The generated extension agreement (PDF). */
  agreement_url: z.string(),
  /**
   * The agreement sent to the loan's borrowers for signature (an envelope on a document-request
   * activity of the loan); null when no borrower of the loan has an e-mail to sign with.
   */
  signature: z
    .object({
      envelope_id: z.string(),
      activity_id: z.string(),
      provider: z.string(),
      signers: z.array(z.object({ name: z.string(), email: z.string() })),
    })
    .nullable()
    .optional(),
});
export type ServicingExtensionWire = z.infer<typeof servicingExtensionWire>;
