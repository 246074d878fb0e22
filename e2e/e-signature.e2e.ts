/// <reference lib="dom" />
// Issue 11 items 5 and 7 journey: staff send the term sheet for signature from its activity row
// -> the signer opens the link mailed to them (read from the outbox) without signing in, sees the
// PDF, draws a signature and signs -> the notification appears in the staff bell of the page that
// stayed open (server-sent events) -> a click lands on the loan page with ?documentId=.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { pdfText } from './support/pdf';

let app: RunningApp;
let browser: Browser;
let staff: { context: BrowserContext; page: Page };
let signer: { context: BrowserContext; page: Page };
let loan: { id: string; human_id: string; name: string };
const scratch = mkdtempSync(path.join(tmpdir(), 'lending-e2e-sign-'));
const SIGNER = { name: 'Zoë Łukasz 文件', email: 'zoe.signer@example.com' };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-esign-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  const result = await app.query<{ id: string; human_id: string; name: string }>(
    `select l.id, l.human_id, l.name from loans l join activities a on a.loan_id = l.id
      where l.status = 'Preliminary' and l.archived = false and a.activity_type = 'term-sheet' and a.state = 'new'
      order by l.human_id limit 1`,
  );
  loan = result.rows[0]!;
  browser = await launchBrowser();
  staff = await newPage(browser, app.baseUrl);
  await signIn(staff.page, 'admin');
  signer = await newPage(browser, app.baseUrl);
});

afterAll(async () => {
  await staff?.context.close().catch(() => undefined);
  await signer?.context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('e-signature and notifications', () => {
  it('staff send the generated term sheet for signature with a recipients form', async () => {
    const { page } = staff;
    await page.goto(`/loan/${loan.human_id}`);
    const row = page.getByTestId('activity-term-sheet').first();
    await row.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.locator('.mantine-Notification-root').filter({ hasText: 'Generated' }).first().waitFor();
    await row.getByRole('button', { name: 'Send for signature' }).click();
    const form = page.getByTestId('recipients-form');
    await form.waitFor();
    const send = form.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Remove recipient 1' }).isDisabled()).toBe(true);
    await form.getByPlaceholder('Enter name').fill(SIGNER.name);
    await form.getByPlaceholder('Enter email').fill(SIGNER.email);
    await form.getByText(`${SIGNER.name} <${SIGNER.email}>`).waitFor();
    await screenshot(page, 'e-signature-recipients-form');
    await send.click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'DocuSign has been sent successfully' })
      .first()
      .waitFor();
    await expect
      .poll(() => row.getByTestId('activity-state').textContent(), { timeout: 15_000 })
      .toBe('Sent');
    await row.getByText('DocuSign: sent').waitFor({ timeout: 15_000 });
  });

  it('the signer opens the mailed link, sees the PDF, draws a signature and signs', async () => {
    const mail = await app.query<{ text: string }>(
      'select text from outbox where "to" = $1 order by created_at desc limit 1',
      [SIGNER.email],
    );
    const link = mail.rows[0]!.text.match(/https?:\/\/\S+\/sign\/[A-Za-z0-9_-]{43}/)![0];
    const { page } = signer;
    await page.goto(new URL(link).pathname);
    await page.locator('[data-testid="pdf-pages"] canvas').first().waitFor({ timeout: 20_000 });
    await page.getByText(`For ${SIGNER.name} (${SIGNER.email})`).waitFor();
    const pad = page.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    const strokes: [number, number][] = [
      [60, 40],
      [100, 110],
      [150, 50],
      [200, 105],
      [260, 60],
      [330, 90],
    ];
    for (const [dx, dy] of strokes) await page.mouse.move(box.x + dx, box.y + dy, { steps: 6 });
    await page.mouse.up();
    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    expect(await sign.isDisabled()).toBe(true);
    await page.getByLabel(/I agree to sign this document electronically/).check();
    await screenshot(page, 'e-signature-signing-page');
    await sign.click();
    await page.getByTestId('signing-done').waitFor({ timeout: 20_000 });
    await screenshot(page, 'e-signature-signed');
    // The link is used: opening it again is refused.
    await page.reload();
    await page.getByText('You have already signed this document').waitFor();
  });

  it('the signed PDF carries the signature certificate', async () => {
    const rows = await app.query<{ storage_key: string }>(
      `select d.storage_key from documents d join envelopes e on e.signed_document_id = d.id
         join activities a on a.id = e.activity_id where a.loan_id = $1`,
      [loan.id],
    );
    const file = path.join(app.dataDir, 'files', rows.rows[0]!.storage_key);
    const text = await pdfText(readFileSync(file));
    expect(text).toContain('Signature Certificate');
    expect(text).toContain(`Signer: ${SIGNER.name}`);
    expect(text).toContain('Signature: drawn');
  });

  it('the notification reaches the open staff page, and a click lands on the document', async () => {
    const { page } = staff;
    const badge = page.getByTestId('notifications-badge');
    await expect
      .poll(async () => (await badge.textContent())?.trim(), { timeout: 20_000 })
      .toMatch(/^[1-9]\d*$/);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const item = page.getByTestId('notification-item').filter({ hasText: 'Document signed' }).first();
    await item.waitFor();
    await expect.poll(() => item.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await screenshot(page, 'e-signature-notification-bell');
    await item.getByText(/Document signed/).click();
    await page.waitForURL(new RegExp(`/loan/${loan.human_id}\\?documentId=[0-9a-f-]{36}$`));
    await page.getByTestId('loan-detail-page').waitFor();
    const row = page.getByTestId('activity-term-sheet').first();
    await expect
      .poll(() => row.getByTestId('activity-state').textContent(), { timeout: 15_000 })
      .toBe('Signed');
    await row.getByText('DocuSign: signed').waitFor({ timeout: 15_000 });
    await screenshot(page, 'e-signature-loan-after-signing');
  });
});
