// Debian's Chromium driven by playwright-core (never a downloaded browser), a fresh profile per
// launch, and sign-in through the real sign-in form.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './app';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEMO_PASSWORD = 'demo-password';
export const DEMO_EMAILS = {
  admin: 'admin@example.com',
  borrower: 'borrower@example.com',
  broker: 'broker@example.com',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export const newPage = async (
  browser: Browser,
  baseUrl: string,
  { httpCache = false }: { httpCache?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  // Map tiles come from the internet; the tests must not depend on it (markers still show).
  // Playwright turns the browser's HTTP cache off while routing is on, so a caller that measures
  // what a returning user sees keeps the cache and points MAP_TILE_URL at loopback instead.
  if (!httpCache) await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();
  return { context, page };
};

/** Signs in through the sign-in form with an email and password and waits to leave /sign-in. */
export const signInAs = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
};

export const signIn = (page: Page, role: DemoRole): Promise<void> => signInAs(page, DEMO_EMAILS[role]);

const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
};
