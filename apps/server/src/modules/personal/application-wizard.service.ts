// Submitting the application wizard (002 §2.2; DESIGN.md §8: it completes the borrower's
// application activity). One transaction: the files already uploaded into the activity become
// the loan's named documents, the signature is kept as a PNG document, the sections are stored
// on the application row, and the activity moves to done ('Fill Application' disappears).
import type { Actor } from '../../lib/actor';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { activities, applications, borrowers, documents, loans } from '../../db/schema/index';
import { assertCurrentVersion } from '../../lib/versioning';
import { detectFileType } from '../../integrations/storage/file-types';
import { readAll, type Storage } from '../../integrations/storage/storage';
import { AppError, type ErrorDetail } from '../../plugins/errors';
import { changeActivityState, withLockedActivity, type ActivityRow } from '../activity/index';
import { checkedSignaturePng } from '../e-signature/index';
import { epochNow } from '../../lib/clock';
import { renderApplicationPdf } from './application-pdf';
import { DOCUMENT_SLOTS, SIGNATURE_REQUIRED, type ApplicationSubmission } from '@lending/domain';

const ALREADY_SUBMITTED = 'The application was already submitted';

export const assertApplication = (activity: ActivityRow): void => {
  if (activity.activity_type !== 'application')
    throw new AppError(404, 'Activity is not an application activity');
};

/** The saved draft, the submitted sections and the state of an application activity. */
export const getApplication = async (db: DbOrTx, activity: ActivityRow) => {
  const [row] = await db.select().from(applications).where(eq(applications.activity_id, activity.id));
  const files = await db
    .select({
      document_id: documents.id,
      process_id: documents.process_id,
      file_name: documents.file_name,
      document_name: documents.document_name,
    })
    .from(documents)
    .where(and(eq(documents.activity_id, activity.id), eq(documents.status, 'completed')));
  return {
    activity_id: activity.id,
    state: activity.state,
    kind: (row?.kind ?? 'full-request') as 'init-request' | 'full-request',
    data: row?.data ?? {},
    submitted_epoch: row?.submitted_at ? Math.floor(row.submitted_at.getTime() / 1000) : null,
    files: files.map((f) => ({ ...f, process_id: f.process_id ?? '' })),
    // The draft belongs to its activity: a save sends back the activity's version it read.
    version: activity.version,
  };
};

export const saveDraft = (
  db: Db,
  {
    activityId,
    data,
    kind,
    version,
  }: { activityId: string; data: Record<string, unknown>; kind?: string | undefined; version: number },
) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    assertApplication(activity);
    if (activity.state !== 'new') throw new AppError(409, ALREADY_SUBMITTED);
    assertCurrentVersion(activity.version, version);
    const values = {
      activity_id: activity.id,
      loan_id: activity.loan_id,
      borrower_id: activity.borrower_id,
      data,
      ...(kind ? { kind } : {}),
    };
    await tx
      .insert(applications)
      .values(values)
      .onConflictDoUpdate({
        target: applications.activity_id,
        set: { data, ...(kind ? { kind } : {}), updated_at: new Date() },
      });
    const [bumped] = await tx
      .update(activities)
      .set({ version: sql`${activities.version} + 1` })
      .where(eq(activities.id, activity.id))
      .returning({ version: activities.version });
    return getApplication(tx, { ...activity, version: bumped!.version });
  });

// The wizard's pad is as wide as the form (up to ~1,000 CSS px) at the screen's pixel ratio (up to
// 4), 160 CSS px high; the schema takes 1.5 MB of base64.
const WIZARD_PAD = { maxWidth: 4000, maxHeight: 1000, maxBytes: 1_125_000 };

const decodeSignature = (dataUrl: string): Buffer => {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (detectFileType(png)?.mime !== 'image/png' || png.length < 67) {
    throw new AppError(400, SIGNATURE_REQUIRED, [{ path: 'consent.signature', message: SIGNATURE_REQUIRED }]);
  }
  // Decoded in full before it is kept (issue 24 E1): a damaged PNG would make the application's
  // PDF fail for good.
  try {
    return checkedSignaturePng(dataUrl, WIZARD_PAD);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(400, error.message, [{ path: 'consent.signature', message: error.message }]);
  }
};

