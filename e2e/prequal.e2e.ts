// The public pre-qualification form in Chromium (002 §2.1, §5; issue 4 §1): validation messages,
// purchase and refinance, borrower and broker, one and several properties, one lead per submit,
// and a phone-sized viewport.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
let lastPage: Page | null = null;

const freshPage = async (viewport?: { width: number; height: number }): Promise<Page> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  if (viewport) await page.setViewportSize(viewport);
  lastPage = page;
  await page.goto('/application');
  await page.getByText('Loan Pre Qualification').waitFor();
  return page;
};

// What the admin sees in GET /api/leads for a borrower's last name.
const leadsOf = async (lastName: string): Promise<LeadSummary[]> => {
  const get = await apiAs(app.baseUrl, 'admin@example.com');
  return (await get<LeadSummary[]>('/leads')).filter((lead) => lead.borrower_name.endsWith(` ${lastName}`));
};

const nextYear = new Date().getFullYear() + 1;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

// A failing journey leaves a picture of where it stopped.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && lastPage)
    await screenshot(
      lastPage,
      `prequal-failure-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`,
    ).catch(() => undefined);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('pre-qualification form', () => {
  it('shows the spec messages and blocks moving forward while the borrower page has errors', async () => {
    const page = await freshPage();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('* Required').first().waitFor();
    expect(await page.getByText('* Required').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText('* Enter a valid email', { exact: true }).count()).toBe(1);

    await field(page, 'First name').fill('Ann3');
    // The phone field blocks e, E, + and - and keeps digits only.
    await field(page, 'Phone').pressSequentially('e+E-12345');
    expect(await field(page, 'Phone').inputValue()).toBe('12345');
    await field(page, 'Duration (months)').fill('30');
    await field(page, 'Loan amount requested').pressSequentially('20,000,000x');
    expect(await field(page, 'Loan amount requested').inputValue()).toBe('20,000,000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('* Enter a valid name').waitFor();
    await page.getByText('* Enter a valid phone number (10)').waitFor();
    await page.getByText('* Between 1-24').waitFor();
    await page.getByText('* Limit $15,000,000').waitFor();
    await screenshot(page, 'prequal-borrower-errors');
    // Still on the Borrower page: the property step was not reached.
    expect(await field(page, 'Street address').count()).toBe(0);

    // Broker mode: the borrower email becomes optional, the broker fields are required.
    await page.getByLabel('I am a broker submitting on behalf of a borrower').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Broker first name').waitFor();
    expect(await page.getByText('* Enter a valid email', { exact: true }).count()).toBe(1);
    await field(page, 'Email (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('* Enter a valid email or leave blank').waitFor();
    // Turning the toggle off clears the broker fields.
    await field(page, 'Broker first name').fill('Bob');
    await page.getByLabel('I am a broker submitting on behalf of a borrower').uncheck();
    await page.getByLabel('I am a broker submitting on behalf of a borrower').check();
    expect(await field(page, 'Broker first name').inputValue()).toBe('');
  });

  it('submits a purchase for one property as a borrower, once even when Submit is double-clicked', async () => {
    const page = await freshPage();
    await fillBorrower(page, {
      firstName: 'Paula',
      lastName: 'Purchase',
      email: 'paula.purchase@example.com',
      phone: '5125550101',
    });
    await fillLoan(page, {
      purpose: 'Purchase',
      amount: '450000',
      duration: '12',
      closing: `03/15/${nextYear}`,
      purchasePrice: '600,000',
    });
    expect(await field(page, 'Purchase price').inputValue()).toBe('600,000');
    await page.getByRole('button', { name: 'Next' }).click();

    await field(page, 'Street address').waitFor();
    // The property page checks its own fields before submitting.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('* Enter a valid address').waitFor();
    await fillAddress(page, '2104 Lakeshore Blvd', '78704', 'Austin');
    expect(await field(page, 'State').inputValue()).toBe('TX');
    await pickOption(page, 'Property type', 'Single Family Home');
    await field(page, 'Bedrooms').fill('3');
    await field(page, 'Current gross income (residential, yearly)').fill('40,000');
    await field(page, 'Current operating expenses (yearly)').fill('8,000');
    // NOI = 0.95 x 40,000 - 8,000 = 30,000 (002 §5).
    expect(await page.getByTestId('current-noi-0').inputValue()).toBe('30,000');
    expect(await page.getByTestId('expected-noi-0').inputValue()).toBe('');
    await screenshot(page, 'prequal-purchase-property');

    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByText('Thank you for your submission').waitFor();
    await screenshot(page, 'prequal-purchase-submitted');
    const leads = await leadsOf('Purchase');
    expect(leads).toHaveLength(1);
    const payload = leads[0]!.payload;
    expect(payload.amount).toBe(450000);
    expect(payload.purchasePrice).toBe(600000);
    expect(payload.borrowerPhone).toEqual({ area: '512', phone: '5550101' });
    const property = (payload.properties as Record<string, unknown>[])[0]!;
    expect(property.propertyType).toBe('Single family home');
    expect(property.currentNoi).toBe(30000);
    expect((property.address as { city: string }).city).toBe('Austin');

    // 'Back To Application' reloads an empty form.
    await page.getByRole('button', { name: 'Back To Application' }).click();
    await field(page, 'First name').waitFor();
    expect(await field(page, 'First name').inputValue()).toBe('');
  });

  it('submits a refinance by a broker with two properties, clearing what no longer applies', async () => {
    const page = await freshPage();
    await fillBorrower(page, {
      firstName: 'Rita',
      lastName: 'Refinance',
      phone: '3125550102',
      broker: { firstName: 'Bruno', lastName: 'Broker', email: 'bruno.broker@example.com' },
    });
    await fillLoan(page, {
      purpose: 'Refinance',
      amount: '900,000',
      duration: '18',
      closing: `06/01/${nextYear}`,
      purchaseDate: '02/10/2019',
      currentLoanBalance: '500,000',
    });
    // A purchase more than a year ago: no purchase price (002 §5).
    expect(await field(page, 'Purchase price').count()).toBe(0);
    await page.getByText('The purchase was more than a year ago').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    await fillAddress(page, '1550 N Clark St', '60614', 'Chicago');
    await pickOption(page, 'Property type', 'Mixed use');
    await field(page, 'Number of commercial units').fill('2');
    await field(page, 'Current gross income (commercial, yearly)').fill('10,000');
    // Changing the type clears the fields that no longer apply.
    await pickOption(page, 'Property type', '2-4 Family');
    expect(await field(page, 'Number of commercial units').count()).toBe(0);
    expect(await field(page, 'Current gross income (commercial, yearly)').count()).toBe(0);
    await field(page, 'Number of units').fill('4');
    await page
      .getByRole('radiogroup', { name: 'Does it require construction or rehab?' })
      .getByLabel('Yes')
      .check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('* Required').first().waitFor(); // rehab hard budget is required
    await field(page, 'Rehab budget (hard costs)').fill('120,000');

    await page.getByRole('button', { name: 'Add property' }).click();
    await page.getByText('Property 2', { exact: true }).first().waitFor();
    await fillAddress(page, '900 7th St NW', '20001', 'Washington');
    await pickOption(page, 'Property type', 'Land');
    expect(await field(page, 'Number of units').count()).toBe(0);
    await screenshot(page, 'prequal-refinance-second-property');

    // The step indicator jumps back to the Borrower page and forward again.
    await page.getByRole('button', { name: 'Borrower step' }).click();
    expect(await field(page, 'Broker email').inputValue()).toBe('bruno.broker@example.com');
    await page.getByRole('button', { name: 'Property 2 step' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your submission').waitFor();

    const leads = await leadsOf('Refinance');
    expect(leads).toHaveLength(1);
    const payload = leads[0]!.payload;
    expect(payload.isBroker).toBe(true);
    expect(payload.borrowerEmail).toBeNull();
    expect(payload.brokerEmail).toBe('bruno.broker@example.com');
    expect(payload.purchasePrice).toBeNull();
    expect(payload.currentLoanBalance).toBe(500000);
    const properties = payload.properties as Record<string, unknown>[];
    expect(properties.map((p) => p.propertyType)).toEqual(['2-4 Family', 'Land']);
    expect(properties[0]!.numberOfCommercialUnits).toBeUndefined();
    expect(properties[0]!.rehabBudgetHard).toBe(120000);
  });

  it('shows the loading screen, and on a failure the error above the form, which can be sent again', async () => {
    const page = await freshPage();
    await fillBorrower(page, {
      firstName: 'Fay',
      lastName: 'Failure',
      email: 'fay.failure@example.com',
      phone: '2025550104',
    });
    await fillLoan(page, {
      purpose: 'Purchase',
      amount: '300,000',
      duration: '6',
      closing: `04/01/${nextYear}`,
      purchasePrice: '400,000',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillAddress(page, '900 7th St NW', '20001', 'Washington');
    await pickOption(page, 'Property type', 'Condo');
    // The first attempt is slow and fails (as a dropped connection would).
    await page.route('**/api/application/short', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status_code: 503, message: 'Service Unavailable' }),
      });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Form is being submitted...').waitFor();
    await screenshot(page, 'prequal-submitting');
    await page.getByText('Oops.. Something went wrong..').waitFor();
    expect(await field(page, 'Street address').inputValue()).toBe('900 7th St NW');
    await screenshot(page, 'prequal-failed');
    await page.unroute('**/api/application/short');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your submission').waitFor();
    expect(await leadsOf('Failure')).toHaveLength(1);
  });

  it('works on a phone-sized viewport', async () => {
    const page = await freshPage({ width: 390, height: 844 });
    await fillBorrower(page, {
      firstName: 'Mia',
      lastName: 'Mobile',
      email: 'mia.mobile@example.com',
      phone: '2025550103',
    });
    await fillLoan(page, {
      purpose: 'Purchase',
      amount: '250,000',
      duration: '9',
      closing: `09/01/${nextYear}`,
      purchasePrice: '320,000',
    });
    await screenshot(page, 'prequal-phone-borrower');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillAddress(page, '12 W 31st St', '10001', 'New York');
    await pickOption(page, 'Property type', 'Condo');
    await page.getByTestId('map-preview').waitFor();
    await screenshot(page, 'prequal-phone-property');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your submission').waitFor();
    await screenshot(page, 'prequal-phone-submitted');
    expect(await leadsOf('Mobile')).toHaveLength(1);
  });

  it('lets the admin read every submitted value and decline a lead with a reason', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    contexts.push(context);
    await signIn(page, 'admin');
    await page.goto('/leads');
    await page.getByTestId('lead-row').filter({ hasText: 'Rita Refinance' }).click();
    const drawer = page.getByTestId('lead-drawer');
    await drawer.getByText('Property 2').waitFor();
    await drawer.getByText('bruno.broker@example.com').waitFor();
    await drawer.getByText('$500,000').waitFor();
    await screenshot(page, 'leads-drawer-broker');
    await drawer.getByRole('button', { name: 'Decline' }).click();
    expect(await drawer.getByRole('button', { name: 'Confirm decline' }).isDisabled()).toBe(true);
    await drawer.getByLabel('Reason for declining').fill('Outside our lending area');
    await drawer.getByRole('button', { name: 'Confirm decline' }).click();
    await drawer.getByText('Outside our lending area').waitFor();
    expect((await leadsOf('Refinance'))[0]?.status).toBe('declined');
  });
});
