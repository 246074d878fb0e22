// The grounded assistant over the API (issue 23 item 4): answers from the borrower record before a
// term sheet's line, one citation per month, a summary from the valuation report, derived figures
// with their formula, dates as every screen shows them, "not in the file", and never a figure of a
// loan outside the asked one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { borrowers, loanBorrowers, loans, reports } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { addDocument } from '../../../eval/assistant/generated-documents';
import { scoreAnswer } from '../../../eval/assistant/assistant-eval';

let ctx: TestContext;
let admin: Caller;
let loanA: { id: string; human_id: string };
let loanB: { id: string; human_id: string };
let march: string;

type Message = {
  message_id: string;
  content: string;
  retrieval_contents: { content_id: string; document_id: string; page: number; text: string }[];
};

const withBorrower = async (loanId: string, first: string, netWorth: number) => {
  const [b] = await ctx.db
    .insert(borrowers)
    .values({
      first_name: first,
      last_name: 'Quill',
      net_worth: netWorth,
      liquidity: 310_000,
      credit_score: 731,
    })
    .returning();
  await ctx.db.insert(loanBorrowers).values({ loan_id: loanId, borrower_id: b!.id });
  return b!.id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = caller(ctx);
  loanA = (await insertLoan(ctx.db)).loan;
  loanB = (await insertLoan(ctx.db)).loan;
  await withBorrower(loanA.id, 'Nadia', 6_400_000);
  await withBorrower(loanB.id, 'Oskar', 9_870_000);
  await addDocument(ctx.db, loanA.id, {
    name: 'Term Sheet',
    klass: 'term-sheet',
    pages: ['Term sheet\nMinimum Net Worth: N/A'],
    points: [],
  });
  march = await addDocument(ctx.db, loanA.id, {
    name: 'Statement A',
    klass: 'bank-statement',
    pages: ['Lakeshore Bank\nStatement period: 03/01/2026 - 03/31/2026\nEnding balance $125,000.00'],
    points: [
      { key: 'statement_period_end', value: '03/31/2026', type: 'STRING', page: 1, quote: '03/31/2026' },
      { key: 'ending_balance', value: 125_000, type: 'FLOAT', page: 1, quote: 'Ending balance $125,000.00' },
    ],
  });
  await addDocument(ctx.db, loanA.id, {
    name: 'Statement B',
    klass: 'bank-statement',
    pages: ['Lakeshore Bank\nStatement period: 04/01/2026 - 04/30/2026', 'Closing balance $131,560.40'],
    points: [
      { key: 'statement_period_end', value: '04/30/2026', type: 'STRING', page: 1, quote: '04/30/2026' },
      {
        key: 'ending_balance',
        value: 131_560.4,
        type: 'FLOAT',
        page: 2,
        quote: 'Closing balance $131,560.40',
      },
    ],
  });
  const [property] = await ctx.db.query.properties.findMany({
    where: (p, { eq }) => eq(p.loan_id, loanA.id),
  });
  await ctx.db.insert(reports).values({
    loan_id: loanA.id,
    source: 'appraisal',
    report_type: 'Property Analysis',
    state: 'done',
    result: {
      sections: [
        {
          title: '118 Maple Ave',
          entity_type: 'property',
          entity_id: property!.id,
          items: [
            {
              index: 0,
              key: 'estimated_value',
              label: 'Appraised Value',
              value: 2_000_000,
              note: 'Sales comparison approach',
            },
            { index: 1, key: 'flood_zone', label: 'Flood Zone', value: 'X' },
          ],
        },
      ],
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const ask = async (loan: { id: string }, content: string, threadId?: string) => {
  const id = threadId ?? ((await admin('POST', `/thread/create/${loan.id}`)).json() as { id: string }).id;
  const response = await admin('POST', `/thread/${id}/query/${loan.id}`, {
    messages: [{ role: 'user', content }],
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Message;
};

describe('grounded answers', () => {
  it("states the borrower record's net worth, not the term sheet's requirement line", async () => {
    const answer = await ask(loanA, "What is the borrower's net worth?");
    expect(answer.content).toBe('Net worth (Nadia Quill): $6,400,000 — Borrower record: net worth');
    expect(answer.content).not.toContain('Minimum Net Worth');
  });

  it('answers one month with one citation that opens its page and passage', async () => {
    const answer = await ask(loanA, 'March ending balance');
    expect(answer.content).toBe(
      'Ending balance, March 2026: $125,000 — Bank statement (Statement A), March 2026, page 1 [1]',
    );
    expect(answer.content).not.toContain('131,560.40');
    expect(answer.retrieval_contents).toHaveLength(1);
    expect(answer.retrieval_contents[0]).toMatchObject({
      document_id: march,
      page: 1,
      text: 'Ending balance $125,000.00',
    });
    const info = await admin('GET', `/thread/retrieval-info/${answer.message_id}/c1`);
    expect(info.statusCode).toBe(200);
    expect((info.json() as { metadata: { page: number; quote: string } }).metadata).toMatchObject({
      page: 1,
      quote: 'Ending balance $125,000.00',
    });
    const both = await ask(loanA, 'What were the ending balances?');
    expect(both.content.split('\n')).toEqual([
      'Ending balance, March 2026: $125,000 — Bank statement (Statement A), March 2026, page 1 [1]',
      'Ending balance, April 2026: $131,560.40 — Bank statement (Statement B), April 2026, page 2 [2]',
    ]);
    expect((await ask(loanA, 'What was the June ending balance?')).content).toMatch(
      /^Not in the file: no source states the ending balance for June \(the file has March 2026, April 2026\)/,
    );
  });

  it('summarises the appraisal from the valuation report', async () => {
    const answer = await ask(loanA, 'Summarise the appraisal');
    expect(answer.content).toContain(
      'Appraised value: $2,000,000 — Property Analysis report (appraisal): appraised value',
    );
    expect(answer.content).not.toMatch(/say nothing|not in the file/i);
  });

  it('derives the LTV with its formula and each input cited; DSCR without an NOI is not in the file', async () => {
    const ltv = await ask(loanA, 'What is the LTV?');
    expect(ltv.content.split('\n')).toEqual([
      'LTV: 62.5% = loan amount $1,250,000 / appraised value $2,000,000',
      '  Loan amount — Loan record: loan amount',
      '  Appraised value — Property Analysis report (appraisal): appraised value',
    ]);
    const dscr = await ask(loanA, 'What is the DSCR?');
    expect(dscr.content).toBe(
      'Not in the file: the DSCR needs the net operating income, which no source states.',
    );
  });

  it('names each candidate, none as the answer, when a question points to two topics equally', async () => {
    const amount = await ask(loanA, 'How much is the loan?');
    expect(amount.content.split('\n')).toEqual([
      'Not sure which you mean — the principal balance or the loan amount? Each as the file states it; ask for one by name.',
      '  Principal balance: not in the file',
      '  Loan amount: $1,250,000 — Loan record: loan amount',
    ]);
    const value = await ask(loanA, "What's the value on the loan?");
    expect(value.content.split('\n')).toEqual([
      'Not sure which you mean — the LTV or the appraised value? Each as the file states it; ask for one by name.',
      '  LTV: 62.5% = loan amount $1,250,000 / appraised value $2,000,000',
      '    Loan amount — Loan record: loan amount',
      '    Appraised value — Property Analysis report (appraisal): appraised value',
      '  Appraised value: $2,000,000 — Property Analysis report (appraisal): appraised value',
    ]);
    // Neither in the file (the loan is not boarded): each part asked is said to be not in the file.
    expect((await ask(loanA, "What's the loan balance and the payoff?")).content.split('\n')).toEqual([
      'Not in the file: no source states the principal balance.',
      'Not in the file: no source states the payoff amount.',
    ]);
    expect((await ask(loanA, "What's the loan balance or the payoff?")).content).toBe(
      'Not in the file: no source states the payoff amount or the principal balance.',
    );
  });

  it('states a date as every screen shows dates (mm/dd/yyyy), not as ISO', async () => {
    await ctx.db
      .update(loans)
      .set({ expected_closing_epoch: Date.parse('2026-06-15T12:00:00Z') / 1000 })
      .where(eq(loans.id, loanA.id));
    const answer = await ask(loanA, 'When is the closing date?');
    expect(answer.content).toBe('Expected closing date: 06/15/2026 — Loan record: expected closing date');
    // The question bank's scoring reads a date as a day in any form, and any other day as wrong.
    const expected = (day: string) => ({ kind: 'value' as const, must: [day], cite: ['Loan record'] });
    for (const day of ['06/15/2026', '2026-06-15', 'June 15, 2026'])
      expect(scoreAnswer(expected(day), answer.content)).toEqual({ right: true, wrongFigure: false });
    for (const day of ['2026-06-16', '06/15/2025', '2026-05-15'])
      expect(scoreAnswer(expected(day), answer.content)).toEqual({ right: false, wrongFigure: true });
  });

  it("never answers from another loan's file, even one in the same thread", async () => {
    const thread = (await admin('POST', `/thread/create/${loanA.id}`)).json() as { id: string };
    expect((await admin('POST', `/thread/${thread.id}/add-loan/${loanB.id}`)).statusCode).toBe(200);
    const a = await ask(loanA, "What is the borrower's net worth?", thread.id);
    expect(a.content).toContain('$6,400,000');
    expect(a.content).not.toContain('9,870,000');
    const b = await ask(loanB, "What is the borrower's net worth?", thread.id);
    expect(b.content).toBe('Net worth (Oskar Quill): $9,870,000 — Borrower record: net worth');
    const alone = (await admin('POST', `/thread/create/${loanB.id}`)).json() as { id: string };
    expect(
      (
        await admin('POST', `/thread/${alone.id}/query/${loanA.id}`, {
          messages: [{ role: 'user', content: 'net worth' }],
        })
      ).statusCode,
    ).toBe(409);
  });
});
