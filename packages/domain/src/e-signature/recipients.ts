// E-signature: the envelope states of 002 §4, the signing page's choices, and the recipients'
// chips (the recipients form schema itself is in forms/document-values.ts, 002 §5).
import { z } from 'zod';
import { recipientSchema } from '../forms/document-values';

export const ENVELOPE_STATES = ['sent', 'delivered', 'signed', 'declined'] as const;
export type EnvelopeStateValue = (typeof ENVELOPE_STATES)[number];

/** The most signers one envelope takes. */
export const MAX_RECIPIENTS = 10;

/** A recipient shown as a chip: both fields present and the email valid (forms/document-values). */
export const isValidRecipient = (recipient: { name: string; email: string }): boolean =>
  recipientSchema.safeParse(recipient).success;

/** The signer's choices on the signing page: a drawn (PNG data URL) or typed signature. */
export const signSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    image: z
      .string()
      .max(400_000, 'The signature is too large')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'Draw your signature'),
    agree: z.literal(true, { message: 'Agree to sign electronically' }),
  }),
  z.object({
    kind: z.literal('typed'),
    name: z.string().trim().min(1, 'Type your name').max(200),
    agree: z.literal(true, { message: 'Agree to sign electronically' }),
  }),
]);
export type SignBody = z.infer<typeof signSchema>;

export const declineSchema = z.object({
  reason: z.string().trim().min(1, 'Enter a reason for declining').max(2000),
});
