// The answer of GET /api/personal/to-do (its rule, zod-free, is in to-do.ts).
import { z } from 'zod';
import { personalActivitySchema } from '../api/personal';

/**
 * GET /api/personal/to-do: the person's whole 'What to do now' list in one answer (issue 21), so a
 * phone shows it one round trip after sign-in. `activities` are those of every loan the person may
 * see (archived loans left out) and their own, already filtered by `needsAction`; the greeting's
 * name comes with it so the top of the page needs nothing else.
 */
export const personalToDoSchema = z.object({
  entity_type: z.enum(['borrower', 'contact']),
  /** False when the user-email query was not honoured and the caller's own list is shown (002 §2.3). */
  is_other_user: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  activities: z.array(personalActivitySchema),
});
export type PersonalToDo = z.infer<typeof personalToDoSchema>;
