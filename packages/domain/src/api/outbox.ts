// Wire contracts of the /outbox calls: the in-app outbox of the embedded mode (DESIGN.md §1 'mail').
import { z } from 'zod';

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  transport: z.string(),
  sent_epoch: z.number().nullable(),
  created_epoch: z.number(),
  error: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListQuery = z.object({ to: z.string().max(320).optional() });
export const outboxMailParams = z.object({ id: z.uuid('Mail not found') });
