// The life of a loan (DESIGN.md §3). Transitions come from the domain's table; they are applied
// inside the caller's transaction, next to the activity change that causes them, with an audit
// row, a new last_update and a new loan version.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, activityTemplates, loans, properties } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { nextLoanStatus, type LoanEvent } from '@lending/domain';
import { systemActor, type AnyActor } from '../../lib/actor';
import { epochNow } from '../../lib/clock';
import { findLoan, type LoanRow } from '../../lib/loan-finder';

const DAY = 86_400;
/**
 * The loan's own state machine locks its row: the loan of a transition is one the caller already
 * reached (through the loan finder or an activity they may act on), so the lock is not an access
 * check; the audit rows name the caller.
 */
const LIFECYCLE = systemActor('lifecycle');

export type TransitionOptions = {
  loanId: string;
  event: LoanEvent;
  actor: AnyActor;
  /** Extra columns written with the move (funded date, rejection reason...). */
  changes?: Partial<typeof loans.$inferInsert>;
  /** Activity-caused events that do not apply in the current status are skipped, not refused. */
  ifAllowed?: boolean;
};

/**
 * Moves the loan by `event`. Refused with 409 when the event is not allowed in the current
 * status (unless `ifAllowed`, then nothing happens and null is returned).
 */
export const applyLoanTransition = async (tx: Tx, options: TransitionOptions): Promise<LoanRow | null> => {
  // The loan row locked (FOR NO KEY UPDATE) so transitions of one loan happen one after another.
  const loan = await findLoan(tx, options.loanId, { for: LIFECYCLE, lock: 'update' });
  const to = nextLoanStatus(loan.status, options.event);
  if (!to) {
    if (options.ifAllowed) return null;
    throw new AppError(409, `The loan is ${loan.status}: '${options.event}' is not allowed in this status`);
  }
  const now = epochNow();
  const [updated] = await tx
    .update(loans)
    .set({ ...options.changes, status: to, last_update: now, version: sql`${loans.version} + 1` })
    .where(eq(loans.id, loan.id))
    .returning();
  await recordAudit(tx, {
    actor: options.actor,
    action: `loan.transition.${options.event}`,
    entity_type: 'loan',
    entity_id: loan.id,
    before: { status: loan.status, version: loan.version },
    after: { status: to, version: updated!.version, ...(options.changes ?? {}) },
  });
  return updated!;
};

/**
 * A loan whose activities changed without a status move: last_update moves (DESIGN.md §3), the
 * version does not, so a staff member editing the request details is not refused because a
 * borrower uploaded a document meanwhile.
 */
export const touchLoan = async (tx: Tx, loanId: string): Promise<void> => {
  await tx.update(loans).set({ last_update: epochNow() }).where(eq(loans.id, loanId));
};

type NewActivity = typeof activities.$inferInsert;

export const insertActivities = async (tx: Tx, rows: Omit<NewActivity, 'state_epoch' | 'last_update'>[]) => {
  if (rows.length === 0) return [];
  const now = epochNow();
  return tx
    .insert(activities)
    .values(rows.map((row) => ({ state_epoch: now, last_update: now, ...row })))
    .returning();
};

/**
 * The activities every new loan starts with (DESIGN.md §3): term sheet, good faith deposit,
 * the borrower's application, liquidity verification (plaid), and one document request per
 * template marked auto_create_activity. Calling it again for the same loan adds nothing.
 */
