/// <reference lib="dom" />
// Issue 19 items 3, 4 and 6 in the browser: on a phone (390x844) the borrower sees a servicing
// card for their boarded loan, requests a draw with an invoice, and downloads a statement and a
// payoff letter; staff approve and fund the draw on the Servicing tab, and the borrower's card
// then shows the smaller holdback.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { DEMO_EMAILS, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { pdfText } from './support/pdf';

const SHOTS = '/tmp/shots-s';
let app: RunningApp;
let browser: Browser;
let staff: { context: BrowserContext; page: Page };
let borrower: { context: BrowserContext; page: Page };
let loan: { id: string; human_id: string };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-servicing-draws-'));
  chmodSync(dataDir, 0o755);
  mkdirSync(SHOTS, { recursive: true });
  app = await startApp({ dataDir, readyTimeoutMs: 420_000 });
  const result = await app.query<{ id: string; human_id: string }>(
    `select l.id, l.human_id from loans l join servicing_loans s on s.loan_id = l.id
     where l.status = 'Funded' and l.archived = false and s.status = 'active'
       and s.construction_reserve_cents > 0
       and exists (select 1 from servicing_statements st where st.loan_id = l.id)
     order by l.human_id limit 1`,
  );
  loan = result.rows[0]!;
  // The demo borrower is made a borrower of that loan (the seed links it to others).
  await app.query(
    `insert into loan_borrowers (loan_id, borrower_id)
     select $1, borrower_id from users where email = $2 on conflict do nothing`,
    [loan.id, DEMO_EMAILS.borrower],
  );
  // Issue 19 item 7: the loan's terms allow one 6-month extension (the seed draws 0 to 2).
  await app.query(
    `update servicing_loans set extensions_allowed = 1, extension_period_months = 6,
       extension_fee_percent = 1, extension_rate = 13 where loan_id = $1`,
    [loan.id],
  );
  browser = await launchBrowser();
  staff = await newPage(browser, app.baseUrl);
  await signIn(staff.page, 'admin');
  borrower = await newPage(browser, app.baseUrl);
  await borrower.page.setViewportSize({ width: 390, height: 844 });
  await signIn(borrower.page, 'borrower');
  // The shared machine can be slow to initialise and seed a fresh database.
}, 480_000);

