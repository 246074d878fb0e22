// The demo's documents (issue 11 item 9): every document request past New has real uploaded
// files (small PDFs and PNGs) in the state of its upload round (a failed round has none), a rejected one keeps its reason,
// term sheets have a staff-added letter of intent (System Documents tab), and funded / paid-off
// loans have their servicing record. No value is written for the OCR panel: what a document says
// comes only from the extraction of its seeded file (issue 23: one reading per document, nothing
// invented). With many loans (scale seeding) the files are shared by key instead of one per document.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import type { Storage } from '../../integrations/storage/storage';
import { bulkInsert } from './bulk-insert';
import { letterOfIntentPdf } from './demo-docs/letter-of-intent';
import { demoFilesFor, loadDemoFacts, type DemoFacts, type DemoFile } from './demo-docs/index';
import { cols } from './seed-columns';
import { borrowerUploaders } from './seed-uploaders';

type Sample = DemoFile;

/** Papers the lender orders itself once a loan is in underwriting: no request, staff uploads. */
const LENDER_DOCUMENTS = ['Appraisal', 'Title Commitment', 'Insurance Binder'];
const LENDER_STATUSES = new Set([
  'Underwriting',
  'Board-Review',
  'Commitment-Sent',
  'Commitment-Accepted',
  'Funded',
  'Paid-Off',
]);

type ProcessRow = {
  process_id: string;
  activity_id: string;
  loan_id: string;
  state: string;
  document_name: string;
};

const DOCUMENT_COLUMNS = cols(
  'id:uuid',
  'loan_id:uuid',
  'activity_id:uuid',
  'process_id:uuid',
  'kind:text',
  'document_name:text',
  'file_name:text',
  'storage_key:text',
  'content_type:text',
  'size_bytes:bigint',
  'uploaded_by:uuid',
  'status:text',
  'created_epoch:bigint',
  'created_at:timestamptz',
);

/** What an underwriter opens first on a loan: read before its other papers (issue 23). */
const FIRST_READ = new Set(['Bank Statements', 'Rent Roll', 'Appraisal', 'Operating Agreement']);
/** Loans read whole (their scans too) before any other loan's scans. */
export const LOANS_READ_WHOLE = 3;
type Stamp = (loanId: string, documentName: string, contentType: string) => string;

/**
 * The extraction sweep reads the newest documents first (by created_at): the demo's files are
 * stamped in the order a person meets them. Loan by loan in loan-number order (the first loans
 * are read completely first instead of every loan a little), in a loan its bank statements, rent
 * roll, appraisal and operating agreement first and its scans (OCR, seconds each) last; past the
 * first LOANS_READ_WHOLE loans the scans wait until every loan's text PDFs are read (a text layer
 * reads in a fraction of a second). Ranks count every loan, so a loan drawn alone keeps its place.
 */
const readingOrder = async (tx: Tx, loanIds: string[], now: number): Promise<Stamp> => {
  const { rows } = await tx.execute<{ id: string; rank: number }>(
    sql`select id, rank from (select id, (row_number() over (order by human_id))::int - 1 as rank from loans) r
      where id = any(${sql.param(loanIds)}::uuid[])`,
  );
  const rank = new Map(rows.map((row) => [row.id, row.rank]));
  let counter = 0;
  return (loanId, documentName, contentType) => {
    const place = rank.get(loanId) ?? rows.length;
    const scan = contentType.startsWith('image/');
    const within = (FIRST_READ.has(documentName) ? 0 : 20) + (scan ? 40 : 0) + (counter++ % 20);
    const back = place * 100 + within + (scan && place >= LOANS_READ_WHOLE ? 7 * 86_400 : 0);
    return new Date((now - back) * 1000).toISOString();
  };
};

