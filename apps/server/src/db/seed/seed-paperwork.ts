// The demo's paperwork beyond uploads (issue 11 follow-ups): term sheets past New carry the files
// their generation made (the real DOCX/PDF generator), envelopes stand in each state (sent,
// delivered, signed with the stamped copy and its certificate page, declined with a reason), and
// every demo user finds notifications in their bell, so a fresh start shows the loop populated.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { activities, borrowers, documents, envelopeRecipients, envelopes, loanBorrowers } from '../schema';
import { readAll, type Storage } from '../../integrations/storage/storage';
import { unavailableConverter, type PdfConverter } from '../../lib/pdf-converter';
import { seedNotifications } from './seed-notifications';
import type { SeedModules } from './seed-modules';

const DAY = 86_400;
/** Enough generated term sheets for every demo state without slowing the first start. */
const MAX_GENERATED = 8;

type Options = { activityIds: string[]; now: number; adminId: string };

const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

const signerOf = async (tx: Tx, loanId: string | null) => {
  if (!loanId) return { name: 'Demo Borrower', email: 'borrower@example.com' };
  const [row] = await tx
    .select({ first_name: borrowers.first_name, last_name: borrowers.last_name, email: borrowers.email })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.loan_id, loanId))
    .limit(1);
  return row?.email
    ? { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email.toLowerCase() }
    : { name: 'Demo Borrower', email: 'borrower@example.com' };
};

type EnvelopeState = 'sent' | 'delivered' | 'signed' | 'declined';

const addEnvelope = async (
  tx: Tx,
  { storage, stampSignedPdf }: { storage: Storage } & SeedModules['eSignature'],
  input: {
    activity: typeof activities.$inferSelect;
    document: typeof documents.$inferSelect;
    state: EnvelopeState;
    adminId: string;
    now: number;
  },
) => {
  const { activity, document, state, now } = input;
  const signer = await signerOf(tx, activity.loan_id);
  const sentAt = new Date((now - 3 * DAY) * 1000);
  const doneAt = new Date((now - DAY) * 1000);
  const original = await readAll(storage, document.storage_key);
  const [envelope] = await tx
    .insert(envelopes)
    .values({
      activity_id: activity.id,
      process_id: document.process_id,
      provider: 'built-in',
      status: state,
      document_id: document.id,
      subject: `Please sign: ${document.document_name}`,
      created_by: input.adminId,
      expires_at: new Date((now + 11 * DAY) * 1000),
      // Seeded envelopes have no signing link: nobody holds a token for them.
      recipients: [{ ...signer, status: state, token_hash: '' }],
      created_at: sentAt,
    })
    .returning();
  await tx.insert(envelopeRecipients).values({
    envelope_id: envelope!.id,
    position: 0,
    name: signer.name,
    email: signer.email,
    status: state,
    expires_at: new Date((now + 11 * DAY) * 1000),
    delivered_at: state === 'sent' ? null : new Date((now - 2 * DAY) * 1000),
    signed_at: state === 'signed' ? doneAt : null,
    declined_at: state === 'declined' ? doneAt : null,
    decline_reason: state === 'declined' ? 'The prepayment terms differ from what we agreed.' : null,
    signature_kind: state === 'signed' ? 'typed' : null,
    typed_name: state === 'signed' ? signer.name : null,
    ip: state === 'signed' ? '203.0.113.24' : null,
  });
  if (state === 'signed') {
    const signed = Buffer.from(
      await stampSignedPdf({
        original,
        originalSha256: sha256Hex(original),
        documentName: document.document_name ?? document.file_name,
        envelopeId: envelope!.id,
        signers: [
          {
            name: signer.name,
            email: signer.email,
            signedAt: doneAt,
            ip: '203.0.113.24',
            drawing: null,
            typedName: signer.name,
          },
        ],
      }),
    );
    const id = randomUUID();
    const key = `envelopes/${envelope!.id}/${id}.pdf`;
    await storage.put(key, signed, { contentType: 'application/pdf' });
    await tx.insert(documents).values({
      id,
      loan_id: activity.loan_id,
      activity_id: activity.id,
      process_id: document.process_id,
      kind: 'signed',
      document_name: `${document.document_name ?? activity.name} (signed)`,
      file_name: `${document.file_name.replace(/\.pdf$/i, '')} (signed).pdf`,
      storage_key: key,
      content_type: 'application/pdf',
      size_bytes: signed.length,
      sha256: sha256Hex(signed),
      created_epoch: now - DAY,
      // Read after the demo's received files (the extraction sweep reads the newest first).
      created_at: new Date((now - DAY) * 1000),
    });
    await tx.update(envelopes).set({ signed_document_id: id }).where(eq(envelopes.id, envelope!.id));
  }
  await tx
    .update(activities)
    .set({ docusign_envelope_id: envelope!.id })
    .where(eq(activities.id, activity.id));
  return { envelope: envelope!, signer };
};

