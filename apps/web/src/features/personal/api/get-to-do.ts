import { useQuery } from '@tanstack/react-query';
import { toDoNowQueryOptions } from '../../../lib/personal-area';

/** GET /api/personal/to-do: the 'What to do now' list in one answer (issue 21; lib/personal-area.ts). */
export const useToDoNow = (userEmail: string | null) => useQuery(toDoNowQueryOptions(userEmail));
