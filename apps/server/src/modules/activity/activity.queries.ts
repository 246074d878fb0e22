// Reading activities in the wire shape of docs/contract.md, in a constant number of queries
// (activities, then their processes, documents and mails), never one query per row.
import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, documents, loans, processes, users } from '../../db/schema/index';
import { AppError } from '../../plugins/errors';
import { idKeyset, type Page } from '../../plugins/paging';
import type { ActivityState, ActivityType } from '@lending/domain';
import { isUuid } from '../../lib/ids';

export type ActivityRow = typeof activities.$inferSelect;

export type SentMail = { to: string; subject: string; created_epoch: number };
type WireDocument = {
  document_id: string;
  document_name: string;
  file_name: string;
  created_epoch: number;
};
type WireProcess = {
  process_id: string;
  status: { state: ActivityState; epoch: number };
  documents: WireDocument[];
  data_to_display: Record<string, unknown>;
};
/** The wire shape (docs/contract.md "Activity") plus the Add Activity fields (002 §2.7). */
export type WireActivity = {
  activity_id: string;
  loan_id: string | null;
  borrower_id: string | null;
  contact_id: string | null;
  activity_type: ActivityType;
  name: string;
  document_name: string | null;
  description: string | null;
  entity_type: string;
  status: { state: ActivityState; text: string | null; epoch: number };
  due_epoch: number | null;
  last_update: number;
  parent_id: string | null;
  owner_id: string | null;
  /** Who owns the activity (its creator or assignee), named: issue 21 'people named'. */
  owner_name: string | null;
  owner_role: string | null;
  loan_name: string | null;
  done: boolean;
  processes: WireProcess[];
  docusign_envelope_id: string | null;
  report_type: string | null;
  url: string | null;
  topic: string | null;
  kind: string | null;
  participants: string | null;
  start_epoch: number | null;
  end_epoch: number | null;
  notes: string | null;
  is_main: boolean;
  mails: SentMail[];
  /** Optimistic concurrency: free edits of the activity send it back (a stale one gets 409). */
  version: number;
};

const FINAL_STATES = new Set(['accepted', 'done']);

/** An activity row, optionally locked (FOR NO KEY UPDATE: it does not block foreign-key checks of rows that merely reference it) so concurrent actions on it queue up. */
export const findActivity = async (
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ActivityRow> => {
  if (!isUuid(id)) throw new AppError(404, 'Activity not found');
  const query = db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.archived, false)));
  const [row] = options.lock ? await query.for('no key update') : await query;
  if (!row) throw new AppError(404, 'Activity not found');
  return row;
};

/** Mails sent for an activity are kept in its data (the outbox keeps the full text). */
export const mailsOf = (row: Pick<ActivityRow, 'data'>): SentMail[] =>
  Array.isArray(row.data.mails) ? (row.data.mails as SentMail[]) : [];

/** A row as listed: the activity and, when the query joined it, its loan's name. */
export type ListedActivityRow = ActivityRow & { loan_name?: string | null };

/**
 * Turns rows into the wire shape with their processes and documents: one more query for all of
 * them (processes left-joined with their visible documents), plus one for loan names only when
 * the rows did not bring them.
 */
