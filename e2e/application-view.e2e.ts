// Staff read a submitted application (issue 8 item 9): the borrower submits the 8-section
// application (through the API, as the wizard does), the admin opens the loan, presses
// "View application", reads every section read-only, opens an uploaded file and downloads the PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { makePdf } from './support/files';
import { pdfText } from './support/pdf';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let staff: Page;
let activityId = '';
let loanHumanId = '';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const borrowerApi = async () => {
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'borrower@example.com', password: 'demo-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
};

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  ({ context, page: staff } = await newPage(browser, app.baseUrl));
  await staff.setViewportSize({ width: 1280, height: 900 });
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('staff view of a submitted application', () => {
  it('the borrower submits the application with its files', async () => {
    const row = (
      await app.query<{ id: string; human_id: string }>(
        `select a.id, l.human_id from activities a join loans l on l.id = a.loan_id
         join users u on u.borrower_id = a.borrower_id
         where u.email = 'borrower@example.com' and a.activity_type = 'application' and a.state = 'new'
         order by l.created_at limit 1`,
      )
    ).rows[0]!;
    activityId = row.id;
    loanHumanId = row.human_id;
    const call = await borrowerApi();
    const upload = async (name: string, contentType: string, bytes: Buffer) => {
      const grant = (await call('POST', `/personal/${activityId}/generate-document-with-presigned-url`, {
        content_type: contentType,
        name,
      })) as { presigned_url: string; process_id: string };
      const put = await fetch(new URL(grant.presigned_url, app.baseUrl), {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      expect(put.status).toBe(200);
      await call('POST', `/personal/${activityId}/process/${grant.process_id}/run`, {});
      return { process_id: grant.process_id, file_name: name };
    };
    const documents: Record<string, unknown> = {};
    for (const key of [
      'operatingAgreement',
      'articlesOfOrganization',
      'goodStanding',
      'einLetter',
      'sreo',
      'bankStatements',
    ])
      documents[key] = await upload(`${key}.pdf`, 'application/pdf', makePdf(key, 1));
    await call('POST', `/personal/application/${activityId}`, {
      kind: 'full-request',
      sponsor: {
        firstName: 'Brenda',
        lastName: 'Walsh',
        email: 'borrower@example.com',
        phone: '512-555-0142',
        dateOfBirth: '1981-05-12',
        address: '2104 Lakeshore Blvd',
        city: 'Austin',
        state: 'TX',
        zipcode: '78704',
        idDocument: await upload('drivers-license.png', 'image/png', PNG),
      },
      entity: {
        entityName: 'Lakeshore Capital LLC',
        entityType: 'LLC',
        numberOfMembers: 2,
        members: [
          { firstName: 'Brenda', lastName: 'Walsh', email: 'borrower@example.com', percentage: 50 },
          { firstName: 'Omar', lastName: 'Reyes', email: 'omar.reyes@example.com', percentage: 50 },
        ],
      },
      property: {
        address: '77 Riverside Dr',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        propertyType: 'Multi-family',
        purchasePrice: 1250000,
        asIsValue: 1300000,
        numberOfUnits: 6,
      },
      rehab: {
        requiresRehab: 'yes',
        hardCost: 180000,
        softCost: 22000,
        repayment: 'Refinance',
        repaymentOther: '',
      },
      experience: { creditScore: '751+', similarProperties: 5, projects: 9 },
      questions: Object.fromEntries(
        ['bankruptcy', 'foreclosure', 'judgments', 'lawsuits', 'federalDebt', 'felony'].map((key) => [
          key,
          key === 'lawsuits'
            ? { answer: 'yes', explanation: 'A settled contractor dispute from 2019.' }
            : { answer: 'no', explanation: '' },
        ]),
      ),
      documents,
      consent: { affirmed: true, signature: `data:image/png;base64,${PNG.toString('base64')}` },
    });
  });

  it('the admin opens it from the loan, reads every section and downloads the PDF', async () => {
    await signIn(staff, 'admin');
    await staff.goto(`/loan/${loanHumanId}`);
    await staff.getByTestId('loan-detail-page').waitFor();
    // The submitted application is done: 'Show All' lists it with its "View application".
    await staff.getByTestId('activities-card').getByRole('button', { name: 'Show All' }).click();
    const button = staff.locator(`a[href="/personal/application/${activityId}"]`).first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await staff.getByRole('heading', { name: 'Loan application' }).waitFor();
    expect(await staff.getByText('Your application was submitted').count()).toBe(0);
    for (let section = 1; section <= 8; section += 1)
      await staff.getByRole('region', { name: `Section ${section}` }).waitFor();
    const entity = staff.getByRole('region', { name: 'Section 2' });
    await entity.getByText('Lakeshore Capital LLC').waitFor();
    await entity.getByText('Omar Reyes').waitFor();
    await staff.getByText('A settled contractor dispute from 2019.').waitFor();
    await staff.getByRole('region', { name: 'Section 3' }).getByText('$1,250,000').waitFor();
    await screenshot(staff, 'application-view-top');
    await staff.getByRole('region', { name: 'Section 6' }).scrollIntoViewIfNeeded();
    await screenshot(staff, 'application-view-questions');
    await staff.getByRole('region', { name: 'Section 7' }).scrollIntoViewIfNeeded();
    await screenshot(staff, 'application-view-files');

    // An uploaded file opens (a signed link in a new tab).
    const [filePage] = await Promise.all([
      context.waitForEvent('page'),
      staff.getByRole('button', { name: 'bankStatements.pdf' }).click(),
    ]);
    await filePage.waitForLoadState('domcontentloaded');
    expect(filePage.url()).toContain('/api/files/');
    await filePage.close();

    // Download PDF: the generated application opens in a new tab.
    const [pdfPage] = await Promise.all([
      context.waitForEvent('page'),
      staff.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    await pdfPage.waitForLoadState('domcontentloaded');
    const pdfUrl = pdfPage.url();
    expect(pdfUrl).toMatch(/application-.*\.pdf/);
    const response = await fetch(pdfUrl);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Lakeshore Capital LLC');
    expect(text).toContain('Section 8 / 8');
    await pdfPage.close();
  });
});