afterAll(async () => {
  await staff?.context.close().catch(() => undefined);
  await borrower?.context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

describe('servicing draws and the personal area', () => {
  it('borrower requests a draw on a phone; staff approve and fund it; borrower gets statements and a payoff letter', async () => {
    expect(loan).toBeDefined();
    const { page } = borrower;
    await page.goto('/personal');
    const card = page.getByTestId('servicing-card').filter({ hasText: loan.human_id });
    await card.waitFor({ timeout: 30_000 });
    // The personal page shows each servicing card as one line until it is opened (issue 21).
    await card.getByRole('button', { expanded: false }).click();
    const holdbackBefore = (await card.getByTestId('card-holdback').textContent()) ?? '';
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'personal-servicing-card-phone');
    await card.screenshot({ path: path.join(SHOTS, 'personal-servicing-card-only-phone.png') });
    // No horizontal scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A statement and a payoff letter, downloaded.
    const statement = page.waitForEvent('download');
    await card.getByTestId('card-statement').first().getByRole('button', { name: 'PDF' }).click();
    expect((await statement).suggestedFilename()).toMatch(/^Statement .*\.pdf$/);
    const letter = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Payoff letter (PDF)' }).click();
    expect((await letter).suggestedFilename()).toMatch(/^Payoff Letter .*\.pdf$/);
    // Issue 23 item 6: the letter prints US dates like every generated document; the card names its
    // dates in words like the personal area's to-do card ('Dec 1, 2026'), never YYYY-MM-DD.
    const letterText = await pdfText(readFileSync((await (await letter).path())!));
    expect(letterText).toMatch(/Good through: \d{2}\/\d{2}\/\d{4}/);
    expect(letterText).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await card.textContent()).toMatch(/Next payment\$[\d,.]+ on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await card.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // The draw request with an invoice.
    await card.getByRole('button', { name: 'Request a draw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a draw' });
    await dialog.getByLabel(/Construction hard costs/).fill('1250.00');
    await dialog.getByLabel('What the draw pays for').fill('Windows');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% windows invoice\n'),
    });
    await shot(page, 'personal-draw-request-phone');
    await dialog.getByRole('button', { name: 'Send draw request' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Staff approve and fund it from the Servicing tab.
    const admin = staff.page;
    await admin.goto(`/loan/${loan.human_id}`);
    await admin.getByRole('tab', { name: 'Servicing' }).click();
    await admin.getByTestId('holdbacks').waitFor();
    await admin.locator('.mantine-SegmentedControl-label', { hasText: 'Draws' }).click();
    const draw = admin.getByTestId('draw').filter({ hasText: 'Windows' });
    await draw.waitFor();
    expect(await draw.textContent()).toContain('invoice.pdf');
    await draw.getByRole('button', { name: 'Approve' }).click();
    // Fund waits for the draw's inspection (issue 19 item 6): staff order it, then record it done.
    const fund = draw.getByRole('button', { name: 'Fund draw' });
    await fund.waitFor();
    expect(await fund.isDisabled()).toBe(true);
    await draw.getByRole('button', { name: 'Order inspection' }).click();
    await draw.getByTestId('draw-inspection').filter({ hasText: 'Inspection ordered' }).waitFor();
    await draw.getByLabel('Inspection note').fill('Windows installed as invoiced');
    await draw.getByRole('button', { name: 'Inspection done' }).click();
    await draw.getByTestId('draw-inspection').filter({ hasText: 'Inspection done' }).waitFor();
    await screenshot(admin, 'servicing-draw-inspected');
    await fund.click();
    await admin.getByTestId('draw').filter({ hasText: 'funded' }).filter({ hasText: 'Windows' }).waitFor();
    await screenshot(admin, 'servicing-draw-funded');
    await shot(admin, 'staff-draw-funded');

    // The borrower's card shows the holdback 1,250.00 smaller.
    await page.reload();
    await card.waitFor();
    await card.getByRole('button', { expanded: false }).click();
    const holdbackAfter = (await card.getByTestId('card-holdback').textContent()) ?? '';
    const money = (text: string) => Number(text.replace(/[$,]/g, ''));
    expect(money(holdbackBefore) - money(holdbackAfter)).toBeCloseTo(1250, 2);
    await card.screenshot({ path: path.join(SHOTS, 'personal-after-draw-phone.png') });

    // Staff extend the loan (issue 19 item 7): a confirm dialog, then the new maturity on the tab.
    const panel = admin.getByTestId('servicing-maturity');
    await panel.scrollIntoViewIfNeeded();
    // The tab prints US dates (issue 23 item 6): 'Maturity06/21/2027' read back as 2027-06-21.
    const maturity = (text: string | null) => {
      const [, m, d, y] = /Maturity(\d{2})\/(\d{2})\/(\d{4})/.exec(text ?? '')!;
      return `${y}-${m}-${d}`;
    };
    const maturityBefore = maturity(await panel.textContent());
    expect(await panel.textContent()).toContain('0 of 1');
    await panel.getByRole('button', { name: 'Extend' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Extend the loan' });
    await confirm.getByRole('button', { name: 'Extend' }).click();
    await panel.getByText('Extended to').waitFor();
    const maturityAfter = maturity(await panel.textContent());
    // Six months on, the same day clamped to the month's end (as the schedule's due dates are).
    const [y, mo, d] = maturityBefore.split('-').map(Number) as [number, number, number];
    const moved = new Date(Date.UTC(y, mo - 1 + 6, 1));
    moved.setUTCDate(Math.min(d, new Date(Date.UTC(y, mo - 1 + 7, 0)).getUTCDate()));
    expect(maturityAfter).toBe(moved.toISOString().slice(0, 10));
    expect(await panel.textContent()).toContain('1 of 1');
    mkdirSync('/tmp/shots-s1', { recursive: true });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.screenshot({ path: '/tmp/shots-s1/servicing-tab-extended-desktop.png', fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: '/tmp/shots-s1/servicing-tab-extended-phone.png', fullPage: true });
    await panel.screenshot({ path: '/tmp/shots-s1/servicing-maturity-phone.png' });
  });
});
