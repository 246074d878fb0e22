// The demo's notifications (issue 11 follow-ups): every demo user finds something of each kind
// they would hear of in their bell on a fresh start.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { activities, documents, loans, users } from '../schema';
import type { SeedModules } from './seed-modules';

/** The bell of each demo user holds something of every kind they would hear of. */
export const seedNotifications = async (
  tx: Tx,
  { notify }: SeedModules['notifications'],
  input: {
    activityIds: string[];
    adminId: string;
    declined: {
      signer: { name: string; email: string };
      upload: { document: typeof documents.$inferSelect; activity: typeof activities.$inferSelect };
    } | null;
  },
) => {
  const humanIdOf = async (loanId: string | null) =>
    loanId
      ? ((await tx.select({ h: loans.human_id }).from(loans).where(eq(loans.id, loanId)))[0]?.h ?? null)
      : null;
  const uploads = await tx
    .select({ document: documents, activity: activities })
    .from(documents)
    .innerJoin(activities, eq(activities.id, documents.activity_id))
    .where(and(inArray(activities.id, input.activityIds), eq(documents.kind, 'upload')))
    .orderBy(asc(documents.created_epoch), asc(documents.id))
    .limit(200);
  // One per kind of request: four different uploads, not four bank statements.
  const byName = new Map<string, (typeof uploads)[number]>();
  for (const upload of uploads) byName.set(upload.activity.document_name ?? upload.activity.name, upload);
  for (const { document, activity } of [...byName.values()].slice(0, 4))
    await notify(tx, {
      userIds: [input.adminId],
      kind: 'document-uploaded',
      message: `new document uploaded: ${activity.document_name ?? activity.name} (${document.file_name})`,
      documentId: document.id,
      loanHumanId: await humanIdOf(activity.loan_id),
    });
  const signedCopies = await tx
    .select({ document: documents, activity: activities })
    .from(documents)
    .innerJoin(activities, eq(activities.id, documents.activity_id))
    .where(and(inArray(activities.id, input.activityIds), eq(documents.kind, 'signed')))
    .limit(2);
  for (const { document, activity } of signedCopies)
    await notify(tx, {
      userIds: [input.adminId],
      kind: 'envelope-signed',
      message: `Document signed: ${activity.name} (all signers)`,
      documentId: document.id,
      loanHumanId: await humanIdOf(activity.loan_id),
    });
  if (input.declined)
    await notify(tx, {
      userIds: [input.adminId],
      kind: 'envelope-declined',
      message: `Signature declined: ${input.declined.upload.activity.document_name ?? input.declined.upload.activity.name} by ${input.declined.signer.name} <${input.declined.signer.email}>. Reason: The prepayment terms differ from what we agreed.`,
      documentId: input.declined.upload.document.id,
      loanHumanId: await humanIdOf(input.declined.upload.activity.loan_id),
    });

  // The demo borrower and broker: what was asked of them, a rejection with its reason, a signature.
  const people = await tx
    .select({ id: users.id, role: users.role, borrower_id: users.borrower_id, contact_id: users.contact_id })
    .from(users)
    .where(inArray(users.email, ['borrower@example.com', 'broker@example.com']));
  for (const person of people) {
    const own = await tx
      .select()
      .from(activities)
      .where(
        and(
          inArray(activities.id, input.activityIds),
          eq(activities.activity_type, 'document-request'),
          person.role === 'borrower'
            ? sql`${activities.loan_id} in (select loan_id from loan_borrowers where borrower_id = ${person.borrower_id})`
            : sql`${activities.loan_id} in (select loan_id from loan_contacts where contact_id = ${person.contact_id})`,
        ),
      )
      .orderBy(asc(activities.id))
      .limit(40);
    const requested = own.filter((a) => a.state === 'new').slice(0, 2);
    const rejected = own.find((a) => a.state === 'rejected');
    for (const activity of requested)
      await notify(tx, {
        userIds: [person.id],
        kind: 'document-requested',
        message: `Document requested: ${activity.document_name ?? activity.name}`,
        loanHumanId: await humanIdOf(activity.loan_id),
      });
    if (rejected)
      await notify(tx, {
        userIds: [person.id],
        kind: 'document-rejected',
        message: `Your document was rejected: ${rejected.document_name ?? rejected.name}. Reason: ${rejected.status_text ?? 'Please upload a clearer copy.'}`,
        loanHumanId: await humanIdOf(rejected.loan_id),
      });
    const sheet = own[0]
      ? (
          await tx
            .select()
            .from(activities)
            .where(and(eq(activities.loan_id, own[0].loan_id!), eq(activities.activity_type, 'term-sheet')))
            .limit(1)
        )[0]
      : undefined;
    if (sheet)
      await notify(tx, {
        userIds: [person.id],
        kind: 'signature-requested',
        message: `Signature requested: ${sheet.name}. Your private signing link is in your e-mail.`,
        loanHumanId: await humanIdOf(sheet.loan_id),
      });
  }
};
