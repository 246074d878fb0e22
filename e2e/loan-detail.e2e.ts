/// <reference lib="dom" />
// Issue 3 §1: the loan detail page's own features in Chromium: rename, Request Details edit with
// validation and the stale-version refusal, story edit, score popup, tabs (default, empty states,
// pinning), activity pause/resume with its toast, export, archive and restore.
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

const toast = (text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
const card = () => page.getByTestId('request-details');

const openLoan = async () => {
  await page.goto(`/loan/${loan.human_id}`);
  await page.getByTestId('loan-detail-page').waitFor();
};

beforeAll(async () => {
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter DATA_DIR.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-loan-detail-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  const result = await app.query<{ id: string; human_id: string }>(
    "select id, human_id from loans where status = 'Term-Sheet-Sent' and archived = false order by human_id limit 1",
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

describe('loan detail page', () => {
  it('copies the loan code with a tip shown for 1500 ms', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openLoan();
    await page.getByRole('button', { name: 'Copy loan code' }).click();
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(loan.human_id);
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor({ state: 'hidden', timeout: 3000 });
  });

  it('asks for the loan, its status, activities and score at once, each one time (no waterfall)', async () => {
    const calls: { url: string; start: number; end: number }[] = [];
    const started = new Map<object, number>();
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/api/')) started.set(request, Date.now());
    };
    const onFinished = (request: { url(): string }) => {
      const start = started.get(request);
      if (start !== undefined) calls.push({ url: new URL(request.url()).pathname, start, end: Date.now() });
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    await openLoan();
    await page.getByTestId('status-section').waitFor();
    // Not 'networkidle': the notification stream stays open on every signed-in page. Wait until the four
    // calls have answered, then a moment more so a repeated call would be seen.
    const wanted = [
      `/api/loan/${loan.human_id}`,
      `/api/loan-status/${loan.human_id}`,
      `/api/activity/loan/${loan.human_id}/all`,
      `/api/loan/${loan.human_id}/get-score`,
    ];
    await expect
      .poll(() => wanted.every((url) => calls.some((call) => call.url === url)), { timeout: 20_000 })
      .toBe(true);
    await page.waitForTimeout(1_500);
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);

    const loanCall = calls.find((call) => call.url === `/api/loan/${loan.human_id}`);
    expect(loanCall).toBeDefined();
    for (const url of [
      `/api/loan-status/${loan.human_id}`,
      `/api/activity/loan/${loan.human_id}/all`,
      `/api/loan/${loan.human_id}/get-score`,
    ]) {
      const call = calls.find((candidate) => candidate.url === url);
      expect(call, url).toBeDefined();
      expect(call!.start, `${url} starts before the loan answers`).toBeLessThanOrEqual(loanCall!.end);
    }
    // The panels use the seeded answers: nothing is asked again by uuid.
    // (The assistant's thread list is its own resource, asked by the loan's uuid once.)
    expect(
      calls.filter((call) => call.url.includes(loan.id) && !call.url.startsWith('/api/thread/')),
    ).toEqual([]);
    const loanCalls = calls.filter((call) => call.url.includes(loan.human_id));
    expect(loanCalls).toHaveLength(4);
  });

  it('renames the loan inline', async () => {
    await openLoan();
    await page.getByRole('button', { name: 'Rename loan' }).click();
    await page.getByLabel('Loan name').fill(`${loan.human_id} - 12 Harbor View, Miami`);
    await page.getByRole('button', { name: 'Save name' }).click();
    await toast('Loan name has been updated successfully');
    await screenshot(page, 'loan-renamed');
    await expect.poll(() => page.getByTestId('loan-name').innerText()).toBe('12 Harbor View, Miami');
    await page.reload();
    await expect.poll(() => page.getByTestId('loan-name').innerText()).toBe('12 Harbor View, Miami');
  });

  it('edits Request Details with validation, sanitising and the Update rule', async () => {
    await card().getByRole('button', { name: 'Edit' }).click();
    const update = card().getByRole('button', { name: 'Update' });
    expect(await update.isDisabled()).toBe(true);
    await card().getByLabel('Amount', { exact: true }).fill('16000000');
    await card().getByText('* Limit $15,000,000').waitFor();
    expect(await update.isDisabled()).toBe(true);
    await card().getByLabel('Amount', { exact: true }).fill('1,250,000abc');
    expect(await card().getByLabel('Amount', { exact: true }).inputValue()).toBe('1,250,000');
    await card().getByLabel('Duration (months)').fill('101');
    await card().getByText('* Limit 100').waitFor();
    await card().getByLabel('Duration (months)').fill('1x8');
    expect(await card().getByLabel('Duration (months)').inputValue()).toBe('18');
    await card().getByLabel('Interest rate').fill('11.5.5%');
    expect(await card().getByLabel('Interest rate').inputValue()).toBe('11.55');
    expect(await update.isDisabled()).toBe(false);
    await screenshot(page, 'loan-request-details-edit');
    await update.click();
    await toast('Request Details has been updated successfully');
    await card().getByText('$1,250,000').waitFor();
    await card().getByText('11.55%').waitFor();
    const stored = await app.query<{ amount: string; duration_months: number }>(
      'select amount, duration_months from loans where id = $1',
      [loan.id],
    );
    expect(Number(stored.rows[0]!.amount)).toBe(1_250_000);
    expect(stored.rows[0]!.duration_months).toBe(18);
  });

  it('refuses a stale edit with the server message instead of overwriting', async () => {
    await card().getByRole('button', { name: 'Edit' }).click();
    // Someone else changes the loan meanwhile.
    await app.query('update loans set version = version + 1 where id = $1', [loan.id]);
    await card().getByLabel('Duration (months)').fill('24');
    await card().getByRole('button', { name: 'Update' }).click();
    const message = page.locator('.mantine-Notification-root').filter({ hasNotText: 'successfully' }).last();
    await message.waitFor();
    expect(await message.innerText()).not.toBe('');
    const stored = await app.query<{ duration_months: number }>(
      'select duration_months from loans where id = $1',
      [loan.id],
    );
    expect(stored.rows[0]!.duration_months).toBe(18);
    await screenshot(page, 'loan-request-details-stale');
    await card().getByRole('button', { name: 'Cancel' }).click();
  });

  it('edits the story', async () => {
    await page.reload();
    const story = page.getByTestId('story-card');
    await story.getByRole('button', { name: 'Edit' }).click();
    const text = `${'A long story about the sponsor and the asset. '.repeat(8)}The end.`;
    await page.getByRole('dialog').getByLabel('Story').fill(text);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await toast('The loan story was updated successfully');
    // Truncated at 300 characters with Show more.
    const shown = await story.getByTestId('story-text').innerText();
    expect(shown.length).toBeLessThanOrEqual(303);
    await story.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => story.getByTestId('story-text').innerText()).toBe(text);
  });

  it('opens the 500 x 500 score details popup', async () => {
    await page.getByRole('button', { name: 'Borrowers score details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Borrowers score').waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(500);
    await screenshot(page, 'loan-score-popup');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  it('shows From The Borrower by default, the empty states of the other tabs, and pins the tabs on scroll', async () => {
    expect(await page.getByRole('tab', { name: 'From The Borrower' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The demo has an investment policy and sandbox reports (issue 8 seed): each tab shows its
    // content, or its empty state on a loan without reports.
    await page.getByRole('tab', { name: 'Data Analysis' }).click();
    await page
      .getByTestId('data-analysis')
      .or(page.getByText('There is no Analysis to display'))
      .first()
      .waitFor();
    // The demo's term sheets past New carry a staff-added letter of intent (issue 11 seed).
    await page.getByRole('tab', { name: 'System Documents' }).click();
    await page.getByTestId('system-documents').getByText('letter-of-intent.pdf').first().waitFor();
    await page.getByRole('tab', { name: 'External Data' }).click();
    await page.getByTestId('report-summary').or(page.getByText('There are no reports')).first().waitFor();
    await page.getByRole('tab', { name: 'From The Borrower' }).click();
    await page.locator('[data-testid^="document-requests-"]').first().waitFor();
    // A request with files lists them (Files(n)) with a link each.
    const view = page
      .locator('[data-testid^="document-requests-"]')
      .getByRole('button', { name: 'View' })
      .first();
    if (await view.isVisible()) {
      await view.click();
      await page.getByText(/^Files\(\d+\)$/).waitFor();
      await page.keyboard.press('Escape');
    }
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.locator('[data-pinned="true"]').count()).toBe(1);
    await screenshot(page, 'loan-tabs-pinned');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('[data-pinned="true"]').count()).toBe(0);
  });

  it('pauses and resumes an activity', async () => {
    const gfd = page.getByTestId('activity-good-faith-deposit').first();
    await gfd.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await toast('Activity has been Pause successfully');
    // Paused activities are hidden by default; Show All brings them back.
    await expect.poll(() => page.getByTestId('activity-good-faith-deposit').count()).toBe(0);
    await page.getByRole('button', { name: 'Show All', exact: true }).click();
    await gfd.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Resume' }).click();
    await toast('Activity has been Resume successfully');
    await page.getByRole('button', { name: 'Show Less', exact: true }).click();
    await gfd.waitFor();
  });

  it('edits, saves, generates and sends a custom document from an activity row (002 §2.4, §5)', async () => {
    await openLoan();
    await page
      .getByTestId('activity-good-faith-deposit')
      .first()
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('menuitem', { name: 'Custom Document' }).click();
    // The form opens on the right in place of the loan panels (002 §2.4), not as a dialog.
    const form = page.getByRole('region', { name: /^Custom Document: / });
    await form.getByTestId('custom-document-form').waitFor();
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('New field').fill('site_visit');
    await form.getByRole('button', { name: 'Add field' }).click();
    // An empty value is ignored: still nothing to save.
    expect(await save.isDisabled()).toBe(true);
    await form.getByLabel('Site Visit').fill('Roof replaced in 2021');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await toast('Custom Document has been updated successfully');
    // Saved: the loaded value equals the field again, so Save is disabled.
    await expect.poll(() => save.isDisabled()).toBe(true);
    expect(await form.getByLabel('Site Visit').inputValue()).toBe('Roof replaced in 2021');
    await form.getByRole('button', { name: 'Generate' }).click();
    await toast('Custom Document Generated');
    const pdfLink = form.getByTestId('custom-document-links').getByRole('link', { name: 'PDF' });
    await pdfLink.waitFor();
    const pdf = await page.request.get(
      new URL((await pdfLink.getAttribute('href'))!, app.baseUrl).toString(),
    );
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect
      .poll(() => form.getByRole('button', { name: 'Generate' }).getAttribute('data-loading'))
      .toBeNull();
    await screenshot(page, 'loan-custom-document');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await toast('Custom Document Sent');
    expect(await page.getByTestId('status-section').count()).toBe(0);
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    await page.getByTestId('status-section').waitFor();
  });

  it('marks a failed action with a dismissible Error marker', async () => {
    // The page still offers Restart on the term sheet; meanwhile the server's copy moved to 'new'.
    // The menu is open before the server's copy moves: a refresh of the list arriving late (the
    // previous journey's Send notifies) would otherwise show 'New' first, and no Restart to choose.
    const row = page.getByTestId('activity-term-sheet').first();
    await row.waitFor();
    await row.getByRole('button', { name: 'More' }).click();
    const restart = page.getByRole('menuitem', { name: 'Restart' });
    await restart.waitFor();
    await app.query(
      "update activities set state = 'new' where loan_id = $1 and activity_type = 'term-sheet'",
      [loan.id],
    );
    await restart.click();
    await row.getByText('Error', { exact: true }).waitFor();
    // The refused action refreshes the list: the row shows the server's state.
    await expect.poll(() => row.getByTestId('activity-state').textContent()).toBe('New');
    await screenshot(page, 'loan-activity-error');
    await row.getByRole('button', { name: 'Dismiss error' }).click();
    await expect.poll(() => row.getByText('Error', { exact: true }).count()).toBe(0);
  });

  it('archives selected document requests one by one in edit mode', async () => {
    const group = page.locator('[data-testid^="document-requests-"]').first();
    await group.waitFor();
    const before = await app.query<{ count: string }>(
      "select count(*) from activities where loan_id = $1 and activity_type = 'document-request' and archived = false",
      [loan.id],
    );
    if (!(await group.getByRole('button', { name: 'Edit requests' }).isVisible()))
      await group.getByText(/to complete/).click();
    await group.getByRole('button', { name: /^All \(/ }).click();
    await group.getByRole('button', { name: 'Edit requests' }).click();
    await group.getByRole('button', { name: 'Archive selected requests' }).click();
    await page.getByRole('dialog').getByText('No activities selected for archiving.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    await group.getByRole('checkbox').nth(1).check();
    await group.getByRole('button', { name: 'Archive selected requests' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByText('Document requests have been archived successfully').waitFor();
    await screenshot(page, 'loan-document-requests-archived');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
    const after = await app.query<{ count: string }>(
      "select count(*) from activities where loan_id = $1 and activity_type = 'document-request' and archived = false",
      [loan.id],
    );
    expect(Number(after.rows[0]!.count)).toBe(Number(before.rows[0]!.count) - 1);
  });

  it('requests documents with the four flags', async () => {
    await page.getByRole('tab', { name: 'From The Borrower' }).click();
    await page.getByRole('button', { name: 'Request Documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Documents' });
    for (const label of ['Flip', 'Cash flow', 'Mid construction', 'Retail']) {
      expect(await dialog.getByLabel(label).isChecked()).toBe(false);
    }
    await dialog.getByLabel('Flip').check();
    await dialog.getByRole('button', { name: 'Request' }).click();
    await toast('Requests Created Successfully');
  });

  it('links a borrower, unlinks one, and recalculates the score', async () => {
    const borrowers = page.getByTestId('borrowers-card');
    const count = async () => Number((await borrowers.locator('h5').innerText()).match(/\((\d+)\)/)?.[1]);
    const before = await count();
    await page.getByRole('button', { name: 'Link borrowers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link borrower' });
    await dialog.getByLabel('Borrower').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Link' }).click();
    await expect.poll(count).toBe(before + 1);
    await borrowers
      .getByRole('button', { name: /^Unlink / })
      .last()
      .click();
    await expect.poll(count).toBe(before);
    await page.getByRole('button', { name: 'Calculate score' }).click();
    await toast('Score has been recalculated successfully');
  });

  it('links a contact; the contacts card shows one before Show more', async () => {
    const contacts = page.getByTestId('contacts-card');
    await page.getByRole('button', { name: 'Link contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link contact' });
    await dialog.getByLabel('Contact').click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Link' }).click();
    await toast('Contact added to loan');
    await contacts.getByRole('button', { name: 'Show more' }).waitFor();
    expect(await contacts.getByRole('button', { name: /^Unlink / }).count()).toBe(1);
    await contacts.getByRole('button', { name: 'Show more' }).click();
    expect(await contacts.getByRole('button', { name: /^Unlink / }).count()).toBe(2);
  });

  it('starts an export, archives the loan back to the dashboard, and restores it', async () => {
    await page.getByRole('button', { name: 'Export documents' }).click();
    await toast('Export task initiated, please wait for email notification');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const days = dialog.getByLabel('Days to archive');
    expect(await days.inputValue()).toBe('0');
    await days.press('e');
    await days.press('-');
    await days.press('.');
    expect(await days.inputValue()).toBe('0');
    await days.fill('30');
    await dialog.getByLabel('Rejection reason').fill('Borrower withdrew');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await toast('Loan has been archived successfully');
    await page.waitForURL('**/dashboard');
    await openLoan();
    await page.getByTestId('archived-banner').waitFor();
    await page.getByRole('button', { name: 'Restore' }).click();
    await toast('Loan has been restored successfully');
    await expect.poll(() => page.getByTestId('archived-banner').count()).toBe(0);
    const stored = await app.query<{ archived: boolean }>('select archived from loans where id = $1', [
      loan.id,
    ]);
    expect(stored.rows[0]!.archived).toBe(false);
  });

  it('on a phone, opens on the loan with its tabs below, nothing on the first screen moving as they load', async () => {
    // Issue 21: the tabs (documents, upload) and the map are chunks of their own behind
    // placeholders; layout shifts not caused by input are summed as the browser reports them.
    const phone = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await phonePage.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signIn(phonePage, 'admin');
    await phonePage.goto(`/loan/${loan.human_id}`);
    await phonePage.getByTestId('loan-name').waitFor();
    await phonePage.getByTestId('property-map').waitFor();
    await phonePage.getByRole('tab', { name: 'From The Borrower' }).waitFor();
    await phonePage.locator('[data-testid^="document-requests-"]').first().waitFor();
    expect(await phonePage.getByTestId('loan-tabs-skeleton').count()).toBe(0);
    const shift = await phonePage.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift, 'cumulative layout shift on the first load').toBeLessThan(0.1);
    await phonePage.evaluate(() => window.scrollTo(0, 0));
    await screenshot(phonePage, 'loan-phone');
    await phone.close();
  });
});