export const createInitialActivities = async (
  tx: Tx,
  { loanId, borrowerId }: { loanId: string; borrowerId?: string | null },
) => {
  const existing = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.loan_id, loanId),
        inArray(activities.activity_type, ['term-sheet', 'good-faith-deposit']),
      ),
    )
    .limit(1);
  if (existing.length > 0) return [];
  const now = epochNow();
  const templates = await tx
    .select()
    .from(activityTemplates)
    .where(eq(activityTemplates.auto_create_activity, true));
  const [firstProperty] = templates.some((template) => template.entity_type === 'property')
    ? await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.loan_id, loanId))
        .orderBy(properties.position)
        .limit(1)
    : [];
  const base = { loan_id: loanId, borrower_id: borrowerId ?? null, entity_type: 'loan', entity_id: loanId };
  const requests = templates
    .map((template) => {
      const entityId =
        template.entity_type === 'borrower'
          ? borrowerId
          : template.entity_type === 'property'
            ? firstProperty?.id
            : loanId;
      if (!entityId) return null;
      return {
        ...base,
        entity_type: template.entity_type,
        entity_id: entityId,
        activity_type: 'document-request',
        name: template.document_name,
        document_name: template.document_name,
        description: template.description,
        template_id: template.id,
        due_epoch: now + 14 * DAY,
      };
    })
    .filter((row): row is NonNullable<typeof row> => row !== null);
  return insertActivities(tx, [
    { ...base, activity_type: 'term-sheet', name: 'Term Sheet', due_epoch: now + 3 * DAY },
    { ...base, activity_type: 'good-faith-deposit', name: 'Good Faith Deposit', due_epoch: now + 7 * DAY },
    ...(borrowerId
      ? [
          {
            ...base,
            entity_type: 'borrower',
            entity_id: borrowerId,
            activity_type: 'application',
            name: 'Application',
            due_epoch: now + 7 * DAY,
          },
        ]
      : []),
    {
      ...base,
      activity_type: 'plaid',
      name: 'Liquidity Verification',
      report_type: 'plaid',
      due_epoch: now + 7 * DAY,
    },
    ...requests,
  ]);
};

const stateOf = async (tx: Tx, loanId: string, type: string): Promise<string | null> => {
  const [row] = await tx
    .select({ state: activities.state })
    .from(activities)
    .where(
      and(eq(activities.loan_id, loanId), eq(activities.activity_type, type), eq(activities.archived, false)),
    )
    .orderBy(sql`${activities.is_main} desc`, sql`${activities.created_at} desc`)
    .limit(1);
  return row?.state ?? null;
};

export type ActivityChange = {
  activity: {
    id: string;
    loan_id: string | null;
    borrower_id: string | null;
    activity_type: string;
    is_main: boolean;
  };
  from: string;
  to: string;
  actor: AnyActor;
};

/**
 * What an activity's new state means for its loan (DESIGN.md §3). Runs in the same transaction
 * as the activity update. The loan row is locked first, so two activities finishing at the same
 * moment (term sheet and deposit) cannot both miss each other.
 */
export const onActivityStateChanged = async (tx: Tx, change: ActivityChange): Promise<void> => {
  const { activity, to, actor } = change;
  const loanId = activity.loan_id;
  if (!loanId) return;
  await findLoan(tx, loanId, { for: LIFECYCLE, lock: 'update' });
  const type = activity.activity_type;
  let moved: LoanRow | null = null;
  if (type === 'term-sheet' && (to === 'sent' || to === 'signed')) {
    moved = await applyLoanTransition(tx, { loanId, event: 'term-sheet-sent', actor, ifAllowed: true });
  }
  if ((type === 'term-sheet' || type === 'good-faith-deposit') && to === 'accepted') {
    const other = type === 'term-sheet' ? 'good-faith-deposit' : 'term-sheet';
    if ((await stateOf(tx, loanId, other)) === 'accepted') {
      moved = await applyLoanTransition(tx, {
        loanId,
        event: 'term-sheet-and-gfd-accepted',
        actor,
        ifAllowed: true,
      });
    }
  }
  if (type === 'commitment' && (to === 'sent' || to === 'signed')) {
    moved = await applyLoanTransition(tx, { loanId, event: 'commitment-sent', actor, ifAllowed: true });
  }
  if (type === 'commitment' && to === 'accepted') {
    moved = await applyLoanTransition(tx, { loanId, event: 'commitment-accepted', actor, ifAllowed: true });
  }
  if (type === 'board-review' && to === 'accepted' && activity.is_main) {
    const existing = await stateOf(tx, loanId, 'commitment');
    if (existing === null) {
      await insertActivities(tx, [
        {
          loan_id: loanId,
          borrower_id: activity.borrower_id,
          entity_type: 'loan',
          entity_id: loanId,
          activity_type: 'commitment',
          name: 'Commitment',
          parent_id: activity.id,
          is_main: true,
          due_epoch: epochNow() + 7 * DAY,
        },
      ]);
    }
  }
  if (!moved) await touchLoan(tx, loanId);
};