export const seedPaperwork = async (
  tx: Tx,
  deps: { storage?: Storage; pdfConverter?: PdfConverter; modules: SeedModules },
  { activityIds, now, adminId }: Options,
) => {
  const { storage, modules } = deps;
  const { generateFiles, valuesOf } = modules.generatedDocuments;
  if (!storage || activityIds.length === 0) return;
  const signing = { storage, ...modules.eSignature };
  // A seed run without the app's converter (the CLI, tests) draws the standard layout, marked as such.
  const generation = {
    storage,
    pdfConverter: deps.pdfConverter ?? unavailableConverter('The seed was given no PDF converter'),
  };
  const actor = { id: adminId, email: 'admin@example.com' };
  // Term sheets past New: their generation's files (a generated one needs them to be sent).
  const sheets = await tx
    .select()
    .from(activities)
    .where(
      and(
        inArray(activities.id, activityIds),
        eq(activities.activity_type, 'term-sheet'),
        inArray(activities.state, ['generated', 'sent', 'signed', 'accepted']),
      ),
    )
    .orderBy(
      sql`case ${activities.state} when 'sent' then 0 when 'signed' then 1 when 'generated' then 2 else 3 end`,
      asc(activities.id),
    )
    .limit(MAX_GENERATED);
  const generatedPdf = new Map<string, string>();
  for (const sheet of sheets) {
    const generated = await generateFiles(tx, generation, {
      activity: sheet,
      kind: 'term-sheet',
      values: valuesOf(sheet),
      actor,
    });
    await tx
      .update(activities)
      .set({ data: { ...sheet.data, generated } })
      .where(eq(activities.id, sheet.id));
    generatedPdf.set(sheet.id, generated.pdf_document_id);
  }
  const pdfOf = async (documentId: string) =>
    (await tx.select().from(documents).where(eq(documents.id, documentId)))[0]!;

  // An envelope in each state: sent and delivered term sheets, signed ones with their stamped copy.
  const sent = sheets.filter((s) => s.state === 'sent');
  const signed = sheets.filter((s) => s.state === 'signed' || s.state === 'accepted');
  const plan: [typeof activities.$inferSelect, EnvelopeState][] = [
    ...sent.map((s, i): [typeof activities.$inferSelect, EnvelopeState] => [
      s,
      i % 2 === 0 ? 'sent' : 'delivered',
    ]),
    ...signed.slice(0, 2).map((s): [typeof activities.$inferSelect, EnvelopeState] => [s, 'signed']),
  ];
  for (const [activity, state] of plan)
    await addEnvelope(tx, signing, {
      activity,
      document: await pdfOf(generatedPdf.get(activity.id)!),
      state,
      adminId,
      now,
    });

  // A declined one: a borrower's PDF upload sent for signature and refused with a reason.
  const [upload] = await tx
    .select({ document: documents, activity: activities })
    .from(documents)
    .innerJoin(activities, eq(activities.id, documents.activity_id))
    .where(
      and(
        inArray(activities.id, activityIds),
        eq(activities.activity_type, 'document-request'),
        eq(activities.state, 'processed'),
        eq(documents.content_type, 'application/pdf'),
        eq(documents.kind, 'upload'),
      ),
    )
    .orderBy(asc(documents.id))
    .limit(1);
  const declined = upload
    ? await addEnvelope(tx, signing, { ...upload, state: 'declined', adminId, now })
    : null;

  await seedNotifications(tx, modules.notifications, {
    activityIds,
    adminId,
    declined: declined && upload ? { ...declined, upload } : null,
  });
};