export const seedDocuments = async (
  tx: Tx,
  storage: Storage,
  { activityIds, now, onePerDocument }: { activityIds: string[]; now: number; onePerDocument: boolean },
): Promise<number> => {
  if (activityIds.length === 0) return 0;
  // Staff (the demo's admin) upload the lender's own papers and the files a borrower e-mailed.
  const adminId = (
    await tx.execute<{ id: string }>(
      sql`select id from users where role = 'admin' order by (email = 'admin@example.com') desc, created_at limit 1`,
    )
  ).rows[0]?.id;
  const { rows } = await tx.execute<ProcessRow>(sql`
    select p.id as process_id, p.activity_id, a.loan_id, p.state, coalesce(a.document_name, a.name) as document_name
    from processes p join activities a on a.id = p.activity_id
    where a.id = any(${sql.param(activityIds)}::uuid[]) and a.activity_type = 'document-request'`);
  const loanIds = [...new Set(rows.map((row) => row.loan_id))];
  const uploaders = await borrowerUploaders(tx, loanIds);
  const facts = await loadDemoFacts(tx, onePerDocument ? loanIds : loanIds.slice(0, 1), now);
  // A scale seed shares one set of files (the first loan's) by key instead of one per document.
  const generic = facts.values().next().value;
  const samples = new Map<string, Sample[]>();
  const filesOf = async (loanId: string, documentName: string): Promise<Sample[]> => {
    const own = onePerDocument ? facts.get(loanId) : undefined;
    if (own) return demoFilesFor(documentName, own);
    if (!samples.has(documentName))
      samples.set(documentName, generic ? await demoFilesFor(documentName, generic) : []);
    return samples.get(documentName)!;
  };
  const stamp = await readingOrder(tx, [...facts.keys()], now);
  const sharedKeys = new Set<string>();
  const documentRows: Record<string, unknown>[] = [];
  for (const row of rows) {
    // A failed upload round kept no file (activity.uploads.ts deletes what failed its type check):
    // the borrower is asked to upload again, so no file of it is read.
    if (row.state === 'failed') continue;
    for (const [index, sample] of (await filesOf(row.loan_id, row.document_name)).entries()) {
      const id = randomUUID();
      const extension = sample.fileName.split('.').pop();
      let key = `loans/${row.loan_id}/${row.activity_id}/${row.process_id}/${id}.${extension}`;
      if (onePerDocument) await storage.put(key, sample.bytes, { contentType: sample.contentType });
      else {
        const shared = `demo/samples/${row.document_name.replace(/[^A-Za-z0-9]+/g, '-')}-${index}.${extension}`;
        if (!sharedKeys.has(shared)) {
          await storage.put(shared, sample.bytes, { contentType: sample.contentType });
          sharedKeys.add(shared);
        }
        key = shared;
      }
      documentRows.push({
        id,
        loan_id: row.loan_id,
        activity_id: row.activity_id,
        process_id: row.process_id,
        kind: 'upload',
        document_name: row.document_name,
        file_name: sample.fileName,
        storage_key: key,
        content_type: sample.contentType,
        size_bytes: sample.bytes.length,
        // The borrower sent it; a borrower without a portal account sent it to staff, who uploaded it.
        uploaded_by: uploaders.get(row.loan_id) ?? adminId ?? null,
        status: 'completed',
        created_epoch: now - 86_400 * (2 + index),
        created_at: stamp(row.loan_id, row.document_name, sample.contentType),
      });
    }
  }
  if (onePerDocument)
    documentRows.push(...(await lenderDocuments(tx, storage, { facts, now, stamp, adminId })));
  await bulkInsert(tx, { table: 'documents', columns: DOCUMENT_COLUMNS, rows: documentRows });
  if (onePerDocument) await seedLettersOfIntent(tx, storage, { activityIds, now, adminId });
  return documentRows.length;
};