export const toWireActivities = async (db: DbOrTx, rows: ListedActivityRow[]): Promise<WireActivity[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const missingNames = [
    ...new Set(rows.filter((row) => row.loan_name === undefined && row.loan_id).map((row) => row.loan_id!)),
  ];
  const ownerIds = [...new Set(rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])))];
  const [joined, loanRows, ownerRows] = await Promise.all([
    db
      .select({
        process: processes,
        document_id: documents.id,
        document_name: documents.document_name,
        file_name: documents.file_name,
        created_epoch: documents.created_epoch,
      })
      .from(processes)
      .leftJoin(documents, and(eq(documents.process_id, processes.id), eq(documents.status, 'completed')))
      .where(inArray(processes.activity_id, ids))
      .orderBy(asc(processes.created_at), asc(documents.created_at)),
    missingNames.length
      ? db.select({ id: loans.id, name: loans.name }).from(loans).where(inArray(loans.id, missingNames))
      : [],
    ownerIds.length
      ? db
          .select({
            id: users.id,
            role: users.role,
            first_name: users.first_name,
            last_name: users.last_name,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [],
  ]);
  // A user without a name on file is named by their email, never 'N/A'.
  const owners = new Map(
    ownerRows.map((user) => [
      user.id,
      { name: `${user.first_name} ${user.last_name}`.trim() || user.email, role: user.role },
    ]),
  );
  const docsByProcess = new Map<string, WireDocument[]>();
  const processRows: (typeof processes.$inferSelect)[] = [];
  for (const row of joined) {
    if (!docsByProcess.has(row.process.id)) {
      docsByProcess.set(row.process.id, []);
      processRows.push(row.process);
    }
    if (row.document_id) {
      docsByProcess.get(row.process.id)!.push({
        document_id: row.document_id,
        document_name: row.document_name!,
        file_name: row.file_name!,
        created_epoch: row.created_epoch!,
      });
    }
  }
  const processesByActivity = new Map<string, WireProcess[]>();
  for (const process of processRows) {
    const list = processesByActivity.get(process.activity_id) ?? [];
    list.push({
      process_id: process.id,
      status: { state: process.state as ActivityState, epoch: process.state_epoch },
      documents: docsByProcess.get(process.id) ?? [],
      data_to_display: process.data_to_display,
    });
    processesByActivity.set(process.activity_id, list);
  }
  const loanNames = new Map(loanRows.map((loan) => [loan.id, loan.name]));
  return rows.map((row) => ({
    activity_id: row.id,
    loan_id: row.loan_id,
    borrower_id: row.borrower_id,
    contact_id: row.contact_id,
    activity_type: row.activity_type as ActivityType,
    name: row.name,
    document_name: row.document_name,
    description: row.description,
    entity_type: row.entity_type,
    status: { state: row.state as ActivityState, text: row.status_text, epoch: row.state_epoch },
    due_epoch: row.due_epoch,
    last_update: row.last_update,
    parent_id: row.parent_id,
    owner_id: row.owner_id,
    owner_name: row.owner_id ? (owners.get(row.owner_id)?.name ?? null) : null,
    owner_role: row.owner_id ? (owners.get(row.owner_id)?.role ?? null) : null,
    loan_name:
      row.loan_name !== undefined ? row.loan_name : row.loan_id ? (loanNames.get(row.loan_id) ?? null) : null,
    done: FINAL_STATES.has(row.state),
    processes: processesByActivity.get(row.id) ?? [],
    docusign_envelope_id: row.docusign_envelope_id,
    report_type: row.report_type,
    url: row.url,
    topic: row.topic,
    kind: row.kind,
    participants: row.participants,
    start_epoch: row.start_epoch,
    end_epoch: row.end_epoch,
    notes: row.notes,
    is_main: row.is_main,
    mails: mailsOf(row),
    version: row.version,
  }));
};

/** Activities (not archived) with their loan's name, earliest due first; or, given a keyset page
 * (`page`), the page's rows in id order, filtered in the same query. */
export const listActivityRows = async (
  db: DbOrTx,
  where: SQL | undefined,
  { limit, page }: { limit?: number; page?: Page | null | undefined } = {},
): Promise<ListedActivityRow[]> => {
  const keyset = page ? idKeyset(activities.id, page) : undefined;
  const query = db
    .select({ ...getTableColumns(activities), loan_name: loans.name })
    .from(activities)
    .leftJoin(loans, eq(loans.id, activities.loan_id))
    .where(and(eq(activities.archived, false), where, keyset?.where));
  if (keyset) return query.orderBy(keyset.orderBy).limit(keyset.take);
  const ordered = query.orderBy(asc(activities.due_epoch), asc(activities.created_at));
  return limit ? ordered.limit(limit) : ordered;
};

/**
 * Generated files of a loan, and the custom documents staff added, grouped by activity: the
 * system documents tab (001 §2, §3).
 */
export const listSystemDocuments = async (db: DbOrTx, loanId: string) => {
  const rows = await db
    .select({ activity_id: documents.activity_id, process_id: documents.process_id })
    .from(documents)
    .where(
      and(
        eq(documents.loan_id, loanId),
        inArray(documents.kind, ['generated', 'custom']),
        eq(documents.status, 'completed'),
      ),
    );
  const activityIds = [
    ...new Set(rows.map((row) => row.activity_id).filter((id): id is string => Boolean(id))),
  ];
  if (activityIds.length === 0) return [];
  const wire = await toWireActivities(db, await listActivityRows(db, inArray(activities.id, activityIds)));
  const generatedProcesses = new Set(rows.map((row) => row.process_id));
  return wire.map((activity) => ({
    activity_id: activity.activity_id,
    activity_name: activity.name,
    activity_type: activity.activity_type,
    processes: activity.processes.filter((process) => generatedProcesses.has(process.process_id)),
  }));
};
