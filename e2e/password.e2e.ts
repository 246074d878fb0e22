/// <reference lib="dom" />
// Changing one's password (issue 13, login hardening): user menu -> 'Change password', the
// server's rules shown in the form, then sign out and back in with the new password only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { DEMO_EMAILS, launchBrowser, newPage, screenshot, signIn, signInAs } from './support/browser';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

const NEW_PASSWORD = 'Violet-harbour-lantern-42';

describe('change password', () => {
  it('a borrower changes their password, signs out, and signs in with the new one only', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    contexts.push(context);
    await signIn(page, 'borrower');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();

    // The rules are checked in the form, and the wrong current password by the server.
    await dialog.getByLabel('Current password').fill('demo-password');
    await dialog.getByLabel('New password', { exact: true }).fill('password123');
    await dialog.getByLabel('Confirm new password').fill('password124');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('This password is too easy to guess').waitFor();
    await dialog.getByText('Passwords do not match').waitFor();
    await screenshot(page, 'password-change-rules');

    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The current password is not correct').first().waitFor();

    await dialog.getByLabel('Current password').fill('demo-password');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'password-changed');
    // The session goes on with the fresh token the change answered.
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/sign-in/);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/sign-in');

    // The old password no longer opens the account; the new one does.
    await page.getByLabel('Email').fill(DEMO_EMAILS.borrower);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await signInAs(page, DEMO_EMAILS.borrower, NEW_PASSWORD);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/personal/);
  });
});
