// Helpers for driving the pre-qualification form (002 §2.1) in the browser journeys.
import type { Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input with exactly this label (Mantine appends ' *' to required labels). */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

const fillDate = async (page: Page, label: string, usDate: string) => {
  const input = field(page, label);
  await input.click();
  await input.fill(usDate);
  await input.press('Enter');
  await page.keyboard.press('Escape');
};

export const pickOption = async (page: Page, label: string, option: string) => {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

export type BorrowerInput = {
  firstName: string;
  lastName: string;
  email?: string;
  phone: string;
  broker?: { firstName: string; lastName: string; email: string };
};

export const fillBorrower = async (page: Page, input: BorrowerInput) => {
  if (input.broker) {
    await page.getByLabel('I am a broker submitting on behalf of a borrower').check();
    await field(page, 'Broker first name').fill(input.broker.firstName);
    await field(page, 'Broker last name').fill(input.broker.lastName);
    await field(page, 'Broker email').fill(input.broker.email);
  }
  await field(page, 'First name').fill(input.firstName);
  await field(page, 'Last name').fill(input.lastName);
  if (input.email !== undefined)
    await field(page, input.broker ? 'Email (optional)' : 'Email').fill(input.email);
  await field(page, 'Phone').fill(input.phone);
};

export type LoanInput = {
  purpose: 'Purchase' | 'Refinance';
  amount: string;
  duration: string;
  closing: string;
  purchasePrice?: string;
  purchaseDate?: string;
  currentLoanBalance?: string;
};

export const fillLoan = async (page: Page, input: LoanInput) => {
  await page.getByLabel('Purpose of the loan').getByText(input.purpose, { exact: true }).click();
  await field(page, 'Loan amount requested').fill(input.amount);
  await field(page, 'Duration (months)').fill(input.duration);
  await fillDate(page, 'Estimated closing date', input.closing);
  if (input.purchaseDate) await fillDate(page, 'Purchase date', input.purchaseDate);
  if (input.purchasePrice) await field(page, 'Purchase price').fill(input.purchasePrice);
  if (input.currentLoanBalance) await field(page, 'Current loan balance').fill(input.currentLoanBalance);
};

export const fillAddress = async (page: Page, street: string, zip: string, city: string) => {
  await field(page, 'Street address').fill(street);
  await field(page, 'ZIP code').fill(zip);
  // The geocoder fills the city and state from the ZIP (GET /api/application/geocode).
  await page.waitForFunction(
    (expected) =>
      (document.querySelector('input[autocomplete="address-level2"]') as HTMLInputElement | null)?.value ===
      expected,
    city,
    { timeout: 15_000 },
  );
};

/** A signed-in API client for checking what the server kept (instead of reading its database). */
export const apiAs = async (baseUrl: string, email: string, password = 'demo-password') => {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
};

export type LeadSummary = {
  id: string;
  status: string;
  borrower_name: string;
  loan_id: string | null;
  payload: Record<string, unknown>;
};
