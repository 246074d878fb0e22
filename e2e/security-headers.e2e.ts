/// <reference lib="dom" />
// Suite 9 in the browser (issue 13): under the strict CSP (scripts from our own origin only) the
// web app signs in and shows the dashboard, and the API explorer renders, with no CSP violation
// reported by Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const watchedPage = async (): Promise<{ page: Page; violations: string[] }> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|evaluate|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return { page, violations };
};

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('the strict CSP in Chromium', () => {
  it('the web app signs in and shows the dashboard without a CSP violation', async () => {
    const { page, violations } = await watchedPage();
    await signIn(page, 'admin');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByTestId('dashboard-charts').waitFor();
    await screenshot(page, 'security-csp-dashboard');
    expect(violations).toEqual([]);
  });

  it('the API explorer renders its operations without a CSP violation', async () => {
    const { page, violations } = await watchedPage();
    const response = await page.goto('/api/docs/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(50);
    await screenshot(page, 'security-csp-api-docs');
    expect(violations).toEqual([]);
  });
});
