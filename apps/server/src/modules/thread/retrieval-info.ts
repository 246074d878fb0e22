// GET /thread/retrieval-info/{messageId}/{contentId} (001 §3, §7): the cited document, page and
// quote, with the page as an image, so a citation opens the right place.
import { eq } from 'drizzle-orm';
import type { RetrievalContent, RetrievalInfo } from '@lending/domain';
import type { Db } from '../../db/client';
import { documentPages, documents, messages } from '../../db/schema/index';
import type { Storage } from '../../integrations/storage/storage';
import { findLoan } from '../../lib/loan-finder';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { pageImagePng } from '../documents-intelligence/index';
import { ownThread } from './thread.service';
import { isUuid } from '../../lib/ids';

const NOT_FOUND = 'Reference not found';

export const retrievalInfo = async (
  deps: { db: Db; storage: Storage },
  user: RequestUser,
  input: { messageId: string; contentId: string },
): Promise<RetrievalInfo> => {
  const { db, storage } = deps;
  if (!isUuid(input.messageId)) throw new AppError(404, NOT_FOUND);
  const [message] = await db.select().from(messages).where(eq(messages.id, input.messageId));
  if (!message) throw new AppError(404, NOT_FOUND);
  await ownThread(db, user, message.thread_id);
  const content = (message.retrieval_contents as unknown as RetrievalContent[]).find(
    (c) => c.content_id === input.contentId,
  );
  if (!content) throw new AppError(404, NOT_FOUND);
  const [doc] = await db.select().from(documents).where(eq(documents.id, content.document_id));
  if (!doc || doc.status !== 'completed')
    throw new AppError(404, 'The cited document is no longer available');
  const loan = doc.loan_id ? await findLoan(db, doc.loan_id, { for: user }) : undefined;
  const pages = await db.select().from(documentPages).where(eq(documentPages.document_id, doc.id));
  const page = pages.find((p) => p.page === content.page);
  let image: Buffer | null = null;
  try {
    const stream = await storage.get(doc.storage_key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    image = await pageImagePng(Buffer.concat(chunks), content.page);
  } catch {
    image = null;
  }
  return {
    page_image: image ? image.toString('base64') : null,
    metadata: {
      content_text: `Filename: ${doc.file_name}\nPage: ${content.page}\n\n${page?.text ?? content.text}`,
      doc_name: doc.document_name,
      page: content.page,
      document_id: doc.id,
      loan_id: doc.loan_id,
      loan_human_id: loan?.human_id ?? null,
      quote: content.text,
    },
  };
};
