// Wire contracts of the notification calls (001 §3, §7): `status` is the seen flag, `state` New or
// Done; `is_read` repeats the seen flag for older clients of the top bar. The server validates and
// serialises with them; the web reads their `z.infer` types.
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
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  state: z.enum(['New', 'Done']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(200).optional(),
});

export const notificationIdParams = z.object({ id: z.uuid({ message: 'Notification not found' }) });
export const notificationsUpdatedSchema = z.object({ updated: z.number().int() });
export const notificationCountsSchema = z.object({
  new: z.number().int(),
  done: z.number().int(),
  unseen: z.number().int(),
});
