// The nine /thread calls (001 §7) in offline mode: threads, streamed answers citing the loan's
// documents, retrieval info, and retrieval that never crosses into loans outside the thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan, insertUser } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { samplePdf, sampleLines } from '../documents-intelligence/sample-documents';
import { storeDocument, waitForExtraction } from '../documents-intelligence/test-helpers';

let ctx: TestContext;
let admin: Caller;
let loanA: { id: string; human_id: string };
let loanB: { id: string; human_id: string };
let statementId: string;

type Thread = {
  id: string;
  name: string;
  status: string;
  message_count: number;
  loan_ids: string[];
  messages: Message[];
};
type Message = {
  message_id: string;
  role: string;
  content: string;
  retrieval_contents: {
    content_id: string;
    document_id: string;
    doc_name: string;
    page: number;
    text: string;
  }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = caller(ctx);
  loanA = (await insertLoan(ctx.db)).loan;
  loanB = (await insertLoan(ctx.db)).loan;
  statementId = await storeDocument(ctx, {
    loanId: loanA.id,
    bytes: await samplePdf(sampleLines('bank-statement')),
    name: 'Bank Statement',
    contentType: 'application/pdf',
  });
  const other = await storeDocument(ctx, {
    loanId: loanB.id,
    bytes: await samplePdf([
      'ZEBRA CAPITAL PARTNERS',
      'Escrow holdback agreement for the zebra crossing project',
      'Holdback amount $77,000.00',
    ]),
    name: 'Escrow Agreement',
    contentType: 'application/pdf',
  });
  await waitForExtraction(ctx, statementId);
  await waitForExtraction(ctx, other);
});
afterAll(async () => {
  await ctx?.close();
});

