// One store for a corrected value (issue 23): an edit in the OCR panel (update-display-data) and one
// in the data-points panel (PUT /data-point/update) write the same things — the data point (value,
// who, when, source 'staff'), the document's ocr_data and the process's analysis key — in one
// transaction with an audit row, so both readers show the edit identically whichever route made it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditEvents, processes } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { samplePdf } from './sample-documents';
import { storeDocument, waitForExtraction } from './test-helpers';

let ctx: TestContext;
let admin: Caller;
let loanId: string;
let activityId: string;
let processId: string;
let documentId: string;

const STATEMENT = [
  'Harbor Trust Bank',
  'Statement period: March 1, 2026 through March 31, 2026',
  'JORDAN AVERY  Account 4401-2231-09',
  'Previous balance $10,000.00',
  'Deposits (12) $24,900.00',
  'Withdrawals (5) $4,900.00',
  'New balance $30,000.00',
];

type Point = {
  data_point_id: string;
  key_name: string;
  value: unknown;
  source: string;
  corrected_at: string | null;
};
type Item = {
  document: { document_id: string };
  data_points: Point[];
  ocr_data: Record<string, { value: unknown }>;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = caller(ctx);
  const { loan } = await insertLoan(ctx.db);
  loanId = loan.id;
  const [activity] = await ctx.db
    .insert(activities)
    .values({
      loan_id: loan.id,
      activity_type: 'document-request',
      name: 'Bank Statements',
      document_name: 'Bank Statements',
      state: 'processed',
      state_epoch: 0,
      last_update: 0,
    })
    .returning();
  activityId = activity!.id;
  const [process] = await ctx.db
    .insert(processes)
    .values({ activity_id: activityId, state: 'processed', state_epoch: 0, data_to_display: {} })
    .returning();
  processId = process!.id;
  documentId = await storeDocument(ctx, {
    loanId,
    bytes: await samplePdf(STATEMENT),
    name: 'March statement',
    contentType: 'application/pdf',
    activityId,
    processId,
  });
  expect((await waitForExtraction(ctx, documentId)).extraction_status).toBe('processed');
});
afterAll(async () => {
  await ctx?.close();
});

/** Both readers: the documents panel (data points and OCR tab) and the analysis modal's OCR panel. */
const readers = async (key: string) => {
  const items = (await admin('GET', `/loan/${loanId}/get-all-documents`)).json() as Item[];
  const item = items.find((d) => d.document.document_id === documentId)!;
  const point = item.data_points.find((p) => p.key_name === key)!;
  const [process] = await ctx.db.select().from(processes).where(eq(processes.id, processId));
  const entry = process!.data_to_display[key] as Record<string, unknown>;
  return { point, ocr: item.ocr_data[key], entry };
};

const versionOf = async () =>
  (await ctx.db.select().from(activities).where(eq(activities.id, activityId)))[0]!.version;

const audits = async (action: string) =>
  ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entity_id, documentId)));

describe('one store for a corrected value', () => {
  it('an edit in the OCR panel is the data point, the OCR tab and the analysis key, with who and when', async () => {
    const before = (await readers('ending_balance')).point;
    expect(before).toMatchObject({ value: 30000, source: 'extractor', corrected_at: null });
    const saved = await admin('PUT', `/activity/${activityId}/process/${processId}/update-display-data`, {
      ending_balance: 31000.5,
      version: await versionOf(),
    });
    expect(saved.statusCode).toBe(200);
    const { point, ocr, entry } = await readers('ending_balance');
    expect(point).toMatchObject({ data_point_id: before.data_point_id, value: 31000.5, source: 'staff' });
    expect(point.corrected_at).not.toBeNull();
    expect(ocr).toEqual({ value: 31000.5 });
    expect(entry).toMatchObject({
      value: 31000.5,
      source: 'staff',
      document_id: documentId,
      corrected_by: ctx.users.admin.id,
      corrected_at: point.corrected_at,
    });
    expect((saved.json() as Record<string, unknown>).ending_balance).toEqual(entry);
    expect(await audits('data-point.update')).toHaveLength(1);
  });

  it('an edit in the data-points panel shows the same way in the OCR panel, and a stale OCR panel gets 409', async () => {
    const stale = await versionOf();
    const { point: before } = await readers('total_deposits');
    const res = await admin('PUT', '/data-point/update', [
      { data_point_id: before.data_point_id, value: '25100' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ key_name: 'total_deposits', value: 25100, source: 'staff' }]);
    const { point, ocr, entry } = await readers('total_deposits');
    expect(point).toMatchObject({ value: 25100, source: 'staff' });
    expect(ocr).toEqual({ value: 25100 });
    expect(entry).toMatchObject({ value: 25100, source: 'staff', corrected_by: ctx.users.admin.id });
    expect(entry.corrected_at).toBe(point.corrected_at);
    expect(await audits('data-point.update')).toHaveLength(2);
    // The OCR panel opened before that edit would overwrite it: refused.
    const late = await admin('PUT', `/activity/${activityId}/process/${processId}/update-display-data`, {
      total_deposits: 1,
      version: stale,
    });
    expect(late.statusCode).toBe(409);
    expect((await readers('total_deposits')).point.value).toBe(25100);
  });

  it('a re-read of the document keeps both corrections in every reader', async () => {
    const retry = await admin('PUT', `/loan/${loanId}/document/${documentId}/retry-extraction`);
    expect(retry.statusCode).toBe(202);
    // The retry puts the document back in the queue; wait for the new reading to be written.
    expect((await waitForExtraction(ctx, documentId)).extraction_status).toBe('processed');
    for (const [key, value] of [
      ['ending_balance', 31000.5],
      ['total_deposits', 25100],
    ] as const) {
      const { point, ocr, entry } = await readers(key);
      expect([point.value, ocr?.value, entry.value, point.source, entry.source]).toEqual([
        value,
        value,
        value,
        'staff',
        'staff',
      ]);
    }
  });

  it('a key no reading produced stays a process value as typed', async () => {
    const res = await admin('PUT', `/activity/${activityId}/process/${processId}/update-display-data`, {
      note_from_staff: 'called the bank',
      version: await versionOf(),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Record<string, unknown>).note_from_staff).toBe('called the bank');
    expect((await readers('ending_balance')).point.value).toBe(31000.5);
  });
});
