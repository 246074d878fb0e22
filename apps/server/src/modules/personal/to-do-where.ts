// GET /personal/to-do in SQL (issue 21, a borrower's phone): only the activities that wait for the
// person are read and built into their wire form, instead of every activity of every loan filtered
// afterwards. The condition is derived from the domain's one rule (`needsAction`) over every type
// the personal area shows and every activity state, so the rule is never written twice: whether an
// activity waits depends only on its type, its state and whether an envelope was sent for it.
import { ACTIVITY_STATES, activityActions, needsAction } from '@lending/domain';
import { and, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { activities } from '../../db/schema/index';
import { PERSONAL_TYPES } from './personal-activities';

type Pair = readonly [type: string, state: string];

const waits = (type: string, state: string, envelope: string | null): boolean =>
  needsAction({
    activity_type: type,
    status: { state },
    done: state === 'accepted' || state === 'done',
    docusign_envelope_id: envelope,
    actions: activityActions({ type, state, view: 'personal' }),
  });

const PAIRS: Pair[] = PERSONAL_TYPES.flatMap((type) =>
  ACTIVITY_STATES.map((state) => [type, state] as const),
);
/** (type, state) that wait for the person whatever else; those that wait once an envelope was sent. */
const WAITING = PAIRS.filter(([type, state]) => waits(type, state, null));
const WAITING_TO_SIGN = PAIRS.filter(
  ([type, state]) => !waits(type, state, null) && waits(type, state, 'envelope'),
);

const pairIn = (pairs: Pair[]): SQL =>
  sql`(${activities.activity_type}, ${activities.state}) in (${sql.join(
    pairs.map(([type, state]) => sql`(${type}, ${state})`),
    sql`, `,
  )})`;

/**
 * The activities that wait for the person (the rows `needsAction` keeps), as a condition to join
 * the to-do's access condition. A state outside the domain's list never waits (it has no action).
 */
export const waitingForPerson: SQL = or(
  pairIn(WAITING),
  and(isNotNull(activities.docusign_envelope_id), pairIn(WAITING_TO_SIGN)),
)!;
