/// <reference lib="dom" />
// Issue 22: an admin creates an API key (shown once), an integration calls the API with it, a
// local receiver is subscribed to loan changes, a loan changed with the key reaches the receiver
// signed per Standard Webhooks, the delivery shows in the log and is replayed with the same
// webhook-id, and the change is found in the audit trail under the key's name.
import { createHmac } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

const SHOTS = '/tmp/shots-p';
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
/** The API key the first journey creates (the paging journey changes loans with it). */
let apiKey = '';

const shot = async (name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await screenshot(page, `integrations-${name}`);
};

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lending`;
  // The receiver is on loopback: allowed by configuration (refused by default).
  // A loaded shared machine can take minutes to migrate and seed a fresh database.
  app = await startApp({
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SECONDS: '2,2,2' },
    readyTimeoutMs: 360_000,
  });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
}, 420_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

const verifySignature = (secret: string, entry: { headers: IncomingHttpHeaders; body: string }) => {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const id = String(entry.headers['webhook-id']);
  const timestamp = String(entry.headers['webhook-timestamp']);
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${entry.body}`).digest('base64');
  return String(entry.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
};

describe('integrations', () => {
  it('key, API call, signed webhook, replay, audit trail', async () => {
    await page.goto('/settings/integrations');
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByLabel('Name').fill('Nightly CRM sync');
    await page.getByLabel('Loans read').check();
    await page.getByLabel('Loans write').check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = ((await page.getByTestId('new-api-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^lk_test_/);
    apiKey = key;
    await shot('01-key-shown-once');
    await page.getByRole('button', { name: 'Done' }).click();

    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${app.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const list = await call('GET', '/api/loan/all');
    expect(list.status).toBe(200);
    expect((await call('GET', '/api/api-keys')).status).toBe(403);

    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('textbox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'loan.updated', exact: true }).click();
    await page.getByRole('option', { name: 'loan.status_changed', exact: true }).click();
    await page.getByRole('textbox', { name: 'Events' }).press('Escape');
    await page.getByRole('heading', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const secret = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    // The events list may open again when the page takes focus back: closed before going on.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Webhooks' }).click();
    await page.getByRole('option', { name: 'loan.status_changed', exact: true }).waitFor({ state: 'hidden' });

    const [loan] = (
      await app.query<{ id: string; human_id: string; version: number }>(
        `select id, human_id, version from loans where archived = false order by human_id limit 1`,
      )
    ).rows;
    const changed = await call('PUT', `/api/loan/${loan!.id}/update`, {
      amount: 1_234_000,
      version: loan!.version,
    });
    expect(changed.status).toBe(200);

    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = received[0]!;
    expect(verifySignature(secret, first)).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'loan.updated',
      data: { loan_id: loan!.id, after: { amount: 1_234_000 } },
    });

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const row = page.getByTestId('delivery-row').first();
    await expect
      .poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 })
      .toContain('succeeded');
    expect(await row.textContent()).toContain(String(first.headers['webhook-id']));
    await shot('02-delivery-log');
    await row.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verifySignature(secret, received[1]!)).toBe(true);
    await expect.poll(async () => page.getByTestId('delivery-row').count(), { timeout: 20_000 }).toBe(2);
    await expect
      .poll(async () => (await page.getByTestId('delivery-row').first().textContent()) ?? '', {
        timeout: 20_000,
      })
      .toContain('succeeded');
    await shot('03-replayed');

    await page.goto('/audit');
    await page.getByLabel('Actor', { exact: true }).fill('Nightly CRM');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const auditRow = page.getByTestId('audit-row').filter({ hasText: 'loan.update' }).first();
    await auditRow.waitFor();
    const text = (await auditRow.textContent()) ?? '';
    expect(text).toContain('API key');
    expect(text).toContain('Nightly CRM sync');
    expect(text).toContain('1234000');
    await shot('04-audit-trail');
  });

  it('the audit trail, the delivery log and the outbox load their next pages (issue 22 item 5)', async () => {
    expect(apiKey).not.toBe('');
    // 120 more loan changes made with the key: 120 audit rows under its name and 120 deliveries.
    const [loan] = (
      await app.query<{ id: string; version: number }>(
        `select id, version from loans where archived = false order by human_id desc limit 1`,
      )
    ).rows;
    let version = loan!.version;
    for (let i = 0; i < 120; i += 1) {
      const answer = await fetch(`${app.baseUrl}/api/loan/${loan!.id}/update`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 2_000_000 + i, version }),
      });
      expect(answer.status).toBe(200);
      version = ((await answer.json()) as { version: number }).version;
    }
    const count = page.getByTestId('paged-count');
    const loadMore = page.getByRole('button', { name: 'Load more' });

    await page.goto('/audit');
    await page.getByLabel('Actor', { exact: true }).fill('Nightly CRM');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('Showing 100 audit rows of many');
    expect(await page.getByTestId('audit-row').count()).toBe(100);
    // The first journey's change (amount 1,234,000) is the oldest: on the second page only.
    expect(await page.getByTestId('audit-row').filter({ hasText: '1234000' }).count()).toBe(0);
    await loadMore.click();
    await page.getByTestId('audit-row').filter({ hasText: '1234000' }).first().waitFor({ timeout: 30_000 });
    const auditRows = await page.getByTestId('audit-row').count();
    expect(auditRows).toBeGreaterThan(100);
    await expect
      .poll(() => count.textContent(), { timeout: 30_000 })
      .toBe(`Showing all ${auditRows} audit rows`);
    expect(await loadMore.count()).toBe(0);
    await shot('06-audit-second-page');

    const [{ total }] = (
      await app.query<{ total: number }>(`select count(*)::int as total from webhook_deliveries`)
    ).rows as [{ total: number }];
    expect(total).toBeGreaterThan(100);
    await page.goto('/settings/integrations');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByTestId('delivery-row');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('Showing 50 deliveries of many');
    await loadMore.click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('Showing 100 deliveries of many');
    await loadMore.click();
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe(`Showing all ${total} deliveries`);
    expect(await deliveries.count()).toBe(total);
    expect(await loadMore.count()).toBe(0);

    // The outbox is an array list paged by the X-Next-Cursor header: 60 more mails, 50 a page.
    await app.query(
      `insert into outbox ("to", subject, text)
       select 'paging' || n || '@example.com', 'Paging mail ' || n, 'Mail ' || n from generate_series(1, 60) n`,
    );
    const [{ mails }] = (await app.query<{ mails: number }>(`select count(*)::int as mails from outbox`))
      .rows as [{ mails: number }];
    await page.goto('/outbox');
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toBe('Showing 50 mails of many');
    await loadMore.click();
    await expect
      .poll(() => count.textContent(), { timeout: 30_000 })
      .toBe(mails > 100 ? 'Showing 100 mails of many' : `Showing all ${mails} mails`);
    expect(await page.getByTestId('outbox-row').count()).toBe(Math.min(100, mails));
    // The 60 newest mails are the seeded ones: 50 on the first page, the other 10 on the second, none twice.
    const seeded = await page.getByTestId('outbox-row').filter({ hasText: 'Paging mail' }).allTextContents();
    expect(new Set(seeded.map((text) => /Paging mail \d+/.exec(text)?.[0])).size).toBe(60);
    await shot('07-outbox-second-page');
  }, 300_000);

  it('the API reference page renders the OpenAPI document offline, under the docs CSP', async () => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto('/api/reference');
    expect(new URL(page.url()).pathname).toBe('/api/docs/reference');
    // The document's title and its tag groups, rendered from /api/docs/json.
    await page.waitForFunction(
      () =>
        ['Lending API', 'api-keys', 'webhooks', 'audit'].every((text) =>
          document.body.innerText.includes(text),
        ),
      undefined,
      { timeout: 30_000 },
    );
    // Scalar's bundle asks proxy.scalar.com for its API registry: the CSP keeps that in (offline
    // anyway). Nothing of the page itself (scripts, styles, the document) may be refused.
    const blocked = refused.filter((text) => /Content Security Policy|Refused/i.test(text));
    expect(blocked.filter((text) => !text.includes('https://proxy.scalar.com/')).join('\n')).toBe('');
    // Playwright's screenshot waits for web fonts, which this page never settles: a plain capture.
    const cdp = await page.context().newCDPSession(page);
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
    writeFileSync(`${SHOTS}/05-api-reference.png`, Buffer.from(data, 'base64'));
  });
});
