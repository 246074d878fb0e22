// The generated-document activities (term sheet, commitment, board review; 002 §3, §4): values
// form, generation into DOCX and PDF, sending, and the sent/signed/verified/accepted marks.
// Each step is checked against the action table and moves the loan through lifecycle.ts.
import type { Actor } from '../../lib/actor';
import type { Db } from '../../db/client';
import type { MailSender } from '../../integrations/mail/mail';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../plugins/errors';
import {
  assertAction,
  assertType,
  changeActivityState,
  notAllowed,
  updateActivityData,
  withLockedActivity,
  findActivity,
  type ActivityRow,
} from '../activity/index';
import {
  generateFiles,
  linksFor,
  loanContext,
  prepareDocumentMail,
  valuesOf,
  type Generated,
  type GenerationDeps,
} from './document-files';

export type DocActivityKind = 'term-sheet' | 'commitment' | 'board-review';

const generatedOf = (activity: ActivityRow): Generated | null =>
  (activity.data.generated as Generated | undefined) ?? null;

/** Values shown by the form: what was saved, else defaults from the loan (002 §3). */
export const getValues = async (
  db: Db,
  { activityId, kind }: { activityId: string; kind: DocActivityKind },
) => {
  const activity = await findActivity(db, activityId);
  assertType(activity, kind);
  const { loan, borrower } = await loanContext(db, activity.loan_id);
  const defaults: Record<string, unknown> =
    kind === 'term-sheet'
      ? { amount: loan.amount, construction_reserve: loan.construction_reserve }
      : kind === 'commitment'
        ? { borrower_id: borrower?.id ?? null }
        : {};
  return { activity_id: activity.id, state: activity.state, values: { ...defaults, ...valuesOf(activity) } };
};

const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Saves only when something changed (002 §5); returns whether it did. */
export const updateValues = (
  db: Db,
  input: { activityId: string; kind: DocActivityKind; values: Record<string, unknown>; actor: Actor },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertType(activity, input.kind);
    assertAction(activity, 'edit');
    const current = valuesOf(activity);
    const patch = Object.fromEntries(
      Object.entries(input.values).filter(
        ([key, value]) => value !== undefined && !sameValue(current[key], value),
      ),
    );
    if (Object.keys(patch).length === 0) return { activity_id: activity.id, changed: false, values: current };
    const values = { ...current, ...patch };
    await updateActivityData(tx, {
      activity,
      actor: input.actor,
      action: `${input.kind}.update`,
      data: { ...activity.data, values },
    });
    return { activity_id: activity.id, changed: true, values };
  });

export const generateDocument = (
  db: Db,
  deps: GenerationDeps,
  input: { activityId: string; kind: DocActivityKind; actor: Actor },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertType(activity, input.kind);
    assertAction(activity, 'generate');
    const generated = await generateFiles(tx, deps, {
      activity,
      kind: input.kind,
      values: valuesOf(activity),
      actor: input.actor,
    });
    // The first generation (or one after a failure) moves to generated; later ones keep the state.
    const to = activity.state === 'new' || activity.state === 'failed' ? 'generated' : activity.state;
    await changeActivityState(tx, {
      activity,
      to,
      actor: input.actor,
      action: `${input.kind}.generate`,
      changes: { data: { ...activity.data, generated } },
    });
    return {
      activity_id: activity.id,
      state: to,
      process_id: generated.process_id,
      ...(await linksFor(tx, deps.storage, generated)),
    };
  });

/** Links to the latest generated files (our equivalent of get-google-docs). */
export const getDocuments = async (
  db: Db,
  storage: Storage,
  { activityId, kind }: { activityId: string; kind: DocActivityKind },
) => {
  const activity = await findActivity(db, activityId);
  assertType(activity, kind);
  const generated = generatedOf(activity);
  if (!generated) throw new AppError(404, 'The document has not been generated yet');
  return { activity_id: activity.id, ...(await linksFor(db, storage, generated)) };
};

export const downloadDocument = async (
  db: Db,
  storage: Storage,
  input: { activityId: string; kind: DocActivityKind },
) => {
  const activity = await findActivity(db, input.activityId);
  assertType(activity, input.kind);
  assertAction(activity, 'download');
  return getDocuments(db, storage, input);
};

/** Mails the generated document; term sheet and commitment become sent, a board review waits. */
export const sendDocument = async (
  db: Db,
  deps: GenerationDeps & { mail: MailSender },
  input: { activityId: string; kind: DocActivityKind; actor: Actor; to?: string; baseUrl?: string },
) => {
  const result = await withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertType(activity, input.kind);
    assertAction(activity, 'send');
    // A document marked generated without files (imported or seeded data) is generated now.
    const generated =
      generatedOf(activity) ??
      (await generateFiles(tx, deps, {
        activity,
        kind: input.kind,
        values: valuesOf(activity),
        actor: input.actor,
      }));
    // The board review goes to the board (the sender's own inbox unless told otherwise).
    const to = input.to ?? (input.kind === 'board-review' ? input.actor.email : undefined);
    const { mail, mails } = await prepareDocumentMail(tx, deps.storage, {
      activity,
      generated,
      to,
      baseUrl: input.baseUrl,
    });
    const state = input.kind === 'board-review' ? 'waiting' : 'sent';
    const updated = await changeActivityState(tx, {
      activity,
      to: state,
      actor: input.actor,
      action: `${input.kind}.send`,
      changes: { data: { ...activity.data, generated, mails } },
    });
    return { mail, response: { activity_id: updated.id, state: updated.state, sent_to: mail.to } };
  });
  await deps.mail.send(result.mail);
  return result.response;
};

export type Mark = 'sent' | 'signed' | 'verified' | 'accepted';

const MARKS: Record<Mark, { action: 'upload' | 'accept'; from?: string[]; to: string }> = {
  sent: { action: 'upload', from: ['new', 'generated', 'failed'], to: 'sent' },
  signed: { action: 'upload', from: ['sent', 'signed'], to: 'signed' },
  verified: { action: 'upload', to: 'signed' },
  accepted: { action: 'accept', to: 'accepted' },
};

/**
 * The marks of 002 §4: an upload in new or generated marks sent, in sent or signed marks signed;
 * the 'signed' checkbox verifies (signed from any upload state); accept needs what the table says.
 */
export const markDocument = (
  db: Db,
  input: { activityId: string; kind: DocActivityKind; mark: Mark; actor: Actor },
) =>
  withLockedActivity(db, input.activityId, async (tx, activity) => {
    assertType(activity, input.kind);
    const { action, from, to } = MARKS[input.mark];
    assertAction(activity, action);
    if (from && !from.includes(activity.state)) throw notAllowed(`set/${input.mark}`, activity);
    const updated = await changeActivityState(tx, {
      activity,
      to,
      actor: input.actor,
      action: `${input.kind}.set-${input.mark}`,
    });
    return { activity_id: updated.id, state: updated.state };
  });