export const submitApplication = (
  db: Db,
  storage: Storage,
  { activityId, input, actor }: { activityId: string; input: ApplicationSubmission; actor: Actor },
) =>
  withLockedActivity(db, activityId, async (tx, activity) => {
    assertApplication(activity);
    if (activity.state !== 'new') throw new AppError(409, ALREADY_SUBMITTED);
    const png = decodeSignature(input.consent.signature);
    const slots: { path: string; name: string; processId: string }[] = [
      { path: 'sponsor.idDocument', name: 'Sponsor ID', processId: input.sponsor.idDocument.process_id },
      ...Object.entries(DOCUMENT_SLOTS).map(([key, name]) => ({
        path: `documents.${key}`,
        name,
        processId: input.documents[key as keyof typeof DOCUMENT_SLOTS].process_id,
      })),
    ];
    const stored = await tx
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.activity_id, activity.id),
          inArray(
            documents.process_id,
            slots.map((s) => s.processId),
          ),
          eq(documents.status, 'completed'),
        ),
      );
    const details: ErrorDetail[] = slots
      .filter((slot) => !stored.some((doc) => doc.process_id === slot.processId))
      .map((slot) => ({ path: slot.path, message: 'Please upload this file again' }));
    if (details.length > 0) throw new AppError(400, 'Some files are missing or were not accepted', details);
    for (const slot of slots) {
      await tx
        .update(documents)
        .set({ document_name: slot.name })
        .where(and(eq(documents.activity_id, activity.id), eq(documents.process_id, slot.processId)));
    }
    const signatureId = randomUUID();
    const signatureKey = `loans/${activity.loan_id ?? 'none'}/${activity.id}/signature-${signatureId}.png`;
    await storage.put(signatureKey, png, { contentType: 'image/png' });
    await tx.insert(documents).values({
      id: signatureId,
      loan_id: activity.loan_id,
      activity_id: activity.id,
      kind: 'upload',
      document_name: 'Application Signature',
      file_name: 'signature.png',
      storage_key: signatureKey,
      content_type: 'image/png',
      size_bytes: png.length,
      uploaded_by: actor.id,
      created_epoch: epochNow(),
    });
    const { consent: _consent, kind, ...sections } = input;
    const data = { ...sections, consent: { affirmed: true } };
    const values = {
      data,
      kind,
      signature_document_id: signatureId,
      submitted_at: new Date(),
      updated_at: new Date(),
    };
    await tx
      .insert(applications)
      .values({
        activity_id: activity.id,
        loan_id: activity.loan_id,
        borrower_id: activity.borrower_id,
        ...values,
      })
      .onConflictDoUpdate({ target: applications.activity_id, set: values });
    // The borrower's experience feeds scoring (DESIGN.md §7: borrower variables read the profile).
    if (activity.borrower_id) {
      await tx
        .update(borrowers)
        .set({
          profile: sql`${borrowers.profile} || ${JSON.stringify({
            credit_band: input.experience.creditScore,
            similar_properties: input.experience.similarProperties,
            completed_projects: input.experience.projects,
            entity_name: input.entity.entityName,
          })}::jsonb`,
          updated_at: new Date(),
        })
        .where(eq(borrowers.id, activity.borrower_id));
    }
    const done = await changeActivityState(tx, {
      activity,
      to: 'done',
      actor,
      action: 'application.submit',
      changes: { data: { ...activity.data, kind } },
    });
    return getApplication(tx, done);
  });

const NOT_SUBMITTED = 'The application was not submitted yet';
const PDF_LINK_SECONDS = 15 * 60;

/**
 * The submitted application as a PDF (issue 8 item 9): drawn once per submission and kept in
 * storage (a submitted application never changes), answered as a short-lived signed link.
 */
export const applicationPdfLink = async (db: DbOrTx, storage: Storage, activity: ActivityRow) => {
  assertApplication(activity);
  const [row] = await db.select().from(applications).where(eq(applications.activity_id, activity.id));
  if (!row?.submitted_at) throw new AppError(409, NOT_SUBMITTED);
  const submittedEpoch = Math.floor(row.submitted_at.getTime() / 1000);
  const key = `loans/${activity.loan_id ?? 'none'}/${activity.id}/application-${submittedEpoch}.pdf`;
  const [loan] = activity.loan_id
    ? await db.select({ name: loans.name }).from(loans).where(eq(loans.id, activity.loan_id))
    : [];
  const fileName = `application${loan ? `-${loan.name.replace(/[^A-Za-z0-9-]+/g, '-')}` : ''}.pdf`;
  if (!(await storage.exists(key))) {
    const [borrower] = activity.borrower_id
      ? await db
          .select({ first: borrowers.first_name, last: borrowers.last_name })
          .from(borrowers)
          .where(eq(borrowers.id, activity.borrower_id))
      : [];
    const [signature] = row.signature_document_id
      ? await db
          .select({ key: documents.storage_key })
          .from(documents)
          .where(eq(documents.id, row.signature_document_id))
      : [];
    const signaturePng = signature?.key ? await readAll(storage, signature.key).catch(() => null) : null;
    const pdf = await renderApplicationPdf({
      loanName: loan?.name ?? null,
      borrowerName: borrower ? `${borrower.first} ${borrower.last}` : null,
      data: row.data,
      submittedEpoch,
      signaturePng,
    });
    await storage.put(key, pdf, { contentType: 'application/pdf' });
  }
  return {
    url: await storage.signedDownloadUrl(key, { fileName, expiresIn: PDF_LINK_SECONDS }),
    file_name: fileName,
  };
};
