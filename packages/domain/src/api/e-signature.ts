// Wire contracts of the e-signature calls (DESIGN.md §5) beside the recipients, sign and decline
// bodies (e-signature/recipients.ts): sending for signature and the public signing link.
import { z } from 'zod';
import { MAX_RECIPIENTS } from '../e-signature/recipients';
import { recipientsSchema } from '../forms/document-values';
import { messages } from '../messages/messages';

/** `{ recipients: [{ name, email }] }`, at most MAX_RECIPIENTS signers. */
export const signatureRequestBody = recipientsSchema.extend({
  recipients: recipientsSchema.shape.recipients.max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`),
});
export const signatureProcessParams = z.object({
  id: z.string().min(1, messages.missingActivityOrProcess),
  processId: z.string().min(1, messages.missingActivityOrProcess),
});
export const sentEnvelopeSchema = z.object({
  envelope_id: z.string(),
  activity_id: z.string(),
  status: z.string(),
  provider: z.string(),
});
export type SentEnvelope = z.infer<typeof sentEnvelopeSchema>;

/** /sign/{token}: the private link's token is the key (no sign-in). */
export const signingTokenParams = z.object({ token: z.string().max(100) });
export const signingSessionSchema = z.object({
  document_name: z.string(),
  file_name: z.string(),
  subject: z.string().nullable(),
  loan_name: z.string().nullable(),
  signer: z.object({ name: z.string(), email: z.string() }),
  expires_epoch: z.number().int(),
});
export type SigningSession = z.infer<typeof signingSessionSchema>;
export const signedSchema = z.object({
  status: z.literal('signed'),
  envelope_status: z.enum(['delivered', 'signed']),
});
export type SignedAnswer = z.infer<typeof signedSchema>;
export const declinedSchema = z.object({ status: z.literal('declined') });
export type DeclinedAnswer = z.infer<typeof declinedSchema>;
