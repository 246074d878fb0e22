// A broker's view of the personal area in Chromium (002 §2.3, 001 §7): their contact details,
// 'other tasks' on from the start, their contacts' loans, and user-email only for people on them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { apiAs } from './prequal-helpers';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const brokerPage = async (path: string, viewport?: { width: number; height: number }): Promise<Page> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  if (viewport) await page.setViewportSize(viewport);
  await signIn(page, 'broker');
  await page.goto(path);
  return page;
};

type Auth = {
  is_other_user: boolean;
  contact: { loans: { id: string; archived: boolean; status: { state: string } }[] } | null;
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

describe('broker view', () => {
  it("shows the broker's details, other tasks on, and the loans of their contacts", async () => {
    const get = await apiAs(app.baseUrl, 'broker@example.com');
    const auth = await get<Auth>('/personal/auth');
    const active = (auth.contact?.loans ?? []).filter(
      (loan) => !loan.archived && !['Funded', 'Paid-Off'].includes(loan.status.state),
    );

    const page = await brokerPage('/personal');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Brad Keller$/ }).waitFor();
    await page.getByTestId('personal-details').getByText('Company').waitFor();
    expect(await page.getByRole('switch', { name: 'Other tasks' }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: `Active (${active.length})` }).waitFor();
    await page.getByTestId('loan-card').first().waitFor();
    expect(await page.getByTestId('loan-card').count()).toBe(active.length);
    await screenshot(page, 'broker-personal');

    // Switching other tasks off leaves only the broker's own tasks.
    const cardText = async () => (await page.getByTestId('activities-card').textContent()) ?? '';
    const before = await cardText();
    await page.getByRole('switch', { name: 'Other tasks' }).click();
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="activities-card"]')?.textContent !== previous,
      before,
    );
  });

  it('opens the page of a borrower on their loans, and not of anyone else', async () => {
    const get = await apiAs(app.baseUrl, 'broker@example.com');
    const asBorrower = await get<Auth>('/personal/auth?user-email=borrower%40example.com');
    const page = await brokerPage('/personal?user-email=borrower@example.com');
    if (asBorrower.is_other_user) {
      await page.getByRole('heading', { name: /Brenda Walsh$/ }).waitFor();
      expect(new URL(page.url()).search).toBe('?user-email=borrower@example.com');
    } else {
      await page.getByRole('heading', { name: /Brad Keller$/ }).waitFor();
      await page.waitForURL((url) => url.search === '');
    }

    // The admin is on none of the broker's loans: the broker sees their own page at /personal.
    const other = await brokerPage('/personal?user-email=admin@example.com');
    await other.getByRole('heading', { name: /Brad Keller$/ }).waitFor();
    await other.waitForURL((url) => url.pathname === '/personal' && url.search === '');
  });

  it('edits the broker contact with the messages of 002 §5', async () => {
    const page = await brokerPage('/personal');
    await page.getByRole('button', { name: 'Edit details' }).click();
    const lastName = page.getByLabel(/^Last name/);
    await lastName.fill('');
    await page.getByLabel(/^Email/).fill('broker@');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Last name is required', { exact: true }).waitFor();
    await page.getByText('Invalid email', { exact: true }).waitFor();
    await screenshot(page, 'broker-edit-errors');
    await lastName.fill('Keller-Stone');
    await page.getByLabel(/^Email/).fill('broker@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: /Brad Keller-Stone$/ }).waitFor();
  });

  it('works on a phone-sized viewport', async () => {
    const page = await brokerPage('/personal', { width: 390, height: 844 });
    await page.getByTestId('loan-card').first().waitFor();
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll('main *')).filter(
        (node) => node.getBoundingClientRect().right > width + 1,
      ).length;
    });
    expect(overflowing).toBe(0);
    await screenshot(page, 'broker-personal-phone');
  });
});
