/// <reference lib="dom" />
// Issue 3 §6: the activities screen in Chromium: default sort by due date, the due and status
// filters, the empty text with Reset, the details panel with Previous/Next over the whole list,
// and the Add Activity modal saving an activity that then appears in the list.
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

const rows = () => page.getByTestId('activity-row');
const EMPTY_TEXT = 'Sorry, There are not Activities according your request';

/** Due dates (column 5, MM/DD/YYYY) of the visible rows as sortable YYYYMMDD numbers. */
const dueDates = async () =>
  (await rows().locator('td:nth-child(5)').allInnerTexts())
    .map((text) => {
      const [month, day, year] = text.trim().split('/');
      return Number(`${year}${month}${day}`);
    })
    .filter((value) => !Number.isNaN(value));

beforeAll(async () => {
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to enter DATA_DIR.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-activities-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  // Nothing is due today, so the Today filter gives the empty text deterministically.
  await app.query(
    `update activities set due_epoch = extract(epoch from now())::int + 3 * 86400
     where to_timestamp(due_epoch)::date = now()::date`,
  );
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('activities screen', () => {
  it('lists open activities sorted by due date, a page at a time', async () => {
    await page.goto('/activities');
    await page.getByRole('heading', { name: 'Activities' }).waitFor();
    await rows().first().waitFor();
    const dates = await dueDates();
    expect(dates.length).toBeGreaterThan(5);
    expect(await rows().count()).toBeLessThanOrEqual(50);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // 'To do' hides finished activities.
    const states = await rows().locator('td:nth-child(4)').allInnerTexts();
    expect(states.map((s) => s.toLowerCase())).not.toContain('accepted');
    await screenshot(page, 'activities');
  });

  it('sorts by a clicked column and back', async () => {
    // The server sorts (issue 10): the rows change when its answer arrives.
    const first = (await dueDates())[0];
    await page.getByRole('button', { name: 'Sort by Due' }).click();
    await expect.poll(async () => (await dueDates())[0]).not.toBe(first);
    const dates = await dueDates();
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await page.getByRole('button', { name: 'Sort by Due' }).click();
    await expect.poll(async () => (await dueDates())[0]).toBe(first);
    const again = await dueDates();
    expect(again).toEqual([...again].sort((a, b) => a - b));
  });

  it('shows the empty text for a filter with no activities, and Reset brings them back', async () => {
    await page
      .locator('label')
      .filter({ hasText: /^Today$/ })
      .click();
    await page.getByText(EMPTY_TEXT).waitFor();
    expect(await rows().count()).toBe(0);
    await screenshot(page, 'activities-empty');
    await page.getByRole('button', { name: 'Reset' }).click();
    await rows().first().waitFor();
    // Reset shows every activity, finished ones included.
    const states = await rows().locator('td:nth-child(4)').allInnerTexts();
    expect(states.map((s) => s.toLowerCase())).toContain('accepted');
  });

  it('opens the details of an activity and walks the list with Previous and Next', async () => {
    const titles = await rows().locator('td:nth-child(1)').allInnerTexts();
    await rows().nth(0).click();
    const panel = page.getByTestId('activity-details');
    await panel.waitFor();
    await expect.poll(() => panel.locator('h4').innerText()).toBe(titles[0]);
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => panel.locator('h4').innerText()).toBe(titles[1]);
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => panel.locator('h4').innerText()).toBe(titles[2]);
    await panel.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => panel.locator('h4').innerText()).toBe(titles[1]);
    const total = await page.request
      .get('/api/activity/all?due=all&status=all', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('lending.token'))}`,
        },
      })
      .then(async (response) => ((await response.json()) as unknown[]).length);
    expect(await panel.getByText(`2 / ${total}`).count()).toBe(1);
    // Next walks the whole list, across the page boundary (50 rows a page).
    await rows().nth(49).click();
    await panel.getByText(`50 / ${total}`).waitFor();
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText(`51 / ${total}`).waitFor();
    const selected = page.locator('[data-testid="activity-row"][data-selected="true"]');
    await expect
      .poll(() => selected.locator('td:nth-child(1)').innerText())
      .toBe(await panel.locator('h4').innerText());
    await screenshot(page, 'activities-details');
  });

  it('adds an activity through the Add Activity modal and shows it in the list', async () => {
    await page.getByRole('button', { name: 'Add Activity' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText('* Required').count()).toBeGreaterThanOrEqual(2);
    await dialog.getByLabel('Topic').click();
    await page.getByRole('option', { name: 'Board Review' }).click();
    await dialog.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Meeting' }).click();
    await dialog.getByLabel('Details').fill('Walk the committee through the rent roll');
    await dialog.getByLabel('Request').fill('Committee prep call');
    await dialog.getByLabel('Participants').fill('Dana Lee');
    await dialog.getByLabel('Participants').press('Enter');
    // Tomorrow, so the new activity shows under the Tomorrow filter.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = [tomorrow.getMonth() + 1, tomorrow.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('/');
    await dialog.getByLabel('Start date').fill(`${day}/${tomorrow.getFullYear()}`);
    await dialog.getByLabel('End date').fill(`${day}/${tomorrow.getFullYear()}`);
    await dialog.getByLabel('Notes').fill('Bring the appraisal');
    await dialog.getByLabel('Notes').click();
    await screenshot(page, 'activities-add');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await screenshot(page, 'activities-add-saved');
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Activity has been added successfully' })
      .waitFor();
    await page
      .locator('label')
      .filter({ hasText: /^Tomorrow$/ })
      .click();
    await page.getByRole('cell', { name: 'Committee prep call' }).waitFor();
    await page.getByRole('cell', { name: 'Committee prep call' }).click();
    const panel = page.getByTestId('activity-details');
    await panel.getByText('Walk the committee through the rent roll').waitFor();
    await panel.getByText('Dana Lee').waitFor();
    const stored = await app.query<{ topic: string; kind: string; start_epoch: number }>(
      "select topic, kind, start_epoch from activities where name = 'Committee prep call'",
    );
    expect(stored.rows[0]).toMatchObject({ topic: 'Board Review', kind: 'Meeting' });
    // 09:00 local time on the chosen day, a multiple of 15 minutes.
    expect((stored.rows[0]!.start_epoch / 60) % 15).toBe(0);
    // It survives a reload (saved on the server).
    await page.reload();
    await page
      .locator('label')
      .filter({ hasText: /^Tomorrow$/ })
      .click();
    await page.getByRole('cell', { name: 'Committee prep call' }).waitFor();
  });

  it('opens Add Activity from a loan page and saves the activity on that loan', async () => {
    const result = await app.query<{ id: string; human_id: string }>(
      'select id, human_id from loans where archived = false order by human_id limit 1',
    );
    const loan = result.rows[0]!;
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByRole('link', { name: 'Add activity' }).click();
    await page.waitForURL('**/activities?add=1*');
    const dialog = page.getByRole('dialog', { name: 'Add Activity' });
    await dialog.getByLabel('Topic').click();
    await page.getByRole('option', { name: 'Term Sheet' }).click();
    await dialog.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Call' }).click();
    await dialog.getByLabel('Request').fill('Call the borrower about the term sheet');
    const today = new Date();
    const day = [today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0')).join('/');
    await dialog.getByLabel('Start date').fill(`${day}/${today.getFullYear()}`);
    await dialog.getByLabel('End date').fill(`${day}/${today.getFullYear()}`);
    await dialog.getByLabel('Request').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Activity has been added successfully' })
      .first()
      .waitFor();
    const stored = await app.query<{ loan_id: string }>(
      "select loan_id from activities where name = 'Call the borrower about the term sheet'",
    );
    expect(stored.rows[0]?.loan_id).toBe(loan.id);
  });
});
