// Generating, linking and mailing the files of a generated document (DOCX + PDF), shared by
// the term sheet, commitment, board review and custom documents.
import type { Actor } from '../../lib/actor';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { borrowers, documents, loanBorrowers, loans, processes, properties } from '../../db/schema/index';
import { renderDocx } from './docx';
import type { DocumentKind } from './fields';
import { buildDocumentModel } from './model';
import { loadTemplate } from './templates';
import { renderDocumentPdf } from './document-pdf';
import type { Mail } from '../../integrations/mail/mail';
import { DOCX_TYPE } from '../../integrations/storage/file-types';
import { absoluteUrl, type Storage } from '../../integrations/storage/storage';
import type { PdfLayout } from '@lending/domain';
import { LENDER_NAME } from '../../lib/lender';
import type { PdfConverter } from '../../lib/pdf-converter';
import { AppError } from '../../plugins/errors';
import { mailsOf, type ActivityRow, type SentMail } from '../activity/index';
import { epochNow } from '../../lib/clock';

const SEND_LINK_SECONDS = 7 * 86_400;

export type Generated = {
  process_id: string;
  pdf_document_id: string;
  docx_document_id: string;
  epoch: number;
  /** Absent on generations made before the PDF came from the template (they used the standard layout). */
  pdf_layout?: PdfLayout;
  /** Why the PDF is in the standard layout (LibreOffice missing, failed or too slow), for support. */
  pdf_problem?: string;
};

/** What a generation writes with: the file storage and the DOCX to PDF converter. */
export type GenerationDeps = { storage: Storage; pdfConverter: PdfConverter };

export const valuesOf = (activity: ActivityRow): Record<string, unknown> =>
  (activity.data.values as Record<string, unknown> | undefined) ?? {};

export const loanContext = async (db: Db | Tx, loanId: string | null) => {
  if (!loanId) throw new AppError(409, 'The activity is not linked to a loan');
  const [loan] = await db.select().from(loans).where(eq(loans.id, loanId));
  if (!loan) throw new AppError(404, 'Loan not found');
  const [borrower] = await db
    .select({
      first_name: borrowers.first_name,
      last_name: borrowers.last_name,
      email: borrowers.email,
      id: borrowers.id,
    })
    .from(loanBorrowers)
    .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
    .where(eq(loanBorrowers.loan_id, loanId))
    .orderBy(asc(loanBorrowers.position))
    .limit(1);
  const [property] = await db
    .select()
    .from(properties)
    .where(eq(properties.loan_id, loanId))
    .orderBy(asc(properties.position))
    .limit(1);
  return { loan, borrower: borrower ?? null, property: property ?? null };
};

/** Fills the kind's template into a DOCX and a PDF kept as one process with two documents. */
export const generateFiles = async (
  tx: Tx,
  { storage, pdfConverter }: GenerationDeps,
  input: {
    activity: ActivityRow;
    kind: DocumentKind;
    title?: string;
    values: Record<string, unknown>;
    actor: Actor;
  },
): Promise<Generated> => {
  const { activity, kind, actor } = input;
  const { loan, borrower, property } = await loanContext(tx, activity.loan_id);
  const now = epochNow();
  const values = { ...input.values };
  if (kind === 'commitment' && borrower?.email) values.borrower_email ??= borrower.email;
  const model = buildDocumentModel({
    kind,
    title: input.title,
    lender: LENDER_NAME,
    loan,
    borrower,
    property,
    values,
    now,
  });
  const template = await loadTemplate(tx, storage, kind);
  const docx = renderDocx(template.file, model);
  const { pdf, layout, problem } = await renderDocumentPdf(pdfConverter, { docx, model });
  const [process] = await tx
    .insert(processes)
    .values({ activity_id: activity.id, state: 'processed', state_epoch: now, created_by: actor.id })
    .returning();
  const base = `loans/${loan.id}/${activity.id}/${process!.id}`;
  const fileBase = `${model.title} ${loan.human_id}`.replace(/[\\/:*?"<>|]/g, '-');
  const pdfId = randomUUID();
  const docxId = randomUUID();
  await storage.put(`${base}/${pdfId}.pdf`, pdf, { contentType: 'application/pdf' });
  await storage.put(`${base}/${docxId}.docx`, docx, { contentType: DOCX_TYPE });
  const common = {
    loan_id: loan.id,
    activity_id: activity.id,
    process_id: process!.id,
    kind: 'generated',
    document_name: model.title,
    uploaded_by: actor.id,
    created_epoch: now,
  };
  await tx.insert(documents).values([
    {
      ...common,
      id: pdfId,
      file_name: `${fileBase}.pdf`,
      storage_key: `${base}/${pdfId}.pdf`,
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    },
    {
      ...common,
      id: docxId,
      file_name: `${fileBase}.docx`,
      storage_key: `${base}/${docxId}.docx`,
      content_type: DOCX_TYPE,
      size_bytes: docx.length,
    },
  ]);
  return {
    process_id: process!.id,
    pdf_document_id: pdfId,
    docx_document_id: docxId,
    epoch: now,
    pdf_layout: layout,
    ...(problem ? { pdf_problem: problem } : {}),
  };
};

/** Signed links to the PDF and DOCX of a generation. */
export const linksFor = async (db: Db | Tx, storage: Storage, generated: Generated, expiresIn?: number) => {
  const rows = await db.select().from(documents).where(eq(documents.process_id, generated.process_id));
  const pdf = rows.find((row) => row.id === generated.pdf_document_id);
  const docx = rows.find((row) => row.id === generated.docx_document_id);
  if (!pdf || !docx) throw new AppError(404, 'The document has not been generated yet');
  return {
    pdf_url: await storage.signedDownloadUrl(pdf.storage_key, { fileName: pdf.file_name, expiresIn }),
    docx_url: await storage.signedDownloadUrl(docx.storage_key, { fileName: docx.file_name, expiresIn }),
    pdf_document_id: pdf.id,
    docx_document_id: docx.id,
    file_name: pdf.file_name,
    generated_epoch: generated.epoch,
    pdf_layout: generated.pdf_layout ?? 'standard',
  };
};

/**
 * The mail with links to the generated files, and the activity's updated mail list. The caller
 * sends it after its transaction commits, so a slow mail server never holds a row lock.
 */
export const prepareDocumentMail = async (
  tx: Tx,
  storage: Storage,
  input: { activity: ActivityRow; generated: Generated; to?: string; baseUrl?: string },
): Promise<{ mail: Mail; mails: SentMail[] }> => {
  const { loan, borrower } = await loanContext(tx, input.activity.loan_id);
  const recipient = input.to ?? borrower?.email;
  if (!recipient) throw new AppError(409, 'The loan has no borrower e-mail to send the document to');
  const { pdf_url, docx_url, file_name } = await linksFor(tx, storage, input.generated, SEND_LINK_SECONDS);
  const subject = `${file_name.replace(/\.pdf$/, '')}: ${loan.name}`;
  const text = `Please find the document for ${loan.name}.\n\nPDF: ${absoluteUrl(pdf_url, input.baseUrl)}\nWord: ${absoluteUrl(docx_url, input.baseUrl)}\n\nThe links are valid for 7 days.`;
  return {
    mail: { to: recipient, subject, text },
    mails: [...mailsOf(input.activity), { to: recipient, subject, created_epoch: epochNow() }],
  };
};