/** The appraisal, title commitment and insurance binder of each loan past Underwriting: staff upload them. */
const lenderDocuments = async (
  tx: Tx,
  storage: Storage,
  {
    facts,
    now,
    stamp,
    adminId,
  }: {
    facts: Map<string, DemoFacts>;
    now: number;
    stamp: Stamp;
    adminId: string | undefined;
  },
): Promise<Record<string, unknown>[]> => {
  const { rows } = await tx.execute<{ id: string; status: string }>(sql`
    select id, status from loans where id = any(${sql.param([...facts.keys()])}::uuid[])`);
  const out: Record<string, unknown>[] = [];
  for (const loan of rows) {
    const loanFacts = facts.get(loan.id);
    if (!loanFacts || !LENDER_STATUSES.has(loan.status)) continue;
    for (const [index, name] of LENDER_DOCUMENTS.entries())
      for (const file of await demoFilesFor(name, loanFacts)) {
        const id = randomUUID();
        const key = `loans/${loan.id}/lender/${id}.pdf`;
        await storage.put(key, file.bytes, { contentType: file.contentType });
        out.push({
          id,
          loan_id: loan.id,
          activity_id: null,
          process_id: null,
          kind: 'upload',
          document_name: name,
          file_name: file.fileName,
          storage_key: key,
          content_type: file.contentType,
          size_bytes: file.bytes.length,
          uploaded_by: adminId ?? null,
          status: 'completed',
          created_epoch: now - 86_400 * (6 + index),
          created_at: stamp(loan.id, name, file.contentType),
        });
      }
  }
  return out;
};

/** A staff-added letter of intent on each term sheet past New: the System Documents tab's demo. */
const seedLettersOfIntent = async (
  tx: Tx,
  storage: Storage,
  { activityIds, now, adminId }: { activityIds: string[]; now: number; adminId: string | undefined },
) => {
  const { rows } = await tx.execute<{ id: string; loan_id: string }>(sql`
    select id, loan_id from activities
    where id = any(${sql.param(activityIds)}::uuid[]) and activity_type = 'term-sheet' and state <> 'new'`);
  if (rows.length === 0) return;
  const facts = await loadDemoFacts(tx, [...new Set(rows.map((row) => row.loan_id))], now);
  const processIds = await bulkInsert(tx, {
    table: 'processes',
    columns: cols('activity_id:uuid', 'state:text', 'state_epoch:bigint', 'data_to_display:jsonb'),
    rows: rows.map((row) => ({
      activity_id: row.id,
      state: 'processed',
      state_epoch: now,
      data_to_display: { custom: true },
    })),
    returning: 'id',
  });
  const documentRows = [];
  for (const [i, row] of rows.entries()) {
    const id = randomUUID();
    const key = `loans/${row.loan_id}/${row.id}/${processIds[i]}/${id}.pdf`;
    const bytes = await letterOfIntentPdf(facts.get(row.loan_id)!);
    await storage.put(key, bytes, { contentType: 'application/pdf' });
    documentRows.push({
      id,
      loan_id: row.loan_id,
      activity_id: row.id,
      process_id: processIds[i],
      kind: 'custom',
      document_name: 'Letter of Intent',
      file_name: 'letter-of-intent.pdf',
      storage_key: key,
      content_type: 'application/pdf',
      size_bytes: bytes.length,
      uploaded_by: adminId ?? null,
      status: 'completed',
      created_epoch: now - 86_400 * 5,
      // Read after every loan's received files (readingOrder).
      created_at: new Date((now - 86_400) * 1000).toISOString(),
    });
  }
  await bulkInsert(tx, { table: 'documents', columns: DOCUMENT_COLUMNS, rows: documentRows });
};

/** Funded and paid-off loans have their servicing record, as Set Funded / Set Paid Off write it. */
export const seedServicing = async (tx: Tx, loanIds: string[]): Promise<void> => {
  if (loanIds.length === 0) return;
  await tx.execute(sql`
    insert into servicing_events (loan_id, kind, event_epoch, payload)
    select id, 'funded', funded_epoch, jsonb_build_object('funded_date', funded_epoch)
    from loans where id = any(${sql.param(loanIds)}::uuid[]) and status in ('Funded', 'Paid-Off') and funded_epoch is not null`);
  await tx.execute(sql`
    insert into servicing_events (loan_id, kind, event_epoch, payload)
    select id, 'paid-off', paid_off_epoch, jsonb_build_object(
      'paid_off_date', paid_off_epoch, 'is_late_payment', false,
      'late_days', '[{"late_days":30,"count":0},{"late_days":60,"count":0},{"late_days":90,"count":0}]'::jsonb,
      'borrower_score', 80, 'is_construction_completed', true)
    from loans where id = any(${sql.param(loanIds)}::uuid[]) and status = 'Paid-Off' and paid_off_epoch is not null`);
};
