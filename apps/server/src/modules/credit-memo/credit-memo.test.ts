// Issue 23 item 7: the credit memo in one click, PDF and DOCX, read back as a reader sees them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, dataPoints, documents, insights, reports } from '../../db/schema';
import { docxText } from '../generated-documents/docx';
import { readAll } from '../../integrations/storage/storage';
import { pdftotext } from '../../lib/pdf-text';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertLoan } from '../../test/fixtures';
import { caller, createLifecycleLoan, putLoanInStatus } from '../loan-status/lifecycle.test-helpers';

const item = (index: number, key: string, label: string, value: number | string) => ({
  index,
  key,
  label,
  value,
  confidence_level: 9,
});

describe('POST /loan/{id}/credit-memo (issue 23 item 7)', () => {
  let ctx: TestContext;
  let loanId: string;
  let humanId: string;

  const generate = (token: string, id = loanId) =>
    ctx.app.inject({ method: 'POST', url: `/api/loan/${id}/credit-memo`, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestContext();
    const borrower = await insertBorrower(ctx.db, {
      first_name: 'Maya',
      last_name: 'Ortiz',
      credit_score: 742,
      net_worth: 6_400_000,
      liquidity: 910_000,
    });
    const { loan, property } = await insertLoan(ctx.db, {
      borrowerIds: [borrower.id],
      property: {
        number_of_units: 8,
        details: { total_square_footage: 6_450, year_built: 1968, rent_per_unit: 1_450 },
      },
    });
    loanId = loan.id;
    humanId = loan.human_id;
    const done = (source: string, type: string, entity_type: string, entity_id: string, items: object[]) => ({
      loan_id: loan.id,
      source,
      report_type: type,
      state: 'done',
      result: { sections: [{ title: '118 Maple Ave', entity_type, entity_id, items }] },
    });
    await ctx.db
      .insert(reports)
      .values([
        done('house-canary', 'Single Family Verification', 'property', property.id, [
          item(0, 'estimated_value', 'Estimated Value', 9_987_000),
          item(1, 'year_built', 'Year Built', 1968),
        ]),
        done('rentometer', 'Rent Comparison', 'property', property.id, [
          item(0, 'median_rent', 'Median Rent', 25_680),
        ]),
      ]);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/policies',
      headers: bearer(ctx.tokens.admin),
      payload: {
        version: 0,
        requirements: [
          {
            entity_type: 'property',
            field: 'ltv',
            title: 'Loan to Value',
            suffix: '%',
            value: 75,
            func: 'max',
            diff: { top: 5, mid: 5 },
          },
          {
            entity_type: 'property',
            field: 'market_rent',
            title: 'Market Rent per Unit',
            prefix: '$',
            value: 900,
            func: 'min',
            diff: { top: 10, mid: 10 },
          },
          {
            entity_type: 'borrower',
            field: 'credit_score',
            title: 'Credit Score',
            value: 760,
            func: 'min',
            diff: { top: 5, mid: 1 },
            value_out_of_range: 'Needs a guarantor',
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    await ctx.db.insert(insights).values({
      loan_id: loan.id,
      entity_type: 'loan',
      name: 'Sponsor has done 12 similar projects',
      description: 'Track record confirmed by the title search',
      level: 0,
    });
    const [statement] = await ctx.db
      .insert(documents)
      .values({
        loan_id: loan.id,
        kind: 'upload',
        document_name: 'Bank statement March 2026',
        file_name: 'statement.pdf',
        storage_key: 'x/statement.pdf',
        content_type: 'application/pdf',
        created_epoch: 1_790_000_000,
      })
      .returning();
    await ctx.db.insert(dataPoints).values({
      document_id: statement!.id,
      key_name: 'ending_balance',
      value: 184_220.5,
      value_type: 'FLOAT',
      page: 1,
      quote: 'Ending balance $184,220.50',
    });
  });
  afterAll(async () => ctx?.close());

  it('is for staff only: a borrower or broker gets 403, no token 401, an unknown loan 404', async () => {
    expect((await generate(ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await generate(ctx.tokens.broker)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/loan/${loanId}/credit-memo` });
    expect(anonymous.statusCode).toBe(401);
    expect((await generate(ctx.tokens.admin, '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    const stored = await ctx.db.select().from(documents).where(eq(documents.document_name, 'Credit Memo'));
    expect(stored).toHaveLength(0);
  });

  it('generates a PDF and a DOCX with the score, the policy rows, the exceptions and the sources', async () => {
    const res = await generate(ctx.tokens.admin, humanId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.file_name).toBe(`Credit Memo ${humanId}.pdf`);
    expect(typeof body.score).toBe('number');

    const rows = await ctx.db.select().from(documents).where(eq(documents.loan_id, loanId));
    const pdfRow = rows.find((r) => r.id === body.pdf_document_id)!;
    const docxRow = rows.find((r) => r.id === body.docx_document_id)!;
    expect(pdfRow).toMatchObject({
      kind: 'generated',
      document_name: 'Credit Memo',
      content_type: 'application/pdf',
    });
    expect(docxRow.kind).toBe('generated');
    // Not read back for data points: the memo would otherwise become a source of its own figures.
    expect(pdfRow.extraction_status).toBe('processed');

    const text = (await pdftotext(await readAll(ctx.deps.storage, pdfRow.storage_key))).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Memo');
    expect(text).toContain(`Score: ${body.score} / 100`);
    // A policy row, with the requirement and the outside source.
    expect(text).toContain('Loan to Value (requirement: max 75%)');
    expect(text).toMatch(/Based on external system: 12\.5?\d*%.*House Canary/);
    expect(text).toContain('Credit Score (requirement: min 760)');
    // The exception the board must see, and the implausible vendor rent flagged, not used.
    expect(text).toMatch(/Credit Score 742 outside policy, min 760\. Needs a guarantor/);
    expect(text).toContain(
      'Implausible, not used: Rent per unit $25,680 is outside the plausible range $100 to $20,000',
    );
    // Report values with currency, years without separators.
    expect(text).toContain('Estimated Value: $9,987,000');
    expect(text).toContain('Year Built: 1968');
    expect(text).not.toContain('1,968');
    // The report summary flags the same vendor rent the policy table did.
    expect(text).toContain('Median Rent: Implausible, not used: Rent per unit $25,680');
    // Key data points with their sources.
    expect(text).toContain('Ending Balance: $184,220.50');
    expect(text).toContain('Source: Bank statement March 2026, page 1: "Ending balance $184,220.50"');
    expect(text).toContain('Maya Ortiz: Net Worth: $6,400,000 Source: Borrower record');
    expect(text).toContain('Info: Sponsor has done 12 similar projects');

    const word = docxText(await readAll(ctx.deps.storage, docxRow.storage_key));
    expect(word).toContain(`Score: ${body.score} / 100`);
    expect(word).toContain('Loan to Value');
    expect(word).toContain('max 75%');
    expect(word).toContain('Source: Bank statement March 2026, page 1');
    expect(word).not.toMatch(/\{[#/^]?[a-z_]+\}/);

    const [audit] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'credit-memo.generate'));
    expect(audit).toMatchObject({
      entity_type: 'loan',
      entity_id: loanId,
      actor_email: ctx.users.admin.email,
    });
  });

  it('a loan with nothing on file yet still gets a memo that says so, with N/A rather than guesses', async () => {
    const { loan } = await insertLoan(ctx.db, { values: { amount: null, purchase_price: null } });
    const res = await generate(ctx.tokens.admin, loan.id);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, res.json().pdf_document_id));
    const text = (await pdftotext(await readAll(ctx.deps.storage, row!.storage_key))).replace(/\s+/g, ' ');
    expect(text).toContain('Loan amount: N/A');
    expect(text).toContain('No insights.');
    expect(text).toContain('No reports received.');
    expect(text).toContain('No data points read yet.');
  });

  it('with a board review, the memo is attached to it and listed with the system documents', async () => {
    const { loan } = await createLifecycleLoan(ctx);
    await putLoanInStatus(ctx, loan.id, 'Underwriting');
    const admin = caller(ctx);
    const review = await admin('POST', `/board-review/${loan.id}/create-main-activity`);
    expect(review.statusCode).toBe(201);
    const res = await generate(ctx.tokens.admin, loan.id);
    expect(res.statusCode).toBe(200);
    const system = (await admin('GET', `/activity/loan/${loan.id}/system-documents/all`)).json() as Array<{
      activity_id: string;
      processes: Array<{ documents: Array<{ document_name: string; file_name: string }> }>;
    }>;
    const group = system.find((g) => g.activity_id === review.json().activity_id)!;
    const names = group.processes.flatMap((p) => p.documents.map((d) => d.file_name));
    expect(names).toEqual(
      expect.arrayContaining([`Credit Memo ${loan.human_id}.pdf`, `Credit Memo ${loan.human_id}.docx`]),
    );
    // The board review's own generation still works after the memo was attached.
    const generated = await admin('POST', `/board-review/${review.json().activity_id}/generate`);
    expect(generated.json().state).toBe('generated');
  });
});
