// One reading per document (issue 23 item 5): the analysis modal's OCR panel (the process's
// analysis keys), the documents panel's OCR tab and its data points all show the values of the
// same stored extraction, each value with its page and quote. Seeded guesses on the process
// (the old 'First Republic Bank' beside an N/A data point) do not survive the reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, processes } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { samplePdf } from './sample-documents';
import { storeDocument, waitForExtraction } from './test-helpers';

let ctx: TestContext;
let admin: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = caller(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const STATEMENT = [
  'Harbor Trust Bank',
  'Statement period: March 1, 2026 through March 31, 2026',
  'JORDAN AVERY  Account 4401-2231-09',
  '18 Maple Ave, Austin, TX 78704',
  'Summary of your account',
  'Previous balance $10,000.00',
  'Deposits (12) $24,900.00',
  'Withdrawals (5) $4,900.00',
  'New balance $30,000.00',
];

type Point = {
  key_name: string;
  value: unknown;
  page: number | null;
  quote: string | null;
  reason: string | null;
};
type Item = {
  document: { document_id: string };
  data_points: Point[];
  ocr_data: Record<string, { value: unknown }>;
};
type ActivityRow = {
  activity_id: string;
  processes?: { process_id: string; data_to_display: Record<string, unknown> }[];
};

describe('one reading per document', () => {
  it('shows the same values, with page and quote, in the OCR panel and the data points', async () => {
    const { loan } = await insertLoan(ctx.db);
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
    // What an older seed wrote on the process: guesses that no reading produced.
    const [process] = await ctx.db
      .insert(processes)
      .values({
        activity_id: activity!.id,
        state: 'processed',
        state_epoch: 0,
        data_to_display: {
          bank_name: { value: 'First Republic Bank' },
          account_balance: { value: 125000 },
          note_from_staff: 'checked by phone',
        },
      })
      .returning();
    const id = await storeDocument(ctx, {
      loanId: loan.id,
      bytes: await samplePdf(STATEMENT),
      name: 'March statement',
      contentType: 'application/pdf',
      activityId: activity!.id,
      processId: process!.id,
    });
    expect((await waitForExtraction(ctx, id)).extraction_status).toBe('processed');

    const items = (await admin('GET', `/loan/${loan.id}/get-all-documents`)).json() as Item[];
    const item = items.find((d) => d.document.document_id === id)!;
    const point = (key: string) => item.data_points.find((p) => p.key_name === key)!;
    expect(point('total_deposits')).toMatchObject({
      value: 24900,
      page: 1,
      quote: 'Deposits (12) $24,900.00',
    });
    expect(point('account_number_last4')).toMatchObject({ value: '****3109', page: 1 });
    expect(point('account_number_last4').quote).toContain('Account');
    expect(point('bank_name')).toMatchObject({ value: 'Harbor Trust Bank', page: 1 });
    expect(point('ending_balance').value).toBe(30000);
    // The OCR tab of the documents panel: the same values, key for key.
    expect(item.ocr_data).toEqual(
      Object.fromEntries(item.data_points.map((p) => [p.key_name, { value: p.value }])),
    );

    // The analysis modal's OCR panel reads the process's analysis keys: the same reading.
    const listed = (await admin('GET', `/activity/loan/${loan.id}/all`)).json() as ActivityRow[];
    const display = listed.find((a) => a.activity_id === activity!.id)!.processes![0]!.data_to_display;
    for (const p of item.data_points)
      expect(display[p.key_name], p.key_name).toMatchObject({ value: p.value, page: p.page, quote: p.quote });
    expect(display.account_balance).toBeUndefined();
    // A value staff typed on the process stays.
    expect(display.note_from_staff).toBe('checked by phone');
  });
});
