/// <reference lib="dom" />
// Issue 3 journey: as admin, open a Preliminary demo loan from the Requests screen and take it to
// Paid-Off through the browser, checking the status section, the activities and the toasts at each
// step, that a reload shows the same state, and that the generated PDF holds the entered values.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: { id: string; human_id: string; name: string };

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
});

describe('loan lifecycle', () => {
  it('opens a Preliminary loan from the Requests screen', async () => {
    await page.goto('/requests');
    await page.getByLabel('Search loans').fill(loan.name.replace(/^\d{5}\s*-\s*/, ''));
    await page.locator('[data-testid="loan-row"]').first().click();
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
});
