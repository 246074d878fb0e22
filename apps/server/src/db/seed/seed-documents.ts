// The demo's documents (issue 11 item 9): every document request past New has real uploaded
// files (small PDFs and PNGs) in the state of its upload round, a rejected one keeps its reason,
// processed statements carry the values the OCR panel shows, term sheets have a staff-added
// letter of intent (System Documents tab), and funded / paid-off loans have their servicing
// record. With many loans (scale seeding) the files are shared by key instead of one per document.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import type { Storage } from '../../integrations/storage/storage';
import { bulkInsert } from './bulk-insert';
import { demoPdf, demoPng } from './demo-files';
import { cols } from './seed-columns';

type Sample = { fileName: string; contentType: string; bytes: Buffer };

const sampleFor = async (documentName: string): Promise<Sample[]> => {
  switch (documentName) {
    case 'Bank Statements':
      return [
        {
          fileName: 'bank-statement-march.pdf',
          contentType: 'application/pdf',
          bytes: await demoPdf(
            'First Republic Bank - Statement, March',
            [
              'Account 4401-2231-09',
              'Opening balance $118,420.17',
              'Deposits $24,900.00',
              'Closing balance $125,000.00',
            ],
            3,
          ),
        },
        {
          fileName: 'bank-statement-april.pdf',
          contentType: 'application/pdf',
          bytes: await demoPdf(
            'First Republic Bank - Statement, April',
            ['Account 4401-2231-09', 'Opening balance $125,000.00', 'Closing balance $131,560.40'],
            2,
          ),
        },
      ];
    case 'Photo ID':
      return [{ fileName: 'drivers-license.png', contentType: 'image/png', bytes: demoPng() }];
    case 'Rent Roll':
      return [
        { fileName: 'rent-roll.png', contentType: 'image/png', bytes: demoPng(640, 400, [18, 184, 134]) },
      ];
    default:
      return [
        {
          fileName: `${documentName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
          contentType: 'application/pdf',
          bytes: await demoPdf(
            documentName,
            ['Signed copy provided by the borrower.', 'See the attached pages.'],
            2,
          ),
        },
      ];
  }
};

/** What the OCR panel shows for a processed upload round (the extraction itself runs elsewhere). */
const analysisFor = (documentName: string): Record<string, unknown> => {
  if (documentName === 'Bank Statements')
    return {
      bank_name: { value: 'First Republic Bank' },
      account_balance: { value: 125000 },
      statement_period: { value: 'March' },
    };
  if (documentName === 'Operating Agreement')
    return {
      entity_name: { value: 'Maple Holdings LLC' },
      members: { value: ['Brenda Walsh', 'Sam Ortiz'] },
    };
  return {};
};

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
  'status:text',
  'created_epoch:bigint',
);

export const seedDocuments = async (
  tx: Tx,
  storage: Storage,
  { activityIds, now, onePerDocument }: { activityIds: string[]; now: number; onePerDocument: boolean },
): Promise<number> => {
  if (activityIds.length === 0) return 0;
  const { rows } = await tx.execute<ProcessRow>(sql`
    select p.id as process_id, p.activity_id, a.loan_id, p.state, coalesce(a.document_name, a.name) as document_name
    from processes p join activities a on a.id = p.activity_id
    where a.id = any(${sql.param(activityIds)}::uuid[]) and a.activity_type = 'document-request'`);
  const samples = new Map<string, Sample[]>();
  const sharedKeys = new Map<string, string>();
  const documentRows: Record<string, unknown>[] = [];
  const analysis: { id: string; data: Record<string, unknown> }[] = [];
  for (const row of rows) {
    if (!samples.has(row.document_name)) samples.set(row.document_name, await sampleFor(row.document_name));
    for (const [index, sample] of samples.get(row.document_name)!.entries()) {
      const id = randomUUID();
      const extension = sample.fileName.split('.').pop();
      let key = `loans/${row.loan_id}/${row.activity_id}/${row.process_id}/${id}.${extension}`;
      if (onePerDocument) await storage.put(key, sample.bytes, { contentType: sample.contentType });
      else {
        const shared = `demo/samples/${row.document_name.replace(/[^A-Za-z0-9]+/g, '-')}-${index}.${extension}`;
        if (!sharedKeys.has(shared)) {
          await storage.put(shared, sample.bytes, { contentType: sample.contentType });
          sharedKeys.set(shared, shared);
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
        status: 'completed',
        created_epoch: now - 86_400 * (2 + index),
      });
    }
    const values = analysisFor(row.document_name);
    if (['processed', 'accepted', 'sent'].includes(row.state) && Object.keys(values).length > 0)
      analysis.push({ id: row.process_id, data: values });
  }
  await bulkInsert(tx, { table: 'documents', columns: DOCUMENT_COLUMNS, rows: documentRows });
  for (const { id, data } of analysis)
    await tx.execute(
      sql`update processes set data_to_display = data_to_display || ${JSON.stringify(data)}::jsonb where id = ${id}`,
    );
  if (onePerDocument) await seedLettersOfIntent(tx, storage, { activityIds, now });
  return documentRows.length;
};

/** A staff-added letter of intent on each term sheet past New: the System Documents tab's demo. */
const seedLettersOfIntent = async (
  tx: Tx,
  storage: Storage,
  { activityIds, now }: { activityIds: string[]; now: number },
) => {
  const { rows } = await tx.execute<{ id: string; loan_id: string }>(sql`
    select id, loan_id from activities
    where id = any(${sql.param(activityIds)}::uuid[]) and activity_type = 'term-sheet' and state <> 'new'`);
  if (rows.length === 0) return;
  const bytes = await demoPdf('Letter of Intent', [
    'The sponsor intends to purchase the property.',
    'Signed and dated.',
  ]);
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
      status: 'completed',
      created_epoch: now - 86_400 * 5,
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
