/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The Dashboard and Requests screens in Chromium (spec 000 §2, issue 2 §9): search, filters,
// pinning, archive and restore, the archived toggle, the map view and the charts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const rows = () => page.locator('[data-testid="loan-row"]');
const rowNames = () => rows().locator('td:nth-child(3) p:first-child').allInnerTexts();

const waitForRows = async () => {
  await rows().first().waitFor();
};

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await signIn(page, 'admin');
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('dashboard', () => {
  it('shows the heading, greeting, status cards, five rows, a link to all requests and the charts', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await waitForRows();
    await page.getByText(/^Good (morning|afternoon|evening), /).waitFor();
    expect(await rows().count()).toBe(5);
    // Total-Requests and every status except Funded and Paid-Off.
    expect(await page.getByTestId('status-card-Total-Requests').count()).toBe(1);
    expect(await page.getByTestId('status-card-Underwriting').count()).toBe(1);
    expect(await page.getByTestId('status-card-Funded').count()).toBe(0);
    // Duration is hidden on the dashboard.
    expect(await page.getByRole('columnheader', { name: 'Duration' }).count()).toBe(0);
    await page.getByTestId('dashboard-charts').waitFor();
    await page.getByText('Expected closing in 14 days').waitFor();
    await screenshot(page, 'dashboard');
    await page.getByRole('link', { name: 'View all requests' }).click();
    await page.waitForURL('**/requests');
    await page.getByRole('heading', { name: 'Requests', exact: true }).waitFor();
    await waitForRows();
    expect(await rows().count()).toBeGreaterThan(5);
    expect(await page.getByRole('columnheader', { name: 'Duration' }).count()).toBe(1);
  });

  it('sorts by amount descending by default', async () => {
    await page.goto('/requests');
    await waitForRows();
    const amounts = (await rows().locator('td:nth-child(4)').allInnerTexts()).map((text) =>
      Number(text.replace(/[^0-9.]/g, '')),
    );
    expect(amounts.length).toBeGreaterThan(3);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it('searches case-insensitively and shows the empty text when nothing matches', async () => {
    await page.goto('/requests');
    await waitForRows();
    const [firstName] = await rowNames();
    const word = (firstName ?? '').split(/[\s,]+/).find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? '';
    expect(word).not.toBe('');
    await page.getByLabel('Search loans').fill(word.toUpperCase());
    await page.waitForFunction(
      (needle) =>
        [...document.querySelectorAll('[data-testid="loan-row"] td:nth-child(3) p:first-child')].every(
          (cell) => (cell.getAttribute('title') ?? '').toLowerCase().includes(needle),
        ),
      word.toLowerCase(),
    );
    expect(await rows().count()).toBeGreaterThan(0);
    await page.getByLabel('Search loans').fill('zzzz-no-such-loan');
    await page.getByText('There are no loans matching this filter').waitFor();
    expect(await rows().count()).toBe(0);
    await page.getByLabel('Search loans').fill('');
    await waitForRows();
  });

  it('filters by property type and purpose together', async () => {
    await page.goto('/requests');
    await waitForRows();
    const all = await rows().count();
    await page.getByRole('textbox', { name: 'Property type' }).click();
    await page.getByRole('option', { name: 'Condo', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="loan-row"] td:nth-child(3) p:nth-child(2)')].every(
        (cell) => cell.textContent?.startsWith('Condo'),
      ),
    );
    const condos = await rows().count();
    expect(condos).toBeLessThan(all);
    await page.getByRole('textbox', { name: 'Purpose' }).click();
    await page.getByRole('option', { name: 'Refinance', exact: true }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'requests-filtered');
    await page.waitForFunction(
      (before) =>
        document.querySelectorAll('[data-testid="loan-row"]').length < before ||
        document.body.innerText.includes('There are no loans matching this filter'),
      condos,
    );
  });

  it('pins a loan to the top, remembers it in checked-loans and keeps at most five', async () => {
    await page.goto('/requests');
    await waitForRows();
    await page.evaluate(() => localStorage.removeItem('checked-loans'));
    await page.reload();
    await waitForRows();
    const names = await rowNames();
    const last = names[4]!;
    await rows().nth(4).getByRole('button', { name: /^Pin / }).click();
    expect((await rowNames())[0]).toBe(last);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('checked-loans') ?? '[]') as string[],
    );
    expect(stored).toHaveLength(1);
    // Pin five more: the oldest (the first pinned) drops.
    for (let index = 0; index < 5; index += 1) {
      await rows()
        .nth(5 + index)
        .getByRole('button', { name: /^Pin / })
        .click();
    }
    const after = await page.evaluate(
      () => JSON.parse(localStorage.getItem('checked-loans') ?? '[]') as string[],
    );
    expect(after).toHaveLength(5);
    expect(after).not.toContain(stored[0]);
    await page.reload();
    await waitForRows();
    expect(await rows().locator('[aria-pressed="true"]').count()).toBe(5);
    await screenshot(page, 'requests-pinned');
    await page.evaluate(() => localStorage.removeItem('checked-loans'));
  });

  it('archives a selected loan, shows it among the archived and restores it', async () => {
    await page.goto('/dashboard');
    await waitForRows();
    const [name] = await rowNames();
    await rows().first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Archive (1)' }).click();
    await page.getByText('Loan has been archived successfully').waitFor();
    await page.waitForFunction(
      (archived) => !document.body.innerText.split('\n').includes(archived),
      name ?? '',
    );

    await page.getByRole('button', { name: 'View Archive Loans' }).click();
    await page.waitForURL('**/dashboard#archive');
    const archivedRow = rows().filter({ hasText: name! });
    await archivedRow.first().waitFor();
    await screenshot(page, 'dashboard-archived');
    await archivedRow.first().getByRole('button', { name: 'Loan actions' }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page.getByText('Loan has been restored successfully').waitFor();

    await page.getByRole('button', { name: 'View Unarchive Loans' }).click();
    await rows().filter({ hasText: name! }).first().waitFor();
  });

  it('opens /requests#archive with the archived loans selected', async () => {
    await page.goto('/requests#archive');
    await page.getByRole('button', { name: 'View Unarchive Loans' }).waitFor();
    await waitForRows();
  });

  it('switches to the map view with markers and walks the side panel with Next', async () => {
    await page.goto('/requests');
    await waitForRows();
    await page.locator('label', { hasText: 'Map' }).click();
    await page.getByTestId('loans-map').waitFor();
    const panel = page.getByTestId('map-side-panel');
    await panel.waitFor();
    const first = await panel.getByRole('heading').innerText();
    await panel.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="map-side-panel"] h4')?.textContent !== before,
      first,
    );
    expect(await panel.getByText('2 /', { exact: false }).count()).toBe(1);
    // Markers are drawn although the tile server is unreachable in the test.
    expect(
      await page.locator('.leaflet-container canvas, .leaflet-container path.leaflet-interactive').count(),
    ).toBeGreaterThan(0);
    // A marker opens its info window and selects its loan in the side panel.
    await page.locator('.leaflet-container path.leaflet-interactive').nth(3).dispatchEvent('click');
    const popup = page.locator('.leaflet-popup-content');
    await popup.waitFor();
    const popupName = await popup.locator('p').first().innerText();
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="map-side-panel"] h4')?.textContent === name,
      popupName,
    );
    await screenshot(page, 'requests-map');
  });

  it('shows the portfolio: Funded and Paid-Off only, the card selection in the URL', async () => {
    await page.goto('/portfolio');
    await page.getByRole('heading', { name: 'Portfolio' }).waitFor();
    await waitForRows();
    expect(await page.getByTestId('status-card-Funded').count()).toBe(1);
    expect(await page.getByTestId('status-card-Paid-Off').count()).toBe(1);
    expect(await page.getByTestId('status-card-Preliminary').count()).toBe(0);
    const statuses = await rows().locator('td:nth-child(9)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => ['Funded', 'Paid Off'].includes(text.trim()))).toBe(true);
    await page.getByTestId('status-card-Funded').click();
    await page.waitForURL('**/portfolio/Funded');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="loan-row"] td:nth-child(9)')].every(
        (cell) => cell.textContent?.trim() === 'Funded',
      ),
    );
    await screenshot(page, 'portfolio-funded');
  });

  it('asks the server for pages and cards, never the whole list, and sorts there (issue 10)', async () => {
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    await page.goto('/requests');
    await waitForRows();
    await page.getByRole('button', { name: /^Score/ }).click();
    await page.waitForFunction(() => {
      const scores = [...document.querySelectorAll('[data-testid="loan-row"] td:nth-child(5)')].map((cell) =>
        Number(cell.textContent),
      );
      return scores.length > 3 && scores.every((score, i) => i === 0 || scores[i - 1]! >= score);
    });
    expect(calls.some((url) => /\/api\/loan\/page\?.*sort=score/.test(url))).toBe(true);
    expect(calls.some((url) => url.includes('/api/loan/summary'))).toBe(true);
    expect(calls.some((url) => /\/api\/loan\/all/.test(url))).toBe(false);
    await page
      .getByTestId('loan-count')
      .getByText(/^\d+ of \d+ loans/)
      .waitFor();
  });

  it('opens the loan detail when a row is clicked', async () => {
    await page.goto('/dashboard');
    await waitForRows();
    await rows().first().locator('td:nth-child(3)').click();
    await page.waitForURL(/\/loan\/\d{5}$/);
    // The loan documents icon shows on paths containing 'loan' (spec 001 §2).
    await page.getByRole('button', { name: 'Loan documents' }).click();
    await page.waitForURL(/section=documents/);
    await page.getByRole('dialog', { name: 'Loan documents' }).waitFor();
  });
});
