// The borrower's whole journey in Chromium (issue 4): pre-qualification -> the admin converts the
// lead -> the invitation in /outbox -> the borrower sets a password, lands on /personal, fills the
// 8-section application and connects a bank with the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import {
  apiAs,
  field,
  fillAddress,
  fillBorrower,
  fillLoan,
  pickOption,
  type LeadSummary,
} from './prequal-helpers';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const freshPage = async (viewport?: { width: number; height: number }): Promise<Page> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  if (viewport) await page.setViewportSize(viewport);
  return page;
};

const EMAIL = 'jordan.journey@example.com';
const PASSWORD = 'journey-password-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

const uploadInto = async (
  page: Page,
  testId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const slot = page.getByTestId(testId);
  await slot.locator('input[type=file]').setInputFiles(file);
  await slot.getByText(file.name).waitFor();
};

let invitationPath = '';
let loanId = '';

type Activity = { activity_type: string; status: { state: string }; processes: { documents: unknown[] }[] };
const loanActivities = async (): Promise<Activity[]> =>
  (await apiAs(app.baseUrl, 'admin@example.com'))<Activity[]>(`/activity/loan/${loanId}/all`);
let borrowerPage: Page;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('borrower journey', () => {
  it('a visitor pre-qualifies and the admin converts the lead into a loan', async () => {
    const visitor = await freshPage();
    await visitor.goto('/application');
    await fillBorrower(visitor, {
      firstName: 'Jordan',
      lastName: 'Journey',
      email: EMAIL,
      phone: '2025550199',
    });
    await fillLoan(visitor, {
      purpose: 'Purchase',
      amount: '640,000',
      duration: '12',
      closing: `05/01/${new Date().getFullYear() + 1}`,
      purchasePrice: '800,000',
    });
    await visitor.getByRole('button', { name: 'Next' }).click();
    await fillAddress(visitor, '900 7th St NW', '20001', 'Washington');
    await pickOption(visitor, 'Property type', 'Multifamily (5+)');
    await field(visitor, 'Number of units').fill('12');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await visitor.getByText('Thank you for your submission').waitFor();

    const admin = await freshPage();
    await signIn(admin, 'admin');
    await admin.goto('/leads');
    const row = admin.getByTestId('lead-row').filter({ hasText: 'Jordan Journey' });
    await row.waitFor();
    expect(await row.textContent()).toContain('$640,000');
    await row.click();
    const drawer = admin.getByTestId('lead-drawer');
    await drawer.getByText('900 7th St NW').waitFor();
    await screenshot(admin, 'journey-lead-drawer');
    await drawer.getByRole('button', { name: 'Convert to loan' }).click();
    await drawer.getByText(`Invitation sent to ${EMAIL}`).waitFor();
    const loanLink = drawer.getByTestId('lead-loan-link');
    expect(await loanLink.getAttribute('href')).toMatch(/^\/loan\/\d{5}$/);
    await screenshot(admin, 'journey-lead-converted');

    const get = await apiAs(app.baseUrl, 'admin@example.com');
    const lead = (await get<LeadSummary[]>('/leads')).find((one) => one.borrower_name === 'Jordan Journey');
    expect(lead?.status).toBe('converted');
    loanId = lead?.loan_id ?? '';
    const loan = await get<{ status: { state: string }; borrowers: { email: string }[] }>(`/loan/${loanId}`);
    expect(loan.status.state).toBe('Preliminary');
    expect(loan.borrowers.map((borrower) => borrower.email)).toEqual([EMAIL]);
    expect((await loanActivities()).map((activity) => activity.activity_type)).toEqual(
      expect.arrayContaining(['application', 'plaid', 'term-sheet']),
    );

    // The invitation is in the outbox, its link clickable.
    await admin.goto('/outbox');
    await admin.getByTestId('outbox-row').filter({ hasText: EMAIL }).first().click();
    const link = admin.getByTestId('outbox-mail').getByTestId('mail-link').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('/set-password?token=');
    await screenshot(admin, 'journey-outbox');
    const url = new URL(href);
    invitationPath = url.pathname + url.search;
  });

  it('the invited borrower sets a password and lands on /personal', async () => {
    borrowerPage = await freshPage();
    await borrowerPage.goto(invitationPath);
    await borrowerPage.getByLabel('Password', { exact: true }).fill('short');
    await borrowerPage.getByLabel('Confirm password').fill('different');
    await borrowerPage.getByRole('button', { name: 'Set password' }).click();
    await borrowerPage.getByText('Password must be at least 10 characters').waitFor();
    await borrowerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await borrowerPage.getByLabel('Confirm password').fill(PASSWORD);
    await borrowerPage.getByRole('button', { name: 'Set password' }).click();
    await borrowerPage.waitForURL('**/personal');
    await borrowerPage
      .getByRole('heading', { name: /^Good (morning|afternoon|evening), Jordan Journey$/ })
      .waitFor();
    await borrowerPage.getByText('Active (1)').waitFor();
    await borrowerPage.getByTestId('loan-card').getByText('Fill Application').waitFor();
    await screenshot(borrowerPage, 'journey-personal');

    // The link works once.
    const again = await freshPage();
    await again.goto(invitationPath);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByLabel('Confirm password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Set password' }).click();
    await again.getByText('This invitation link has expired or was already used').waitFor();
  });

  it('the borrower fills the 8-section application; Fill Application then disappears', async () => {
    const page = borrowerPage;
    await page.getByTestId('loan-card').getByRole('link', { name: 'Fill Application' }).click();
    await page.getByText('Section 1 / 8').waitFor();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('* Required').first().waitFor();

    await field(page, 'First name').fill('Jordan');
    await field(page, 'Last name').fill('Journey');
    await field(page, 'Email').fill(EMAIL);
    await field(page, 'Phone').fill('2025550199');
    await field(page, 'Date of birth').fill('04/12/1980');
    await page.keyboard.press('Escape');
    await field(page, 'Home address').fill('12 Elm St');
    await field(page, 'City').fill('Washington');
    await field(page, 'State').fill('DC');
    await field(page, 'ZIP code').fill('20001');
    // A file of another type is refused by name, a disguised one by its content.
    await page
      .getByTestId('upload-sponsor-id')
      .locator('input[type=file]')
      .setInputFiles({ name: 'id.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('upload-sponsor-id').getByText('Not valid file type').waitFor();
    await page
      .getByTestId('upload-sponsor-id')
      .locator('input[type=file]')
      .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await page.getByTestId('upload-sponsor-id').getByRole('alert').waitFor();
    await uploadInto(page, 'upload-sponsor-id', png('photo-id.png'));
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 2 / 8').waitFor();
    await field(page, 'Entity name').fill('Journey Holdings LLC');
    await pickOption(page, 'Entity type', 'LLC');
    await field(page, 'Number of members').fill('2');
    await page.getByTestId('entity-member').nth(1).waitFor();
    for (const [index, name] of ['Jordan', 'Jamie'].entries()) {
      const member = page.getByTestId('entity-member').nth(index);
      await member.getByLabel(/^First name/).fill(name);
      await member.getByLabel(/^Last name/).fill('Journey');
      await member.getByLabel(/^Email/).fill(`${name.toLowerCase()}@journey.example.com`);
    }
    await page
      .getByTestId('entity-member')
      .nth(1)
      .getByLabel(/^Ownership %/)
      .fill('60');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('Between 1-50').waitFor();
    await page
      .getByTestId('entity-member')
      .nth(1)
      .getByLabel(/^Ownership %/)
      .fill('50');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 3 / 8').waitFor();
    // The page number survives a reload (local storage), and so does the saved draft.
    await page.reload();
    await page.getByText('Section 3 / 8').waitFor();
    await field(page, 'Property address').fill('900 7th St NW');
    await field(page, 'City').fill('Washington');
    await field(page, 'State').fill('DC');
    await field(page, 'ZIP code').fill('20001');
    await pickOption(page, 'Property type', 'Multifamily (5+)');
    await field(page, 'Purchase price').fill('800000');
    expect(await field(page, 'Purchase price').inputValue()).toBe('$800,000');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 4 / 8').waitFor();
    await page
      .getByRole('radiogroup', { name: /Does the Property Requires Any Construction or Rehab\?/ })
      .getByLabel('Yes')
      .check();
    await field(page, 'Construction Hard Cost Amount').fill('150,000');
    await field(page, 'Construction Soft Cost Amount (Exclude financing)').fill('20000');
    await page
      .getByRole('radiogroup', { name: /Repayment/ })
      .getByLabel('Other')
      .check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('* Required').first().waitFor();
    await field(page, 'Describe the repayment').fill('Sale of a second property');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 5 / 8').waitFor();
    await pickOption(page, 'Credit score', '701-750');
    await field(page, 'Similar properties owned').fill('3');
    await field(page, 'Projects completed').fill('101');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('Between 1-100').waitFor();
    await field(page, 'Projects completed').fill('7');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 6 / 8').waitFor();
    for (const group of await page.getByRole('radiogroup').all()) await group.getByLabel('No').check();
    await page.getByRole('radiogroup').first().getByLabel('Yes').check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByText('* Required').first().waitFor();
    await field(page, 'Explanation').fill('A business chapter 11 in 2016, fully discharged.');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 7 / 8').waitFor();
    for (const [slot, file] of [
      ['upload-operatingAgreement', pdf('operating-agreement.pdf')],
      ['upload-articlesOfOrganization', pdf('articles.pdf')],
      ['upload-goodStanding', pdf('good-standing.pdf')],
      ['upload-einLetter', png('ein.png')],
      ['upload-sreo', pdf('sreo.pdf')],
      ['upload-bankStatements', pdf('bank-statements.pdf')],
    ] as const) {
      await uploadInto(page, slot, file);
    }
    await screenshot(page, 'journey-wizard-documents');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByText('Section 8 / 8').waitFor();
    const affirmation = page.getByRole('checkbox');
    expect(await affirmation.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Signature is required').waitFor();
    await page
      .getByTestId('consent-text')
      .locator('.mantine-ScrollArea-viewport')
      .evaluate((node) => node.scrollTo(0, node.scrollHeight));
    await page.waitForFunction(
      () => !(document.querySelector('input[type=checkbox]') as HTMLInputElement).disabled,
    );
    await affirmation.check();
    const canvas = await page.getByTestId('signature-canvas').boundingBox();
    if (!canvas) throw new Error('no signature canvas');
    await page.mouse.move(canvas.x + 20, canvas.y + 100);
    await page.mouse.down();
    for (const [dx, dy] of [
      [60, -50],
      [120, 30],
      [180, -40],
      [240, 20],
    ])
      await page.mouse.move(canvas.x + dx!, canvas.y + 100 + dy!, { steps: 5 });
    await page.mouse.up();
    await screenshot(page, 'journey-wizard-signature');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Your application was submitted').waitFor();

    const application = (await loanActivities()).find((activity) => activity.activity_type === 'application');
    expect(application?.status.state).toBe('done');
    // The sponsor's ID and the six documents are stored with the activity.
    expect(application?.processes.flatMap((process) => process.documents).length).toBeGreaterThanOrEqual(7);

    await page.getByRole('link', { name: 'Back to my personal area' }).click();
    await page.getByTestId('loan-card').getByRole('link', { name: 'Connect Plaid' }).waitFor();
    expect(await page.getByTestId('loan-card').getByText('Fill Application').count()).toBe(0);
  });

  it('the borrower connects a bank with the sandbox bank picker', async () => {
    const page = borrowerPage;
    await page.getByTestId('loan-card').getByRole('link', { name: 'Connect Plaid' }).click();
    await page.getByText('Liquidity Verification System with Plaid software').waitFor();
    await screenshot(page, 'journey-plaid-start');
    await page.getByRole('button', { name: 'CONNECT WITH PLAID' }).click();
    await page.getByRole('heading', { name: 'Connect your bank account' }).waitFor();
    await page.getByText('Tartan Bank').click();
    await page.getByLabel('Username').fill('user_good');
    await page.getByLabel('Password').fill('pass_good');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('plaid-success').waitFor();
    await page.getByText('Successfully connected your bank account with').waitFor();
    await page.getByTestId('plaid-sandbox-note').waitFor();
    await screenshot(page, 'journey-plaid-connected');
    expect(new URL(page.url()).search).toBe('');

    const plaid = (await loanActivities()).find((activity) => activity.activity_type === 'plaid');
    expect(['processing', 'done']).toContain(plaid?.status.state);
    await page.getByRole('button', { name: 'Connect More Banks Accounts' }).waitFor();
  });

  it('a tampered plaid link shows the failure screen with Try Again', async () => {
    const page = await freshPage();
    await signIn(page, 'borrower');
    await page.goto('/plaid/not-a-signed-link');
    await page.getByRole('button', { name: 'CONNECT WITH PLAID' }).click();
    await page.getByText("We're sorry an error has occurred, Please contact").waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await screenshot(page, 'journey-plaid-failure');
  });

  it('shows the personal page on a phone-sized viewport', async () => {
    const page = await freshPage({ width: 390, height: 844 });
    await signIn(page, 'borrower');
    await page.goto('/personal');
    await page.getByTestId('activities-card').waitFor();
    await page.getByTestId('loan-card').first().waitFor();
    // Nothing of the page itself is wider than the phone (the shared top bar is not this page's).
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll('main *')).filter(
        (node) => node.getBoundingClientRect().right > width + 1,
      ).length;
    });
    expect(overflowing).toBe(0);
    await screenshot(page, 'journey-personal-phone');
  });
});
