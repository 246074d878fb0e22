/// <reference lib="dom" />
// Issue 8: request a Clear report and see it on the External Data tab when it is ready; a failed
// report's refetch icon; edit the investment policy and see the Data Analysis colours change; a
// Costar file uploaded on the loan page fills the Costar report; the sponsor link opens the
// public sponsor page in a browser that never signed in.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { makeTextPdf } from './support/files';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: { id: string; human_id: string; credit_score: number };
let clearId: string;
let costarId: string;

const toast = (text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
const clearRow = () => page.locator(`[data-activity-id="${clearId}"]`);
const openLoan = async () => {
  await page.goto(`/loan/${loan.human_id}`);
  await page.getByTestId('loan-detail-page').waitFor();
};
const openTab = (name: string) => page.getByRole('tab', { name }).click();

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-reports-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir, env: { REPORTS_SANDBOX_DELAY_MS: '1500' } });
  const result = await app.query<{ id: string; human_id: string; credit_score: number }>(
    `select l.id, l.human_id, b.credit_score from loans l
       join loan_borrowers lb on lb.loan_id = l.id and lb.position = 0
       join borrowers b on b.id = lb.borrower_id
     where l.archived = false and l.status = 'Preliminary' and b.credit_score between 600 and 800
     order by l.human_id limit 1`,
  );
  loan = result.rows[0]!;
  await app.query("update activities set archived = true where loan_id = $1 and activity_type = 'clear'", [
    loan.id,
  ]);
  const inserted = await app.query<{ id: string }>(
    `insert into activities (loan_id, activity_type, name, report_type, state, state_epoch, last_update)
     values ($1, 'clear', 'Clear', 'Legal Verification', 'new', extract(epoch from now())::bigint, extract(epoch from now())::bigint)
     returning id`,
    [loan.id],
  );
  clearId = inserted.rows[0]!.id;
  await app.query("update activities set archived = true where loan_id = $1 and activity_type = 'costar'", [
    loan.id,
  ]);
  const costar = await app.query<{ id: string }>(
    `insert into activities (loan_id, activity_type, name, report_type, state, state_epoch, last_update)
     values ($1, 'costar', 'Costar', 'Property Analysis', 'new', extract(epoch from now())::bigint, extract(epoch from now())::bigint)
     returning id`,
    [loan.id],
  );
  costarId = costar.rows[0]!.id;
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('outside data and investment policy', () => {
  it('requests a Clear report; the External Data tab shows it when it is ready', async () => {
    await openLoan();
    await clearRow().getByRole('button', { name: 'Request', exact: true }).click();
    await toast('Report requested');
    const stateInDb = async () =>
      (await app.query<{ state: string }>('select state from activities where id = $1', [clearId])).rows[0]!
        .state;
    await expect.poll(stateInDb, { timeout: 20_000 }).toBe('done');
    // The row follows without a reload (a done activity is listed under Show All).
    await page.getByTestId('activities-card').getByRole('button', { name: 'Show All' }).click();
    await screenshot(page, 'report-row-done');
    await expect
      .poll(() => clearRow().getByTestId('activity-state').textContent(), { timeout: 10_000 })
      .toBe('Done');
    await clearRow().getByRole('button', { name: 'Download report' }).waitFor();

    await openTab('External Data');
    const card = page.getByTestId('report-clear');
    await card.getByText('Properties Owned').first().waitFor({ timeout: 15_000 });
    await card.getByText('Sandbox').waitFor();
    expect(await page.getByTestId('report-summary').innerText()).toContain('Clear');
    // Six items per section, then 'show more' (001 §2).
    const section = card.getByTestId('report-section').first();
    expect(await section.getByTestId('report-item').count()).toBe(6);
    expect(await section.getByText('Judgments and Liens').count()).toBe(0);
    await section.getByRole('button', { name: 'show more' }).click();
    expect(await section.getByTestId('report-item').count()).toBeGreaterThan(6);
    await section.getByText('Judgments and Liens').waitFor();
    await section.getByText('Properties Owned').locator('..').getByText(/\d+/).first().hover();
    await page.getByRole('tooltip').filter({ hasText: 'Confidence:' }).waitFor();
    await screenshot(page, 'external-data-clear');
  });

  it('a failed report shows the refetch icon, and refetching brings it back', async () => {
    await app.query(
      "update activities set state = 'error', status_text = 'CLEAR is unavailable (HTTP 503)' where id = $1",
      [clearId],
    );
    await app.query(
      "update reports set state = 'error', error = 'CLEAR is unavailable (HTTP 503)' where activity_id = $1",
      [clearId],
    );
    await openLoan();
    await openTab('External Data');
    const card = page.getByTestId('report-clear');
    await card.getByText('CLEAR is unavailable (HTTP 503)').waitFor();
    await screenshot(page, 'external-data-failed');
    await card.getByRole('button', { name: 'Error occurred, Refetch report' }).click();
    await toast('Report requested');
    await card.getByText('Properties Owned').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'external-data-refetched');
  });

  const setCreditRequirement = async (value: number) => {
    await page.goto('/policy');
    const row = page.getByTestId('requirement-borrower-credit_score');
    await row.getByLabel('Credit Score value').fill(String(value));
    await page.getByRole('button', { name: 'Save policy' }).click();
    await toast('Investment policy saved');
  };
  const creditIndicator = async () => {
    const row = page.getByTestId('analysis-borrower').first().getByTestId('analysis-row-credit_score');
    await row.waitFor();
    return row.locator('[data-column="borrower"] [data-indicator]').getAttribute('data-indicator');
  };

  it('editing the policy changes the Data Analysis colours', async () => {
    await setCreditRequirement(loan.credit_score - 100);
    await screenshot(page, 'policy-editor');
    await openLoan();
    await openTab('Data Analysis');
    expect(await creditIndicator()).toBe('green');
    expect(await page.getByTestId('analysis-date').innerText()).toMatch(/^Last update \d{2}\.\d{2}\.\d{4}$/);
    await screenshot(page, 'data-analysis-green');

    await setCreditRequirement(loan.credit_score + 100);
    await openLoan();
    await openTab('Data Analysis');
    expect(await creditIndicator()).toBe('red');
    // Rows expand on click to their detail lines.
    await page.getByTestId('analysis-borrower').first().getByTestId('analysis-row-credit_score').click();
    await page
      .getByText(`Requirement: min ${(loan.credit_score + 100).toLocaleString('en-US')}`)
      .first()
      .waitFor();
    // 'Edit External System' hides a column.
    await page.getByRole('button', { name: 'Edit External System' }).click();
    await page.getByRole('menuitem', { name: 'Based on External System' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Based on External System' }).count())
      .toBe(0);
    await screenshot(page, 'data-analysis-red');
  });

  it('the dashboard shows the generated insights: risks and warnings, worst first', async () => {
    await page.goto('/dashboard');
    const card = page.getByTestId('dashboard-insights');
    await card.waitFor();
    expect(await card.innerText()).toMatch(/\d+ risks/i);
    expect(await card.getByRole('link').count()).toBeGreaterThan(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-insights');
  });

  it('a CoStar file uploaded on the loan page fills the Costar report on the External Data tab', async () => {
    await openLoan();
    const row = page.locator(`[data-activity-id="${costarId}"]`);
    await row.getByRole('button', { name: 'Upload OCR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Costar report' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'costar-submarket.pdf',
      mimeType: 'application/pdf',
      buffer: makeTextPdf([
        'CoStar Multifamily Submarket Report',
        'Market: Austin',
        'Submarket: South Austin',
        'Market Asking Rent Per Unit: $1,845',
        'Vacancy Rate: 7.4%',
        'Market Cap Rate: 5.6%',
      ]),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Costar file uploaded');
    const stateInDb = async () =>
      (await app.query<{ state: string }>('select state from activities where id = $1', [costarId])).rows[0]!
        .state;
    await expect.poll(stateInDb, { timeout: 60_000 }).toBe('done');
    await openTab('External Data');
    const card = page.getByTestId('report-costar');
    await card.getByText('South Austin').waitFor({ timeout: 15_000 });
    await card.getByText('Vacancy Rate (%)').waitFor();
    expect(await card.getByText('Sandbox').count()).toBe(0);
    await card.getByText('From the uploaded file costar-submarket.pdf').waitFor();
    // The figure's tooltip says where it was read (the quote of the passage).
    await card.getByText('Market Rent').locator('..').getByText(/1,845/).first().hover();
    await page.getByRole('tooltip').filter({ hasText: 'Market Asking Rent Per Unit: $1,845' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'external-data-costar-upload');
  });

  it('staff get the sponsor link on the loan page; it opens the sponsor page without signing in', async () => {
    await openLoan();
    await page.getByRole('button', { name: 'Sponsor link' }).click();
    const field = page.getByRole('dialog', { name: 'Sponsor link' }).getByLabel('Sponsor link');
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/\/sponsor\/[A-Za-z0-9_-]{48}$/);
    const { pathname } = new URL(await field.inputValue());
    await screenshot(page, 'sponsor-link-dialog');

    // A fresh browser context: no session, as the sponsor opening the link from their mail.
    const sponsor = await newPage(browser, app.baseUrl);
    try {
      const { page: public_ } = sponsor;
      await public_.setViewportSize({ width: 390, height: 844 });
      await public_.goto(pathname);
      await public_.getByTestId('sponsor-loan-name').waitFor();
      expect(await public_.getByText(`Loan ${loan.human_id}`).count()).toBe(1);
      await public_.getByText('Lending Capital').first().waitFor();
      await public_.getByRole('heading', { name: 'What we need from you' }).waitFor();
      expect(public_.url()).toContain(pathname);
      await screenshot(public_, 'sponsor-page-mobile');
      await public_.setViewportSize({ width: 1280, height: 900 });
      await screenshot(public_, 'sponsor-page-desktop');

      // One character changed: the altered-link page, with nothing of the loan.
      const token = pathname.split('/').pop()!;
      const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
      await public_.goto(`/sponsor/${altered}`);
      await public_.getByTestId('sponsor-link-invalid').waitFor();
      await public_.getByRole('heading', { name: 'This link is not valid' }).waitFor();
      await public_.getByText('This sponsor link is not valid.').waitFor();
      expect(await public_.getByText(`Loan ${loan.human_id}`).count()).toBe(0);
      await screenshot(public_, 'sponsor-link-altered');
    } finally {
      await sponsor.context.close();
    }
  });
});
