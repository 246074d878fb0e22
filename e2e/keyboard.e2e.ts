// Keyboard-only journeys (issue 21, WCAG 2.1.1 and 2.4.3): no mouse click anywhere below, only
// Tab, Shift+Tab, Enter, Space, Escape, arrow keys and typing. Every dialog keeps the focus inside
// while it is open and gives it back to the control that opened it; staff review a document; a
// visitor sends the public application; a signer types a signature, agrees and signs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { field } from './prequal-helpers';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until the target has the focus; fails when it is never reached. */
const tabTo = async (page: Page, target: Locator, { max = 160, back = false } = {}): Promise<number> => {
  // 'attached', not 'visible': a radio of a segmented control is a visually hidden input.
  await target.waitFor({ state: 'attached' });
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${String(target)} is not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
};

const typeInto = async (page: Page, target: Locator, text: string) => {
  await tabTo(page, target);
  await page.keyboard.type(text);
};

const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

const freshPage = async (): Promise<Page> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  return page;
};

beforeAll(async () => {
  app = await startApp({ readyTimeoutMs: 360_000 });
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('keyboard only', () => {
  it('dialogs keep the focus inside while open and return it to their trigger on Escape', async () => {
    const loan = await app.query<{ human_id: string }>(
      `select human_id from loans where status = 'Preliminary' and archived = false order by human_id limit 1`,
    );
    const page = await freshPage();
    await signIn(page, 'admin');
    const dialogs = [
      { trigger: 'Sponsor link', dialog: 'Sponsor link' },
      { trigger: 'Link contacts', dialog: 'Link contact' },
      { trigger: 'New', dialog: 'New contact' },
    ];
    for (const { trigger: name, dialog: title } of dialogs) {
      await page.goto(`/loan/${loan.rows[0]!.human_id}`);
      await page.getByTestId('loan-detail-page').waitFor();
      const trigger = page.getByRole('button', { name, exact: true }).first();
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expect.poll(() => focusInDialog(page), { message: `${title}: focus moves in` }).toBe(true);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page), `${title}: Tab ${i + 1} stays inside`).toBe(true);
      }
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDialog(page), `${title}: Shift+Tab ${i + 1} stays inside`).toBe(true);
      }
      await screenshot(page, `keyboard-dialog-${name.toLowerCase().replace(/\s+/g, '-')}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(trigger), { message: `${title}: focus returns` }).toBe(true);
    }
  }, 180_000);

  it('staff accept one uploaded document and reject another with a reason', async () => {
    // A loan with two requests whose upload waits for review (state 'sent').
    const { rows } = await app.query<{ human_id: string; id: string; names: string[] }>(
      `select l.human_id, l.id, array_agg(a.name order by a.name) as names
         from loans l join activities a on a.loan_id = l.id
        where l.archived = false and a.activity_type = 'document-request' and a.state = 'sent'
          and exists (select 1 from documents d where d.activity_id = a.id)
        group by l.human_id, l.id having count(*) >= 2 order by l.human_id limit 1`,
    );
    const loan = rows[0]!;
    const [toAccept, toReject] = loan.names as [string, string];
    const page = await freshPage();
    await signIn(page, 'admin');
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByTestId('loan-detail-page').waitFor();
    const requestRow = (name: string) =>
      page.locator('[data-testid^="document-requests-"]').getByRole('row').filter({ hasText: name }).first();
    const files = page.getByTestId('files-panel');

    await tabTo(page, requestRow(toAccept).getByRole('button', { name: 'View' }));
    await page.keyboard.press('Enter');
    const acceptRow = files.getByTestId('file-row').first();
    await acceptRow.waitFor();
    expect(await focusInDialog(page), 'the files panel takes the focus').toBe(true);
    await tabTo(page, acceptRow.getByRole('button', { name: 'Accept' }), { max: 30 });
    await screenshot(page, 'keyboard-review-accept');
    await page.keyboard.press('Enter');
    await toast(page, 'Document accepted');
    await page.keyboard.press('Escape');
    await acceptRow.waitFor({ state: 'detached' });

    await tabTo(page, requestRow(toReject).getByRole('button', { name: 'View' }));
    await page.keyboard.press('Enter');
    const rejectRow = files.getByTestId('file-row').first();
    await rejectRow.waitFor();
    await tabTo(page, rejectRow.getByRole('button', { name: 'Reject' }), { max: 30 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reject Document' });
    await dialog.waitFor();
    // The reason field has the focus; Confirm is the next stop but one (Cancel between).
    await expect.poll(() => isFocused(dialog.getByPlaceholder('Enter rejection reason'))).toBe(true);
    await page.keyboard.type('Pages 3 and 4 are missing; please send the whole document.');
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }), { max: 3 });
    await screenshot(page, 'keyboard-review-reject');
    await page.keyboard.press('Enter');
    await dialog.getByText('Document has been rejected successfully').waitFor();
    // Confirm is gone: the focus is on Close, not lost behind the dialog.
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Close' }).last())).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    const states = await app.query<{ name: string; state: string }>(
      `select name, state from activities where loan_id = $1 and name = any($2::text[]) order by name`,
      [loan.id, [toAccept, toReject]],
    );
    expect(Object.fromEntries(states.rows.map((row) => [row.name, row.state]))).toEqual({
      [toAccept]: 'accepted',
      [toReject]: 'rejected',
    });
  }, 180_000);

  it('a visitor fills and sends the public application', async () => {
    const page = await freshPage();
    await page.goto('/application');
    await typeInto(page, field(page, 'First name'), 'Kira');
    await typeInto(page, field(page, 'Last name'), 'Keys');
    await typeInto(page, field(page, 'Email'), 'kira.keys@example.com');
    await typeInto(page, field(page, 'Phone'), '5125550199');
    // Purchase or Refinance is a radio group: Tab reaches the chosen one, the arrow keys change it.
    const purchase = page.getByRole('radio', { name: 'Purchase' });
    await tabTo(page, purchase);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Refinance' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await purchase.isChecked()).toBe(true);
    await typeInto(page, field(page, 'Loan amount requested'), '450000');
    await typeInto(page, field(page, 'Duration (months)'), '12');
    await typeInto(page, field(page, 'Estimated closing date'), `03/15/${new Date().getFullYear() + 1}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await typeInto(page, field(page, 'Purchase price'), '600000');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await typeInto(page, field(page, 'Street address'), '2104 Lakeshore Blvd');
    await typeInto(page, field(page, 'ZIP code'), '78704');
    await page.waitForFunction(
      () =>
        (document.querySelector('input[autocomplete="address-level2"]') as HTMLInputElement | null)?.value ===
        'Austin',
      null,
      { timeout: 15_000 },
    );
    // A select: the arrow keys open it and move through the options, Enter picks one.
    await tabTo(page, field(page, 'Property type').first());
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Single Family Home', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    expect(await field(page, 'Property type').first().inputValue()).toBe('Single Family Home');
    await typeInto(page, field(page, 'Bedrooms'), '3');
    await typeInto(page, field(page, 'Current gross income (residential, yearly)'), '40000');
    await typeInto(page, field(page, 'Current operating expenses (yearly)'), '8000');
    await screenshot(page, 'keyboard-application-property');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await page.getByText('Thank you for your submission').waitFor({ timeout: 20_000 });
    await screenshot(page, 'keyboard-application-sent');
    const leads = await app.query<{ n: number }>(
      `select count(*)::int as n from leads where payload::text like '%kira.keys@example.com%'`,
    );
    expect(leads.rows[0]!.n).toBe(1);
  }, 180_000);

  it('a signer opens the signing link, types a signature, agrees and signs', async () => {
    // Staff send a loan's generated term sheet for signature (through the API: not the journey here).
    const staff = await freshPage();
    await signIn(staff, 'admin');
    const activity = await app.query<{ id: string }>(
      `select a.id from activities a join loans l on l.id = a.loan_id
        where l.status = 'Preliminary' and l.archived = false and a.activity_type = 'term-sheet'
          and a.state = 'new' order by l.human_id limit 1`,
    );
    const sent = await staff.evaluate(async (id) => {
      const headers = {
        authorization: `Bearer ${window.localStorage.getItem('lending.token') ?? ''}`,
        'content-type': 'application/json',
      };
      const generated = await fetch(`/api/term-sheet/${id}/generate`, { method: 'POST', headers });
      const requested = await fetch(`/api/activity/${id}/request-signature`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ recipients: [{ name: 'Kim Keyboard', email: 'kim.keyboard@example.com' }] }),
      });
      return { generated: generated.status, requested: requested.status };
    }, activity.rows[0]!.id);
    expect(sent.requested, JSON.stringify(sent)).toBe(200);
    const mail = await app.query<{ text: string }>(
      'select text from outbox where "to" = $1 order by created_at desc limit 1',
      ['kim.keyboard@example.com'],
    );
    const link = mail.rows[0]!.text.match(/https?:\/\/\S+\/sign\/[A-Za-z0-9_-]{43}/)![0];

    const page = await freshPage();
    await page.goto(new URL(link).pathname);
    await page.locator('[data-testid="pdf-pages"] canvas').first().waitFor({ timeout: 20_000 });
    // Draw or Type is a radio group: Tab reaches it, an arrow key switches to Type.
    await tabTo(page, page.getByRole('radio', { name: 'Draw' }));
    await page.keyboard.press('ArrowRight');
    const name = page.getByLabel('Type your name');
    await tabTo(page, name);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kim Keyboard');
    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    expect(await sign.isDisabled()).toBe(true);
    await tabTo(page, page.getByLabel(/I agree to sign this document electronically/));
    await page.keyboard.press('Space');
    await tabTo(page, sign);
    await screenshot(page, 'keyboard-signing');
    await page.keyboard.press('Enter');
    await page.getByTestId('signing-done').waitFor({ timeout: 20_000 });
    await screenshot(page, 'keyboard-signed');
  }, 180_000);
});
