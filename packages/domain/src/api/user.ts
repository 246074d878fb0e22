// Wire contracts of the /user calls (docs/contract.md "Auth", "Documents follow-ups") beside the
// user shape (people-entities.ts).
import { z } from 'zod';

export const userEmailParams = z.object({ email: z.string().min(1).max(320) });
export const userIdParams = z.object({ id: z.uuid({ message: 'Invalid user id' }) });

/** GET /user/staff: the active staff the Add Activity modal suggests as participants. */
export const staffUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffUser = z.infer<typeof staffUserSchema>;
