// The personal page in Chromium (002 §2.3, §5): the borrower edit panel with every rule, the SSN
// lock, uploads from an activity, the #active/#funded tabs, and user-email as the spec allows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn, type DemoRole } from './support/browser';
import { field } from './prequal-helpers';
import { makePng } from './support/files';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const signedIn = async (role: DemoRole, path = '/personal'): Promise<Page> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  await signIn(page, role);
  await page.goto(path);
  return page;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  // A loaded shared machine can take minutes to migrate and seed a fresh database.
  app = await startApp({ readyTimeoutMs: 360_000 });
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('personal page', () => {
  it('edits the borrower with the rules of 002 §5; the SSN is locked, write-only and never shown', async () => {
    const page = await signedIn('borrower');
    await page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Brenda Walsh$/ }).waitFor();
    await page.getByRole('button', { name: 'Edit details' }).click();
    const ssn = field(page, 'SSN');
    await ssn.waitFor();
    expect(await ssn.isDisabled()).toBe(true);

    await field(page, 'First name').fill('');
    await field(page, 'Phone code').fill('12');
    await field(page, 'Phone number').fill('');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'City').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'First name is required',
      'Phone code is not valid',
      'Phone number is required',
      'Invalid email',
      'City is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await screenshot(page, 'personal-edit-errors');

    // The edit icon unlocks the SSN; it is then required and checked.
    await page.getByRole('button', { name: 'Edit SSN' }).click();
    expect(await ssn.isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('SSN is required', { exact: true }).waitFor();
    await ssn.fill('666-12-3456');
    expect(await ssn.inputValue()).toBe('666123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('SSN is not valid', { exact: true }).waitFor();
    // Toggling again cancels: cleared and locked.
    await page.getByRole('button', { name: 'Cancel SSN change' }).click();
    expect(await ssn.inputValue()).toBe('');
    expect(await ssn.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Edit SSN' }).click();
    await ssn.fill('219098765');
    await field(page, 'First name').fill('Brenda');
    await field(page, 'Phone code').fill('512');
    await field(page, 'Phone number').fill('5550142');
    await field(page, 'Email').fill('borrower@example.com');
    await field(page, 'City').fill('Round Rock');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
    const details = page.getByTestId('personal-details');
    await details.getByText('Round Rock', { exact: false }).waitFor();
    await details.getByText('On file').waitFor();
    const html = await page.content();
    expect(html).not.toContain('219098765');
    expect(html).not.toContain('8765');
    await screenshot(page, 'personal-edit-saved');
  });

  it('on a phone, opens on what to do now; a rejected request is uploaded again from it', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    contexts.push(context);
    await page.setViewportSize({ width: 390, height: 844 });
    // Layout shifts not caused by input, summed as the browser reports them (issue 21: the list
    // shows first and nothing above the cards moves as the rest of the page loads).
    await context.addInitScript(() => {
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
    await signIn(page, 'borrower');
    const toDo = page.getByTestId('to-do-now');
    await toDo.waitFor();
    // Issue 21: the list comes first (on the first screen) and stays within two screens.
    const box = (await toDo.boundingBox())!;
    expect(box.y).toBeLessThan(844);
    expect(box.height).toBeLessThanOrEqual(2 * 844);
    const heading = toDo.getByRole('heading', { name: /^What to do now \(\d+\)$/ });
    const countOf = async () => Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
    // The list fills in as each loan's activities arrive: count once every loan has answered.
    await page.waitForFunction(() => document.querySelectorAll('.mantine-Loader-root').length === 0);
    await page
      .getByText(/\d+ activities/)
      .first()
      .waitFor();
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift, 'cumulative layout shift from sign-in to the loaded page').toBeLessThan(0.1);
    const before = await countOf();
    const reasons = toDo.getByTestId('rejection-reason');
    await reasons.first().waitFor();
    const rejectedBefore = await reasons.count();
    // The reason is beside the button that fixes it.
    expect(await reasons.first().textContent()).toMatch(
      /^Rejected: .+\. Please upload the document again\.$/,
    );
    await screenshot(page, 'personal-to-do-phone');

    const row = toDo
      .getByTestId('personal-activity')
      .filter({ has: page.getByTestId('rejection-reason') })
      .first();
    await row.getByRole('button', { name: 'Upload File' }).click();
    const panel = page.getByTestId('upload-panel');
    await panel.waitFor();
    // On a phone the panel offers the camera; a photo that would be hard to read is flagged
    // before it goes up, with 'Retake' and 'Use anyway'.
    const camera = panel.locator('input[type=file][capture=environment]');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await panel.getByRole('button', { name: 'Take a photo' }).waitFor();
    await camera.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(320, 200) });
    const doubts = panel.getByTestId('photo-issues');
    await doubts.getByText('The document is too small to read', { exact: false }).waitFor();
    await doubts.getByRole('button', { name: 'Retake' }).waitFor();
    await screenshot(page, 'personal-photo-check-phone');
    await doubts.getByRole('button', { name: 'Use anyway' }).click();
    await panel.getByTestId('upload-item').filter({ hasText: 'photo.png' }).waitFor();
    await panel.getByRole('button', { name: 'Remove photo.png' }).click();
    const chooser = page.waitForEvent('filechooser');
    await panel.getByTestId('dropzone').click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await panel.getByText(/Not valid file type/).waitFor();
    const chooser2 = page.waitForEvent('filechooser');
    await panel.getByTestId('dropzone').click();
    await (await chooser2).setFiles({ name: 'rent-roll.pdf', mimeType: 'application/pdf', buffer: PDF });
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Uploaded', { exact: true }).waitFor();
    await screenshot(page, 'personal-uploaded');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Uploaded again, the request waits for staff: it leaves the list, and so does its reason.
    await expect.poll(countOf, { timeout: 15_000 }).toBe(before - 1);
    expect(await reasons.count()).toBe(rejectedBefore - 1);
    await screenshot(page, 'personal-to-do-after-upload-phone');
  });

  it('switches between #active and #funded with counts', async () => {
    const page = await signedIn('borrower', '/personal#funded');
    const funded = page.getByRole('tab', { name: /^Funded \(\d+\)$/ });
    await funded.waitFor();
    expect(await funded.getAttribute('aria-selected')).toBe('true');
    const fundedCount = Number((await funded.textContent())?.match(/\((\d+)\)/)?.[1]);
    if (fundedCount === 0) await page.getByText('No funded loans at the moment').waitFor();
    else
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="loan-card"]').length === count,
        fundedCount,
      );
    await page.getByRole('tab', { name: /^Active \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.hash === '#active');
    const activeCount = Number(
      (await page.getByRole('tab', { name: /^Active/ }).textContent())?.match(/\((\d+)\)/)?.[1],
    );
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="loan-card"]').length === count,
      activeCount,
    );
    expect(activeCount).toBeGreaterThan(0);
  });

  it('honours user-email for an admin and ignores it for a borrower', async () => {
    const admin = await signedIn('admin', '/personal?user-email=borrower@example.com');
    await admin.getByRole('heading', { name: /Brenda Walsh$/ }).waitFor();
    expect(new URL(admin.url()).search).toBe('?user-email=borrower@example.com');
    await screenshot(admin, 'personal-admin-as-borrower');

    await admin.goto('/personal?user-email=nobody@example.com');
    await admin.getByText('User Not Found Or Not Authorized').waitFor();

    const borrower = await signedIn('borrower', '/personal?user-email=broker@example.com');
    await borrower.getByRole('heading', { name: /Brenda Walsh$/ }).waitFor();
    await borrower.waitForURL((url) => url.pathname === '/personal' && url.search === '');
  });
});
