/// <reference lib="dom" />
// Issue 3 journey: as admin, open a Preliminary demo loan from the Requests screen and take it to
// Paid-Off through the browser, checking the status section, the activities and the toasts at each
// step, that a reload shows the same state, and that the generated PDF holds the entered values.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { pdfText } from './support/pdf';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: { id: string; human_id: string; name: string };
/** Scratch folders for the uploaded file, removed at the end. */
const scratch: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

// The smallest well-formed PDF (the server checks the type by content, DESIGN.md §5).
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const status = () => page.getByTestId('loan-status');
const activity = (type: string): Locator => page.getByTestId(`activity-${type}`).first();
const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

const expectToast = async (text: string) => {
  await toast(text).waitFor({ timeout: 15_000 });
};

const expectStatus = async (state: string) => {
  await expect.poll(() => status().textContent(), { timeout: 15_000 }).toBe(state);
};

/** Reloads and checks the page shows the same loan status (everything comes from the server). */
const reloadAndExpect = async (state: string) => {
  await page.reload();
  await page.getByTestId('loan-detail-page').waitFor();
  await expectStatus(state);
};

const clickAction = async (type: string, name: string) => {
  await activity(type).getByRole('button', { name, exact: true }).click();
};

const clickMore = async (type: string, item: string) => {
  await activity(type).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

beforeAll(async () => {
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter DATA_DIR.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-lifecycle-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  const result = await app.query<{ id: string; human_id: string; name: string }>(
    "select id, human_id, name from loans where status = 'Preliminary' and archived = false order by human_id limit 1",
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
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('loan lifecycle', () => {
  it('opens a Preliminary loan from the Requests screen', async () => {
    await page.goto('/requests');
    const name = loan.name.replace(/^\d{5}\s*-\s*/, '');
    await page.getByLabel('Search loans').fill(name);
    // The server answers the search (debounced): click the row once it is there, not the first row
    // of the list shown before the answer.
    await page.locator('[data-testid="loan-row"]').filter({ hasText: name }).first().click();
    await page.waitForURL(`**/loan/${loan.human_id}`);
    await page.getByTestId('loan-detail-page').waitFor();
    await page.getByText('Back to all Requests').waitFor();
    await expectStatus('Preliminary');
    await page.getByTestId('progress-term_sheet').waitFor();
    await page.getByTestId('progress-gfd').waitFor();
    await activity('term-sheet').waitFor();
    await activity('good-faith-deposit').waitFor();
    for (const label of ['Score', 'Rate', 'Purchase Price', 'Amount of Properties']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }
    await page.getByTestId('property-map').waitFor();
    await screenshot(page, 'loan-detail-preliminary');
  });

  it('fills and generates the term sheet, marks it sent and signed, and accepts it', async () => {
    await clickAction('term-sheet', 'Edit');
    const form = page.getByTestId('term-sheet-form');
    await form.waitFor();
    await form.getByLabel('Good Faith Deposit').fill('25000');
    await form.getByLabel('Origination Fee').fill('2');
    await form.getByLabel('Other 1').fill('Borrower to provide proof of insurance');
    await screenshot(page, 'loan-term-sheet-form');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast('Term Sheet has been updated successfully');
    // Saved values come back from the server; nothing left to save.
    await expect
      .poll(() => page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).isDisabled())
      .toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Generate', exact: true }).click();
    await expectToast('Term Sheet Generated');
    await expect
      .poll(() => activity('term-sheet').getByTestId('activity-state').textContent())
      .toBe('Generated');

    await clickMore('term-sheet', 'Mark as Sent');
    await expectToast('Term Sheet marked as sent');
    await expectStatus('Term-Sheet-Sent');
    await reloadAndExpect('Term-Sheet-Sent');
    await expect.poll(() => activity('term-sheet').getByTestId('activity-state').textContent()).toBe('Sent');

    // The generated PDF holds the values entered (signed link fetched in the page, text extracted).
    const pdf = await page.evaluate(
      async (activityId) => {
        const token = window.localStorage.getItem('lending.token');
        const links = await (
          await fetch(`/api/term-sheet/${activityId}/download`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json();
        const bytes = new Uint8Array(await (await fetch(links.pdf_url)).arrayBuffer());
        return Array.from(bytes);
      },
      (await activity('term-sheet').getAttribute('data-activity-id'))!,
    );
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(Uint8Array.from(pdf));
    expect(text).toContain('$25,000');
    expect(text).toContain('Borrower to provide proof of insurance');

    await clickMore('term-sheet', 'Mark as Signed');
    await expectToast('Term Sheet marked as signed');
    await expect
      .poll(() => activity('term-sheet').getByTestId('activity-state').textContent())
      .toBe('Signed');
    await clickAction('term-sheet', 'Accept');
    await expectToast('Term Sheet Accepted');
    await expectStatus('Term-Sheet-Sent');
    await screenshot(page, 'loan-term-sheet-accepted');
  });

  it('accepts the good faith deposit and the loan moves to Underwriting', async () => {
    await clickAction('good-faith-deposit', 'Accept');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Deposit amount').fill('25000');
    await dialog.getByLabel('Deposit date').fill('11/20/2026');
    await dialog.getByLabel('Deposit date').press('Enter');
    await screenshot(page, 'loan-gfd-form');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expectToast('Good Faith Deposit has been accepted successfully');
    await expectStatus('Underwriting');
    await page.getByTestId('progress-gfd').getByText('$25,000').waitFor();
    await reloadAndExpect('Underwriting');
    await page.getByRole('button', { name: 'Complete Underwriting' }).waitFor();
    await screenshot(page, 'loan-underwriting');
  });

  it('completes underwriting, then generates, sends and accepts the board review', async () => {
    await page.getByRole('button', { name: 'Complete Underwriting' }).click();
    await expectToast('Board Review Created Successfully');
    await expectStatus('Board-Review');
    expect(await page.getByRole('button', { name: 'Complete Underwriting' }).count()).toBe(0);
    await activity('board-review').waitFor();
    await clickAction('board-review', 'Generate');
    await expectToast('Board Review Generated');
    await expect
      .poll(() => activity('board-review').getByTestId('activity-state').textContent())
      .toBe('Generated');
    await clickAction('board-review', 'Send');
    await expectToast('Board Review Sent');
    await expect
      .poll(() => activity('board-review').getByTestId('activity-state').textContent())
      .toBe('Waiting');
    await reloadAndExpect('Board-Review');
    await clickAction('board-review', 'Accept');
    await expectToast('Board Review Accepted');
    await activity('commitment').waitFor();
    await screenshot(page, 'loan-board-review-accepted');
  });

  it('generates, sends and accepts the commitment', async () => {
    await clickAction('commitment', 'Generate');
    await expectToast('Commitment Generated');
    await clickAction('commitment', 'Send');
    await expectToast('Commitment Sent');
    await expectStatus('Commitment-Sent');
    await reloadAndExpect('Commitment-Sent');
    // Upload the signed commitment with the 'signed' checkbox (002 §4: it verifies, state Signed).
    const dir = scratchDir('lending-upload-');
    const signedPdf = path.join(dir, 'signed-commitment.pdf');
    writeFileSync(signedPdf, MINIMAL_PDF);
    await clickAction('commitment', 'Upload');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(signedPdf);
    await dialog.getByLabel('Signed').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast('Successfully Uploaded Commitment Document');
    await expect
      .poll(() => activity('commitment').getByTestId('activity-state').textContent())
      .toBe('Signed');
    await clickAction('commitment', 'Accept');
    await expectToast('Commitment Accepted');
    await expectStatus('Commitment-Accepted');
    await page.getByRole('button', { name: 'Set Funded' }).waitFor();
    await screenshot(page, 'loan-commitment-accepted');
  });

  it('sets the loan funded with a date', async () => {
    await page.getByRole('button', { name: 'Set Funded' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Funded date').fill('12/01/2026');
    await dialog.getByLabel('Funded date').press('Enter');
    await dialog.getByRole('button', { name: 'Set Funded' }).click();
    await expectToast('Commitment Status Updated Successfully');
    await expectStatus('Funded');
    await reloadAndExpect('Funded');
    await page.getByTestId('progress-funded').getByText('12/01/2026').waitFor();
    await page.getByRole('button', { name: 'Set Paid Off' }).waitFor();
  });

  it('sets the loan paid off with the paid-off form', async () => {
    await page.getByRole('button', { name: 'Set Paid Off' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Set Paid Off' }).click();
    // The paid date is required.
    await dialog.getByText('* Required').waitFor();
    await dialog.getByLabel('Paid date').fill('12/15/2027');
    await dialog.getByLabel('Paid date').press('Enter');
    await dialog.getByText('Yes', { exact: true }).click();
    await dialog.getByLabel('30 days late').fill('5');
    // Answering No resets the late-day counts to 0 (001 §5).
    await dialog.getByText('No', { exact: true }).click();
    expect(await dialog.getByLabel('30 days late').count()).toBe(0);
    await dialog.getByText('Yes', { exact: true }).click();
    expect(await dialog.getByLabel('30 days late').inputValue()).toBe('0');
    await dialog.getByLabel('30 days late').fill('2');
    await dialog.getByLabel('Borrower score (1-100)').fill('150');
    await dialog.getByLabel('Borrower score (1-100)').blur();
    expect(await dialog.getByLabel('Borrower score (1-100)').inputValue()).toBe('100');
    await dialog.getByLabel('Construction completed').check();
    await screenshot(page, 'loan-paid-off-form');
    await dialog.getByRole('button', { name: 'Set Paid Off' }).click();
    await expectToast('Paid Off Status Updated Successfully');
    await expectStatus('Paid-Off');
    await reloadAndExpect('Paid-Off');
    await page.getByTestId('progress-paid_off').getByText('12/15/2027').waitFor();
    expect(await page.getByRole('button', { name: 'Set Paid Off' }).count()).toBe(0);
    const stored = await app.query<{
      payload: { borrower_score: number; late_days: { late_days: number; count: number }[] };
    }>("select payload from servicing_events where loan_id = $1 and kind = 'paid-off'", [loan.id]);
    expect(stored.rows[0]?.payload.borrower_score).toBe(100);
    expect(stored.rows[0]?.payload.late_days).toEqual([
      { late_days: 30, count: 2 },
      { late_days: 60, count: 0 },
      { late_days: 90, count: 0 },
    ]);
    await screenshot(page, 'loan-paid-off');
  });
});
