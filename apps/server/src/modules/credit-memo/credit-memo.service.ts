// The credit memo in one click (issue 23 item 7): built from the loan's policy tables, insights,
// reports, data points and score, drawn as a PDF and a DOCX, kept as the loan's generated
// documents (kind 'generated') with an audit row, and answered as signed links.
import { randomUUID } from 'node:crypto';
import type { CreditMemoResponse } from '@lending/domain';
import type { Db } from '../../db/client';
import { and, asc, eq } from 'drizzle-orm';
import { activities, documents, loans, processes } from '../../db/schema/index';
import { DOCX_TYPE } from '../../integrations/storage/file-types';
import type { Storage } from '../../integrations/storage/storage';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../plugins/audit';
import { epochNow } from '../../lib/clock';
import { findLoan } from '../../lib/loan-finder';
import { buildMemoModel } from './memo-data';
import { renderMemoDocx } from './memo-docx';
import { renderMemoPdf } from './memo-pdf';

const LINK_SECONDS = 15 * 60;

export const generateCreditMemo = async (
  db: Db,
  storage: Storage,
  input: { loanIdOrHumanId: string; actor: Actor },
): Promise<CreditMemoResponse> => {
  const loan = await findLoan(db, input.loanIdOrHumanId, { for: input.actor });
  const stored = await db.transaction(async (tx) => {
    const model = await buildMemoModel(tx, loan.id);
    const [pdf, docx] = [await renderMemoPdf(model), renderMemoDocx(model)];
    const now = epochNow();
    const base = `loans/${loan.id}/credit-memo/${now}`;
    const fileBase = `Credit Memo ${loan.human_id}`;
    const pdfId = randomUUID();
    const docxId = randomUUID();
    // Ready to attach to the board review: with one, the memo is a process of it and is listed
    // with the loan's system documents; before Complete Underwriting it is kept with the loan.
    const [review] = await tx
      .select({ id: activities.id })
      .from(activities)
      .where(
        and(
          eq(activities.loan_id, loan.id),
          eq(activities.activity_type, 'board-review'),
          eq(activities.archived, false),
        ),
      )
      .orderBy(asc(activities.created_at))
      .limit(1);
    const [process] = review
      ? await tx
          .insert(processes)
          .values({
            activity_id: review.id,
            state: 'processed',
            state_epoch: now,
            created_by: input.actor.id,
          })
          .returning({ id: processes.id })
      : [];
    const files = [
      {
        id: pdfId,
        key: `${base}/${pdfId}.pdf`,
        name: `${fileBase}.pdf`,
        type: 'application/pdf',
        bytes: pdf,
      },
      { id: docxId, key: `${base}/${docxId}.docx`, name: `${fileBase}.docx`, type: DOCX_TYPE, bytes: docx },
    ];
    for (const file of files) await storage.put(file.key, file.bytes, { contentType: file.type });
    await tx.insert(documents).values(
      files.map((file) => ({
        id: file.id,
        loan_id: loan.id,
        activity_id: review?.id ?? null,
        process_id: process?.id ?? null,
        kind: 'generated',
        document_name: 'Credit Memo',
        file_name: file.name,
        storage_key: file.key,
        content_type: file.type,
        size_bytes: file.bytes.length,
        uploaded_by: input.actor.id,
        created_epoch: now,
        // The memo restates the file: read back, its figures would become their own sources.
        extraction_status: 'processed',
        extraction_note: 'Generated from the loan data; not read for data points',
      })),
    );
    await recordAudit(tx, {
      actor: input.actor,
      action: 'credit-memo.generate',
      entity_type: 'loan',
      entity_id: loan.id,
      after: {
        pdf_document_id: pdfId,
        docx_document_id: docxId,
        board_review_id: review?.id ?? null,
        score: model.score.total,
      },
    });
    const [after] = await tx.select({ score: loans.score }).from(loans).where(eq(loans.id, loan.id));
    return { files, now, score: after?.score ?? null };
  });
  const [pdf, docx] = stored.files;
  return {
    pdf_url: await storage.signedDownloadUrl(pdf!.key, { fileName: pdf!.name, expiresIn: LINK_SECONDS }),
    docx_url: await storage.signedDownloadUrl(docx!.key, { fileName: docx!.name, expiresIn: LINK_SECONDS }),
    pdf_document_id: pdf!.id,
    docx_document_id: docx!.id,
    file_name: pdf!.name,
    generated_epoch: stored.now,
    score: stored.score,
  };
};
