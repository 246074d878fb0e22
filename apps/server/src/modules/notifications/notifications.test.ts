// Notifications (issue 11 item 7; 001 §2-§7): created on the events a processor cares about,
// addressed to the right users, marked seen/done only by their owner, paged, and pushed to an
// open page through server-sent events.
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents, loans, notifications } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan, insertUser } from '../../test/fixtures';
import { notifyDueTomorrow } from './due-reminders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const listOf = async (userId: string, token: string, query = '') =>
  (await call('GET', `/user/${userId}/notifications${query}`, token)).json() as {
    id: string;
    message: string;
    status: string;
    state: string;
    document_id: string | null;
    loan_human_id: string | null;
  }[];

const tinyPdf = async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
};

/** A loan of the demo borrower with one document request, owned by a second admin. */
const requestFixture = async () => {
  const owner = await insertUser(ctx.db, { email: `owner.${Math.random()}@example.com`, role: 'admin' });
  const { loan } = await insertLoan(ctx.db, {
    borrowerIds: [ctx.users.borrower.borrower_id!],
    values: { owner_user_id: owner.id },
  });
  const [request] = await ctx.db
    .insert(activities)
    .values({
      loan_id: loan.id,
      borrower_id: ctx.users.borrower.borrower_id,
      entity_type: 'borrower',
      activity_type: 'document-request',
      name: 'Rent Roll',
      document_name: 'Rent Roll',
      state_epoch: 0,
      last_update: 0,
    })
    .returning();
  return { owner, ownerToken: await ctx.tokenFor(owner), loan, request: request! };
};

const borrowerUploads = async (activityId: string) => {
  const grant = await call(
    'POST',
    `/personal/${activityId}/generate-document-with-presigned-url`,
    ctx.tokens.borrower,
    {
      content_type: 'application/pdf',
      name: 'rent-roll.pdf',
    },
  );
  expect(grant.statusCode).toBe(200);
  const { process_id } = grant.json();
  const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, process_id));
  await ctx.deps.storage.put(doc!.storage_key, await tinyPdf());
  const run = await call('POST', `/personal/${activityId}/process/${process_id}/run`, ctx.tokens.borrower);
  expect(run.statusCode).toBe(200);
  return { processId: process_id as string, documentId: doc!.id };
};

describe('notifications created by events', () => {
  it("a borrower's upload tells the loan's owner, with a link to the document; a rejection tells the borrower why", async () => {
    const { owner, ownerToken, loan, request } = await requestFixture();
    const { processId, documentId } = await borrowerUploads(request.id);

    const [uploaded] = await listOf(owner.id, ownerToken);
    expect(uploaded).toMatchObject({
      message: 'new document uploaded: Rent Roll (rent-roll.pdf)',
      status: 'unseen',
      state: 'New',
      document_id: documentId,
      loan_human_id: loan.human_id,
    });
    // The loan has an owner: the other admins are not disturbed.
    expect(
      (await listOf(ctx.users.admin.id, ctx.tokens.admin)).some((n) => n.document_id === documentId),
    ).toBe(false);

    const rejected = await call(
      'POST',
      `/activity/document-request/${request.id}/process/${processId}/set/rejected`,
      ctx.tokens.admin,
      { reason: 'Page 2 is missing' },
    );
    expect(rejected.statusCode).toBe(200);
    const [mine] = await listOf(ctx.users.borrower.id, ctx.tokens.borrower);
    expect(mine).toMatchObject({
      message: 'Your document was rejected: Rent Roll. Reason: Page 2 is missing',
      document_id: documentId,
    });
  });

  it('an upload on a loan nobody owns reaches every admin', async () => {
    const { loan } = await insertLoan(ctx.db, { borrowerIds: [ctx.users.borrower.borrower_id!] });
    const [request] = await ctx.db
      .insert(activities)
      .values({
        loan_id: loan.id,
        borrower_id: ctx.users.borrower.borrower_id,
        activity_type: 'document-request',
        name: 'Bank Statement',
        state_epoch: 0,
        last_update: 0,
      })
      .returning();
    await borrowerUploads(request!.id);
    const list = await listOf(ctx.users.admin.id, ctx.tokens.admin);
    expect(list[0]!.message).toBe('new document uploaded: Bank Statement (rent-roll.pdf)');
  });

  it('reminds the owner of an activity due tomorrow once, however often the schedule runs', async () => {
    const { owner, ownerToken, loan } = await requestFixture();
    const now = Math.floor(Date.now() / 1000);
    const tomorrowNoon = now - (now % 86_400) + 86_400 + 43_200;
    await ctx.db.insert(activities).values({
      loan_id: loan.id,
      activity_type: 'internal',
      name: 'Call the appraiser',
      owner_id: owner.id,
      due_epoch: tomorrowNoon,
      state_epoch: 0,
      last_update: 0,
    });
    expect(await notifyDueTomorrow(ctx.db, now)).toBeGreaterThanOrEqual(1);
    await notifyDueTomorrow(ctx.db, now);
    const reminders = (await listOf(owner.id, ownerToken)).filter(
      (n) => n.message === 'Due tomorrow: Call the appraiser',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.loan_human_id).toBe(loan.human_id);
  });
});

