// Wire shape of a notification (001 §3): `status` is the seen flag, `state` New or Done;
// `is_read` repeats the seen flag for older clients of the top bar.
import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  status: z.enum(['seen', 'unseen']),
  is_read: z.boolean(),
  state: z.string(),
  kind: z.string().nullable(),
  created_at: z.number().int(),
  document_id: z.string().nullable(),
  loan_human_id: z.string().nullable(),
});

export const notificationListQuerySchema = z.object({
  state: z.enum(['New', 'Done']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(200).optional(),
});
