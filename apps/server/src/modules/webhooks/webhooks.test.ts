// Outgoing signed webhooks (issue 22 item 4) on PostgreSQL with the app's own pg-boss worker and a
// real receiver on 127.0.0.1: a loan change reaches the receiver signed per Standard Webhooks
// (checked with the independent `standardwebhooks` package), a receiver failing twice gets the
// same message a third time (retry schedule shortened by configuration), replay keeps the
// webhook-id, rotation signs with both secrets, slow receivers time out, and targets are checked.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { notify } from '../notifications/index';
import { checkTargetUrl, assertPublicTarget } from './webhook-url';
import { emitWebhookEvent, emitWebhooksForAudit } from './webhook-emit';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

let ctx: TestContext;
let server: Server;
let base: string;
const received: Received[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/slow') return; // never answers: the sender's timeout ends it
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (request.url === '/flaky' && failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503).end('try later');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SECONDS: '1,1,1', WEBHOOK_TIMEOUT_MS: '400' },
  });
});
afterAll(async () => {
  await ctx?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const admin = () => bearer(ctx.tokens.admin);
const subscribe = async (path: string, events: string[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhook-subscriptions',
    headers: admin(),
    payload: { url: `${base}${path}`, events },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; secret: string }>();
};
const updateLoan = async (loan: { id: string; version: number }, amount: number) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/loan/${loan.id}/update`,
    headers: admin(),
    payload: { amount, version: loan.version },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ version: number }>();
};
const deliveries = async (id: string, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/webhook-subscriptions/${id}/deliveries${query}`,
    headers: admin(),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: Array<Record<string, unknown>>; next_cursor: string | null }>();
};
const waitFor = async <T>(probe: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
const at = (path: string) => received.filter((entry) => entry.path === path);
const verify = (secret: string, entry: Received) =>
  new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

describe('signed webhooks', () => {
  it('delivers a loan change signed per Standard Webhooks, and the log shows it', async () => {
    const sub = await subscribe('/hook', ['loan.updated']);
    expect(sub.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const { loan } = await insertLoan(ctx.db);
    await updateLoan(loan, 1_900_000);
    const entry = await waitFor(() => at('/hook')[0]);
    expect(entry.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const payload = verify(sub.secret, entry);
    expect(payload).toMatchObject({
      type: 'loan.updated',
      data: { entity_type: 'loan', loan_id: loan.id, action: 'loan.update', after: { amount: 1_900_000 } },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        entry.body,
        entry.headers as Record<string, string>,
      ),
    ).toThrow();
    const log = await waitFor(async () => {
      const page = await deliveries(sub.id);
      return page.items[0]?.status === 'succeeded' ? page : undefined;
    });
    expect(log.items[0]).toMatchObject({
      event_type: 'loan.updated',
      message_id: entry.headers['webhook-id'],
      attempts: 1,
      response_status: 200,
      response_body: 'ok',
      next_attempt_epoch: null,
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/webhook-subscriptions', headers: admin() });
    expect(list.body).not.toContain(sub.secret.slice(6));
  });

  it('retries a failing receiver with the same webhook-id until it answers 2xx', async () => {
    failuresLeft = 2;
    const sub = await subscribe('/flaky', ['loan.status_changed', 'loan.updated']);
    const { loan } = await insertLoan(ctx.db);
    await updateLoan(loan, 2_100_000);
    const log = await waitFor(async () => {
      const page = await deliveries(sub.id);
      return page.items[0]?.status === 'succeeded' ? page : undefined;
    });
    expect(log.items[0]).toMatchObject({ attempts: 3, response_status: 200, last_error: null });
    const attempts = at('/flaky');
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts) expect(verify(sub.secret, attempt).type).toBe('loan.updated');
  });

  it('replays a delivery with the same webhook-id and body', async () => {
    const sub = await subscribe('/replay', ['loan.updated']);
    const { loan } = await insertLoan(ctx.db);
    await updateLoan(loan, 2_200_000);
    const first = await waitFor(() => at('/replay')[0]);
    const [original] = (await deliveries(sub.id)).items;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhook-subscriptions/${sub.id}/deliveries/${String(original!.id)}/replay`,
      headers: admin(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'pending',
      replay_of: original!.id,
      message_id: first.headers['webhook-id'],
    });
    const again = await waitFor(() => at('/replay')[1]);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(again.body).toBe(first.body);
    expect(verify(sub.secret, again).type).toBe('loan.updated');
    const page = await deliveries(sub.id, '?limit=1');
    expect(page.items).toHaveLength(1);
    expect(page.next_cursor).not.toBeNull();
    const next = await deliveries(sub.id, `?limit=1&cursor=${page.next_cursor}`);
    expect(next.items[0]!.id).not.toBe(page.items[0]!.id);
  });

  it('signs with the old and the new secret while a rotation overlaps', async () => {
    const sub = await subscribe('/rotate', ['loan.updated']);
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhook-subscriptions/${sub.id}/rotate-secret`,
      headers: admin(),
    });
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json<{ secret: string }>();
    expect(secret).not.toBe(sub.secret);
    const { loan } = await insertLoan(ctx.db);
    await updateLoan(loan, 2_300_000);
    const entry = await waitFor(() => at('/rotate')[0]);
    expect(String(entry.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(secret, entry).type).toBe('loan.updated');
    expect(verify(sub.secret, entry).type).toBe('loan.updated');
  });

  it('times out a receiver that does not answer, and records why', async () => {
    const sub = await subscribe('/slow', ['loan.updated']);
    const { loan } = await insertLoan(ctx.db);
    await updateLoan(loan, 2_400_000);
    const item = await waitFor(async () => {
      const [first] = (await deliveries(sub.id)).items;
      return first && Number(first.attempts) >= 1 ? first : undefined;
    });
    expect(item.last_error).toBe('Timed out after 400 ms');
    expect(item.response_status).toBeNull();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/webhook-subscriptions/${sub.id}`,
      headers: admin(),
    });
    expect(removed.statusCode).toBe(204);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/webhook-subscriptions', headers: admin() });
    expect(list.json().items.map((s: { id: string }) => s.id)).not.toContain(sub.id);
  });

  it('sends notification.created for each new notification', async () => {
    const sub = await subscribe('/notes', ['notification.created']);
    await notify(ctx.db, {
      userIds: [ctx.users.admin.id],
      kind: 'report-ready',
      message: 'Credit report is ready',
    });
    const entry = await waitFor(() => at('/notes')[0]);
    expect(verify(sub.secret, entry)).toMatchObject({
      type: 'notification.created',
      data: { user_id: ctx.users.admin.id, kind: 'report-ready', message: 'Credit report is ready' },
    });
  });

  it('sends draw.funded when staff fund a construction draw (from its audit row)', async () => {
    const sub = await subscribe('/draws', ['draw.funded']);
    const drawId = randomUUID();
    await emitWebhooksForAudit(ctx.db, {
      action: 'servicing.draw.approve',
      entity_type: 'servicing_draw',
      entity_id: drawId,
      after: { status: 'approved' },
    });
    await emitWebhooksForAudit(ctx.db, {
      action: 'servicing.draw.fund',
      entity_type: 'servicing_draw',
      entity_id: drawId,
      before: { status: 'approved' },
      after: { status: 'funded', amount: '25000.00' },
    });
    const entry = await waitFor(() => at('/draws')[0]);
    expect(verify(sub.secret, entry)).toMatchObject({ type: 'draw.funded' });
    // Only the subscribed event: the approval was not sent to this subscription.
    expect(at('/draws')).toHaveLength(1);
  });

  it('sends a burst of 300 events once each, signed, in batches', async () => {
    const sub = await subscribe('/burst', ['report.ready']);
    for (let n = 0; n < 300; n++) await emitWebhookEvent(ctx.db, 'report.ready', { n });
    await waitFor(() => (at('/burst').length >= 300 ? true : undefined), 60_000);
    const burst = at('/burst');
    expect(new Set(burst.map((entry) => entry.headers['webhook-id'])).size).toBe(300);
    const numbers = burst.map((entry) => Number(verify(sub.secret, entry).data.n));
    expect(new Set(numbers).size).toBe(300);
    const log = await waitFor(async () => {
      const { rows } = await ctx.db.execute<{ status: string; attempts: number; count: number }>(sql`
        select status, attempts, count(*)::int as count from webhook_deliveries
        where subscription_id = ${sub.id} group by 1, 2`);
      return rows.length === 1 && rows[0]!.status === 'succeeded' ? rows : undefined;
    });
    expect(log).toEqual([{ status: 'succeeded', attempts: 1, count: 300 }]);
  });

  it('keeps sending to other receivers while one hangs on many deliveries', async () => {
    const hanging = await subscribe('/slow', ['payment.late']);
    const other = await subscribe('/other', ['payment.reversed']);
    // 320 deliveries to a receiver that never answers (each times out after 400 ms), committed
    // with the other receiver's one: its lanes (16) need 20 rounds of timeouts to try them all.
    await ctx.db.transaction(async (tx) => {
      for (let n = 0; n < 320; n++) await emitWebhookEvent(tx, 'payment.late', { n });
      await emitWebhookEvent(tx, 'payment.reversed', { n: 0 });
    });
    await waitFor(() => at('/other')[0]);
    // The other receiver did not wait behind the hanging one's queue: most of it is still untried.
    const { rows } = await ctx.db.execute<{ untried: number }>(sql`
      select count(*)::int as untried from webhook_deliveries
      where subscription_id = ${hanging.id} and attempts = 0`);
    expect(rows[0]!.untried).toBeGreaterThan(0);
    expect(verify(other.secret, at('/other')[0]!).type).toBe('payment.reversed');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/webhook-subscriptions/${hanging.id}`,
      headers: admin(),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('is admin only and refuses unknown events', async () => {
    const borrower = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhook-subscriptions',
      headers: bearer(ctx.tokens.borrower),
    });
    expect(borrower.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhook-subscriptions',
      headers: admin(),
      payload: { url: `${base}/x`, events: ['loan.exploded'] },
    });
    expect(bad.statusCode).toBe(400);
    const types = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhook-subscriptions/event-types',
      headers: admin(),
    });
    expect(types.json().length).toBeGreaterThanOrEqual(25);
  });
});

describe('webhook targets', () => {
  const strict = { requireHttps: true, allowPrivate: false };
  it('in production: https only, no loopback, private or link-local address, no credentials', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://localhost./hook',
      'https://user:pw@example.com/hook',
      'ftp://example.com/hook',
    ])
      expect(() => checkTargetUrl(url, strict), url).toThrow();
    expect(checkTargetUrl('https://example.com/hook', strict).href).toBe('https://example.com/hook');
    expect(checkTargetUrl('http://127.0.0.1:9/x', { requireHttps: false, allowPrivate: true }).port).toBe(
      '9',
    );
  });

  it('refuses a name that resolves to a loopback address before sending', async () => {
    await expect(assertPublicTarget(new URL('https://localhost/x'), strict)).rejects.toThrow(
      'Webhook URLs must not point to a private or loopback address',
    );
  });
});
