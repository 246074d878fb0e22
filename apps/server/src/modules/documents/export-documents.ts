// The export-documents job (000 §2 "Export documents starts a background task; the result is
// reported by email"): every stored file of the loan in one zip, kept in storage, and a mail
// to the requester with a signed download link.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import * as archiverModule from 'archiver';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documents, loans } from '../../db/schema/index';
import type { MailSender } from '../../integrations/mail/mail';
import { absoluteUrl, type Storage } from '../../integrations/storage/storage';
import { recordAudit } from '../../plugins/audit';
import { notifyReportReady } from '../notifications/index';
import { epochNow } from '../../lib/clock';

export const EXPORT_DOCUMENTS_JOB = 'export-documents';
export type ExportDocumentsJob = {
  loanId: string;
  requestedBy: { id: string; email: string };
  baseUrl?: string;
};

const LINK_SECONDS = 7 * 86_400;

// archiver 7 exports a factory function (CommonJS); the installed types describe archiver 8's classes.
type ArchiverFactory = (format: 'zip', options?: archiverModule.ArchiverOptions) => archiverModule.Archiver;
const createArchive: ArchiverFactory =
  (archiverModule as unknown as { default?: ArchiverFactory }).default ??
  (archiverModule as unknown as ArchiverFactory);

const zipToBuffer = async (storage: Storage, files: { key: string; name: string }[]): Promise<Buffer> => {
  const archive = createArchive('zip', { zlib: { level: 6 } });
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    archive.on('error', reject);
  });
  archive.pipe(sink);
  const used = new Map<string, number>();
  for (const file of files) {
    // Two files with one name both survive: "name (2).pdf".
    const count = (used.get(file.name) ?? 0) + 1;
    used.set(file.name, count);
    const name = count === 1 ? file.name : file.name.replace(/(\.[^.]*)?$/, (ext) => ` (${count})${ext}`);
    archive.append(await storage.get(file.key), { name });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
};

export const runExportDocuments = async (
  deps: { db: Db; storage: Storage; mail: MailSender },
  job: ExportDocumentsJob,
): Promise<{ key: string; files: number }> => {
  const { db, storage, mail } = deps;
  const [loan] = await db.select().from(loans).where(eq(loans.id, job.loanId));
  if (!loan) return { key: '', files: 0 };
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(eq(documents.loan_id, loan.id), eq(documents.status, 'completed'), ne(documents.kind, 'export')),
    );
  const present: { key: string; name: string }[] = [];
  for (const row of rows)
    if (await storage.exists(row.storage_key))
      present.push({ key: row.storage_key, name: `${row.document_name}/${row.file_name}` });
  const zip = await zipToBuffer(storage, present);
  const id = randomUUID();
  const key = `loans/${loan.id}/exports/${id}.zip`;
  const fileName = `loan-${loan.human_id}-documents.zip`;
  await storage.put(key, zip, { contentType: 'application/zip' });
  const now = epochNow();
  await db.insert(documents).values({
    id,
    loan_id: loan.id,
    kind: 'export',
    document_name: 'Export',
    file_name: fileName,
    storage_key: key,
    content_type: 'application/zip',
    size_bytes: zip.length,
    uploaded_by: job.requestedBy.id,
    created_epoch: now,
  });
  const url = absoluteUrl(
    await storage.signedDownloadUrl(key, { fileName, expiresIn: LINK_SECONDS }),
    job.baseUrl,
  );
  await mail.send({
    to: job.requestedBy.email,
    subject: `Documents of ${loan.name} are ready`,
    text: `The export of ${present.length} document(s) of ${loan.name} is ready.\n\nDownload: ${url}\n\nThe link is valid for 7 days.`,
  });
  await recordAudit(db, {
    actor: job.requestedBy,
    action: 'loan.export-documents.done',
    entity_type: 'loan',
    entity_id: loan.id,
    after: { files: present.length, key },
  });
  await db.transaction((tx) =>
    notifyReportReady(tx, {
      loanId: loan.id,
      title: `export of ${present.length} document(s) of ${loan.name}`,
      requestedBy: job.requestedBy.id,
    }),
  );
  return { key, files: present.length };
};
