/// <reference lib="dom" />
// Issue 19: a seeded Funded loan, boarded with months of history by the demo seed, on the loan
// page's Servicing tab: its balances and late month, a payment posted by staff, the payoff quote
// posted on its date, and the loan Paid-Off.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: { id: string; human_id: string };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-servicing-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  const result = await app.query<{ id: string; human_id: string }>(
    `select l.id, l.human_id from loans l join servicing_loans s on s.loan_id = l.id
     where l.status = 'Funded' and l.archived = false order by l.human_id limit 1`,
  );
  loan = result.rows[0]!;
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

describe('servicing tab', () => {
  it('staff add an index value on the Index rates screen, and see the floating terms form on the tab', async () => {
    await page.goto('/settings/index-rates');
    await page.getByLabel('Effective date').fill('2019-01-02');
    await page.getByLabel('Value (%)').fill('2.4');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'SOFR 2.4% from 01/02/2019 added' }).waitFor();
    await screenshot(page, 'servicing-index-rates');
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByRole('tab', { name: 'Servicing' }).click();
    const form = page.getByTestId('floating-terms-form');
    await form.scrollIntoViewIfNeeded();
    expect(await form.textContent()).toContain('Reset day');
    await screenshot(page, 'servicing-floating-terms');
  });

  it('shows a seeded loan, takes a payment and the payoff, and the loan is Paid-Off', async () => {
    expect(loan).toBeDefined();
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByRole('tab', { name: 'Servicing' }).click();
    const balances = page.getByTestId('servicing-balances');
    await balances.waitFor();
    expect(await balances.textContent()).toContain('Total owed');
    // Dates as every staff screen shows them (issue 23 item 6): mm/dd/yyyy, never the API's YYYY-MM-DD.
    await page.getByTestId('servicing-schedule').waitFor();
    const tab = (await page.getByTestId('servicing-tab').textContent()) ?? '';
    expect(tab).toMatch(/Funded\d{2}\/\d{2}\/\d{4}/);
    expect(tab).toMatch(/Balances as of \d{2}\/\d{2}\/\d{4}/);
    expect(tab).toMatch(/Maturity\d{2}\/\d{2}\/\d{4}/);
    expect(tab).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'servicing-tab');

    await page.getByLabel('Amount').fill('1000.00');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    // The segmented control's radio is visually hidden: its label takes the click.
    await page.locator('.mantine-SegmentedControl-label', { hasText: 'Payments' }).click();
    await expect
      .poll(async () => (await page.getByTestId('servicing-payments').textContent()) ?? '')
      .toContain('$1,000.00');

    const quote = page.getByTestId('payoff-quote');
    await quote.waitFor();
    const text = (await quote.textContent()) ?? '';
    const amount = text.match(/Payoff amount\$([\d,]+\.\d{2})/)?.[1];
    expect(amount).toBeDefined();
    await page.getByLabel('Amount').fill(String(money(amount!).toFixed(2)));
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Paid off', { exact: true }).waitFor({ timeout: 20_000 });
    const status = await app.query<{ status: string }>('select status from loans where id = $1', [loan.id]);
    expect(status.rows[0]?.status).toBe('Paid-Off');
    await screenshot(page, 'servicing-paid-off');
  });
});
