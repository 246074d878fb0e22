// Retrieval over indexed pages (issue 9 item 5): ranked full-text search, one loan's completed
// documents only, bounded work when a term is on every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPages, documents } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { MAX_CANDIDATES, retrievePassages } from './retrieval';

let ctx: TestContext;
let loanA: string;
let loanB: string;

const addDocument = async (loanId: string, name: string, pages: string[], status = 'completed') => {
  const [doc] = await ctx.db
    .insert(documents)
    .values({
      loan_id: loanId,
      document_name: name,
      file_name: `${name}.pdf`,
      storage_key: `test/${name}`,
      content_type: 'application/pdf',
      created_epoch: 0,
      status,
    })
    .returning();
  for (let i = 0; i < pages.length; i += 200)
    await ctx.db.insert(documentPages).values(
      pages.slice(i, i + 200).map((text, index) => ({
        document_id: doc!.id,
        loan_id: loanId,
        page: i + index + 1,
        text,
        method: 'text',
      })),
    );
  return doc!.id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  loanA = (await insertLoan(ctx.db)).loan.id;
  loanB = (await insertLoan(ctx.db)).loan.id;
  await addDocument(loanA, 'Bank Statement', [
    'Account summary\nBeginning balance $10,000.00',
    'Deposits and withdrawals for March\nService fee $12.00',
    'Closing summary\nEnding balance $48,210.55\nThank you for banking with us',
  ]);
  await addDocument(loanA, 'Draft Notes', ['Ending balance guess $1.00'], 'pending');
  await addDocument(loanB, 'Other Loan Statement', ['Ending balance $999,999.00']);
});
afterAll(async () => ctx?.close());

describe('retrievePassages', () => {
  it("ranks the page that answers first, cites its line, and stays within the loan's completed documents", async () => {
    const found = await retrievePassages(ctx.db, {
      loanIds: [loanA],
      question: 'What is the ending balance?',
    });
    expect(found[0]).toMatchObject({
      doc_name: 'Bank Statement',
      page: 3,
      loan_id: loanA,
      text: 'Ending balance $48,210.55',
    });
    expect(found.map((f) => f.doc_name)).not.toContain('Draft Notes');
    expect(found.map((f) => f.doc_name)).not.toContain('Other Loan Statement');
    expect(found[0]!.score).toBeGreaterThan(0);
    // Nothing for a loan list that is empty or a question of stop words only.
    expect(await retrievePassages(ctx.db, { loanIds: [], question: 'ending balance' })).toEqual([]);
    expect(await retrievePassages(ctx.db, { loanIds: [loanA], question: 'what is the' })).toEqual([]);
  });

  it('answers from any term when no page has them all', async () => {
    const found = await retrievePassages(ctx.db, { loanIds: [loanA], question: 'service fee hurricane' });
    expect(found[0]).toMatchObject({ page: 2, text: 'Service fee $12.00' });
  });

  it('a term on more pages than it ranks still answers, best first', async () => {
    const loan = (await insertLoan(ctx.db)).loan.id;
    const pages = Array.from(
      { length: MAX_CANDIDATES + 150 },
      (_, i) => `Escrow page ${i}\nroutine escrow ledger line`,
    );
    await addDocument(loan, 'Escrow Ledger', pages);
    const found = await retrievePassages(ctx.db, { loanIds: [loan], question: 'escrow ledger', limit: 5 });
    expect(found).toHaveLength(5);
    const scores = found.map((f) => f.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