const remove = async (url: string, token = ctx.tokens.admin) =>
  ctx.app.inject({ method: 'DELETE', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

const ask = async (threadId: string, loanId: string, content: string) =>
  admin('POST', `/thread/${threadId}/query/${loanId}`, { messages: [{ role: 'user', content }] });

describe('threads', () => {
  it('answers offline from the loan documents, citing them, and opens the citation', async () => {
    const created = await admin('POST', `/thread/create/${loanA.human_id}`);
    expect(created.statusCode).toBe(201);
    const thread = created.json() as Thread;
    expect(thread).toMatchObject({
      name: 'New Thread',
      status: 'active',
      message_count: 0,
      loan_ids: [loanA.id],
    });
    const answer = await ask(thread.id, loanA.id, 'What is the ending balance?');
    expect(answer.statusCode).toBe(200);
    const message = answer.json() as Message;
    expect(message.role).toBe('assistant');
    expect(message.content).toBe('Ending balance: $42,479.92 — Bank Statement, January 2025, page 1 [1]');
    expect(message.retrieval_contents[0]).toMatchObject({
      content_id: 'c1',
      document_id: statementId,
      doc_name: 'Bank Statement',
      page: 1,
      text: 'Ending Balance $42,479.92',
    });
    const info = await admin('GET', `/thread/retrieval-info/${message.message_id}/c1`);
    expect(info.statusCode).toBe(200);
    const body = info.json() as {
      page_image: string;
      metadata: {
        content_text: string;
        doc_name: string;
        page: number;
        quote: string;
        loan_human_id: string;
      };
    };
    expect(Buffer.from(body.page_image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(body.metadata).toMatchObject({
      doc_name: 'Bank Statement',
      page: 1,
      quote: 'Ending Balance $42,479.92',
      loan_human_id: loanA.human_id,
    });
    expect(body.metadata.content_text).toMatch(/^Filename: Bank Statement\.bin\nPage: 1/);
    expect((await admin('GET', `/thread/retrieval-info/${message.message_id}/c9`)).statusCode).toBe(404);

    const full = (await admin('GET', `/thread/${thread.id}`)).json() as Thread;
    expect(full).toMatchObject({ name: 'What is the ending balance?', message_count: 2 });
    expect(full.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('streams the answer as server-sent events: start, tokens, done', async () => {
    const thread = (await admin('POST', `/thread/create/${loanA.id}`)).json() as Thread;
    const started = Date.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/thread/${thread.id}/query/${loanA.id}`,
      headers: { authorization: `Bearer ${ctx.tokens.admin}`, accept: 'text/event-stream' },
      payload: { messages: [{ role: 'user', content: 'deposits and credits' }] },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => block.split('\n')[0]!.replace('event: ', ''));
    expect(events[0]).toBe('start');
    expect(events.filter((e) => e === 'token').length).toBeGreaterThan(1);
    expect(events.at(-1)).toBe('done');
    expect(response.body).toContain('Deposits and Credits $38,250.00');
  });

  it('never retrieves from loans outside the thread; adding the loan makes them searchable', async () => {
    const thread = (await admin('POST', `/thread/create/${loanA.id}`)).json() as Thread;
    const before = (await ask(thread.id, loanA.id, 'zebra holdback amount')).json() as Message;
    expect(before.retrieval_contents).toEqual([]);
    expect(before.content).not.toContain('77,000');
    const added = await admin('POST', `/thread/${thread.id}/add-loan/${loanB.human_id}`);
    expect((added.json() as Thread).loan_ids.sort()).toEqual([loanA.id, loanB.id].sort());
    const after = (await ask(thread.id, loanA.id, 'zebra holdback amount')).json() as Message;
    expect(after.retrieval_contents[0]).toMatchObject({
      doc_name: 'Escrow Agreement',
      text: 'Holdback amount $77,000.00',
    });
    expect((await remove(`/thread/${thread.id}/remove-loan/${loanB.id}`)).statusCode).toBe(200);
    expect((await remove(`/thread/${thread.id}/remove-loan/${loanA.id}`)).statusCode).toBe(409);
    expect((await ask(thread.id, loanB.id, 'zebra')).statusCode).toBe(409);
  });

  it('answers questions about the loan record itself', async () => {
    const thread = (await admin('POST', `/thread/create/${loanA.id}`)).json() as Thread;
    const message = (await ask(thread.id, loanA.id, 'What is the loan amount?')).json() as Message;
    expect(message.content).toBe('Loan amount: $1,250,000 — Loan record: loan amount');
    expect(message.retrieval_contents).toEqual([]);
  });

  it('archives and activates; lists active threads unless archived ones are asked for', async () => {
    const thread = (await admin('POST', `/thread/create/${loanB.id}`)).json() as Thread;
    expect((await admin('PUT', `/thread/${thread.id}/archive`)).json()).toMatchObject({ status: 'archived' });
    const active = (await admin('GET', `/thread/${loanB.id}/all`)).json() as Thread[];
    expect(active.map((t) => t.id)).not.toContain(thread.id);
    const all = (
      await admin('GET', `/thread/${loanB.human_id}/all?include_archived=true`)
    ).json() as Thread[];
    expect(all.map((t) => t.id)).toContain(thread.id);
    expect((await ask(thread.id, loanB.id, 'zebra')).statusCode).toBe(409);
    expect((await admin('PUT', `/thread/${thread.id}/activate`)).json()).toMatchObject({ status: 'active' });
    expect((await ask(thread.id, loanB.id, 'zebra')).statusCode).toBe(200);
  });

  it('validates: blank question 400, unknown thread 404, another staff member cannot reach a thread', async () => {
    const thread = (await admin('POST', `/thread/create/${loanA.id}`)).json() as Thread;
    expect(
      (
        await admin('POST', `/thread/${thread.id}/query/${loanA.id}`, {
          messages: [{ role: 'user', content: '   ' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await admin('POST', `/thread/${thread.id}/query/${loanA.id}`, { messages: [] })).statusCode).toBe(
      400,
    );
    expect((await admin('GET', '/thread/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const other = await insertUser(ctx.db, { email: 'second-admin@example.com', role: 'admin' });
    const second = caller(ctx, await ctx.tokenFor(other));
    expect((await second('GET', `/thread/${thread.id}`)).statusCode).toBe(404);
    expect(
      (
        await second('POST', `/thread/${thread.id}/query/${loanA.id}`, {
          messages: [{ role: 'user', content: 'hi' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await second('GET', `/thread/${loanA.id}/all`)).json()).toEqual([]);
  });

  it('is for staff only: borrowers and brokers get 403 on all nine calls', async () => {
    const thread = (await admin('POST', `/thread/create/${loanA.id}`)).json() as Thread;
    const id = thread.id;
    for (const token of [ctx.tokens.borrower, ctx.tokens.broker]) {
      const as = caller(ctx, token);
      const calls: [string, string, unknown?][] = [
        ['GET', `/thread/${loanA.id}/all`],
        ['GET', `/thread/${id}`],
        ['POST', `/thread/create/${loanA.id}`],
        ['POST', `/thread/${id}/query/${loanA.id}`, { messages: [{ role: 'user', content: 'x' }] }],
        ['GET', `/thread/retrieval-info/00000000-0000-4000-8000-000000000000/c1`],
        ['PUT', `/thread/${id}/archive`],
        ['PUT', `/thread/${id}/activate`],
        ['POST', `/thread/${id}/add-loan/${loanB.id}`],
      ];
      for (const [method, url, body] of calls)
        expect((await as(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await remove(`/thread/${id}/remove-loan/${loanA.id}`, token)).statusCode).toBe(403);
    }
    expect((await admin('GET', '/thread/assistant-mode')).json()).toEqual({
      mode: 'offline',
      model: null,
      retrieval: { mode: 'full-text', embedding_model: null, vector_store: null },
    });
  });
});