describe('marking notifications', () => {
  it('toggles seen and done, marks all as seen, counts tabs, and only for the owner', async () => {
    const user = await insertUser(ctx.db, { email: `marker.${Date.now()}@example.com`, role: 'admin' });
    const token = await ctx.tokenFor(user);
    const [first, second] = await ctx.db
      .insert(notifications)
      .values([
        { user_id: user.id, message: 'one' },
        { user_id: user.id, message: 'two' },
      ])
      .returning();
    const seen = await call('PUT', `/notifications/${first!.id}/toggle-seen`, token);
    expect(seen.json()).toMatchObject({ status: 'seen', is_read: true });
    expect((await call('PUT', `/notifications/${first!.id}/toggle-seen`, token)).json().status).toBe(
      'unseen',
    );
    expect((await call('PUT', `/notifications/${second!.id}/toggle-done`, token)).json().state).toBe('Done');
    expect((await call('GET', '/notifications/counts', token)).json()).toEqual({
      new: 1,
      done: 1,
      unseen: 2,
    });

    // Someone else's notification does not exist for the caller, even for another admin.
    expect((await call('PUT', `/notifications/${first!.id}/toggle-seen`, ctx.tokens.admin)).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/notifications/${first!.id}/toggle-done`, ctx.tokens.borrower)).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/notifications/not-a-uuid/toggle-done', token)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-as-seen' })).statusCode,
    ).toBe(401);

    expect((await call('PUT', '/notifications/mark-all-as-seen', token)).json()).toEqual({ updated: 2 });
    expect((await call('GET', '/notifications/counts', token)).json().unseen).toBe(0);
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, user.id)));
    expect(rows.every((row) => row.seen)).toBe(true);
  });

  it('pages a long list newest first with a cursor, filtered by tab', async () => {
    const user = await insertUser(ctx.db, { email: `pager.${Date.now()}@example.com`, role: 'borrower' });
    const token = await ctx.tokenFor(user);
    const base = Date.now() - 1_000_000;
    await ctx.db.insert(notifications).values(
      Array.from({ length: 120 }, (_, i) => ({
        user_id: user.id,
        message: `n${i}`,
        state: i % 4 === 0 ? 'Done' : 'New',
        // Two at each instant: the cursor must not skip or repeat rows with equal times.
        created_at: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await call(
        'GET',
        `/user/${user.id}/notifications${cursor ? `?cursor=${cursor}` : ''}`,
        token,
      );
      seen.push(...(response.json() as { message: string }[]).map((n) => n.message));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toMatch(/^n11[89]$/);
    const done = await listOf(user.id, token, '?state=Done&limit=100');
    expect(done).toHaveLength(30);
    expect((await call('GET', `/user/${user.id}/notifications?cursor=garbage`, token)).statusCode).toBe(400);
  });
});

describe('live notifications', () => {
  it('an open stream hears of a new notification as soon as it is committed', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/notifications/stream`, {
      headers: bearer(ctx.tokens.admin),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const waitFor = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += decoder.decode(value);
      }
    };
    // 'ready' comes once the server listens: an event after it is not missed.
    await waitFor('event: ready');
    const { request } = await requestFixture();
    await ctx.db.update(loans).set({ owner_user_id: null }).where(eq(loans.id, request.loan_id!));
    await borrowerUploads(request.id);
    await waitFor('event: changed');
    controller.abort();
    const unauthenticated = await fetch(`${address}/api/notifications/stream`);
    expect(unauthenticated.status).toBe(401);
  });
});
