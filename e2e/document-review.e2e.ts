/// <reference lib="dom" />
// Issue 11, the documents loop in Chromium: staff add a request from a new template -> the
// borrower uploads two files in the upload side panel -> staff preview the PDF (pdf.js), try the
// DocuSign recipients page, reject the image with a reason -> the borrower sees the reason and
// uploads again -> staff accept. Also the System Documents tab and the personal page on a phone.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makePdf, makePng } from './support/files';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let staffContext: BrowserContext;
let staff: Page;
let borrowerContext: BrowserContext;
let borrower: Page;
let loan: { id: string; human_id: string };
const REQUEST = 'Insurance Certificate';
const REASON = 'The photo is blurry; please send a scan of the whole certificate.';

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

const openLoan = async () => {
  await staff.goto(`/loan/${loan.human_id}`);
  await staff.getByTestId('loan-detail-page').waitFor();
};
const legalEntities = () => staff.getByTestId('document-requests-legal entities');
const requestRow = () => legalEntities().getByRole('row').filter({ hasText: REQUEST });
/** The request's row whatever its state: the card's All filter. */
const showAll = () =>
  legalEntities()
    .getByRole('button', { name: /^All \(\d+\)$/ })
    .click();

/** The borrower's loan card of the journey's loan, and the request's row inside it. */
const borrowerRequest = async () => {
  await borrower.goto('/personal');
  const card = borrower.getByTestId('loan-card').filter({ hasText: `Loan ${loan.human_id}` });
  await card.waitFor();
  // Only the first loan with something to do opens by itself; open this one if it is closed.
  const toggle = card.getByRole('button', { name: new RegExp(`loan ${loan.human_id}$`) });
  await expect
    .poll(async () => {
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      return toggle.getAttribute('aria-expanded');
    })
    .toBe('true');
  const row = card.getByTestId('personal-activity').filter({ hasText: REQUEST });
  await row.waitFor();
  return row;
};

const uploadInPanel = async (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
  const panel = page.getByTestId('upload-panel');
  await panel.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await panel.getByTestId('dropzone').click();
  await (await chooser).setFiles(files);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => panel.getByText('Uploaded', { exact: true }).count(), { timeout: 20_000 })
    .toBe(files.length);
  return panel;
};

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-documents-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  const result = await app.query<{ id: string; human_id: string }>(
    `select l.id, l.human_id from loans l
       join loan_borrowers lb on lb.loan_id = l.id
       join users u on u.borrower_id = lb.borrower_id
     where u.email = 'borrower@example.com' and l.archived = false
       and l.status in ('Preliminary', 'Term-Sheet-Sent', 'Underwriting')
     order by l.human_id limit 1`,
  );
  loan = result.rows[0]!;
  browser = await launchBrowser();
  ({ context: staffContext, page: staff } = await newPage(browser, app.baseUrl));
  await signIn(staff, 'admin');
  ({ context: borrowerContext, page: borrower } = await newPage(browser, app.baseUrl));
  await signIn(borrower, 'borrower');
});

afterAll(async () => {
  await staffContext?.close().catch(() => undefined);
  await borrowerContext?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('document review loop', () => {
  it('staff add a request from a template they create (every field, prompts with OCR)', async () => {
    await openLoan();
    await legalEntities().waitFor();
    await legalEntities().getByRole('button', { name: 'Add New Document Request' }).click();
    const modal = staff.getByRole('dialog', { name: 'Add New Document Request' });
    await modal.getByTestId('template-picker').waitFor();
    expect(await modal.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'New template' }).click();
    const editor = modal.getByTestId('template-editor');
    expect(await editor.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await editor.getByLabel('Document name').fill(REQUEST);
    await editor.getByLabel('Description').fill('A current certificate of property insurance.');
    await editor.getByLabel('Folder name').fill('Insurance');
    await editor.getByLabel('OCR processing').check();
    await editor.getByLabel('Use Textract').check();
    await editor.getByLabel('Prompt 1 name').fill('insurer');
    await editor.getByLabel('Prompt 1 question').fill('Who is the insurer?');
    expect(await editor.getByRole('button', { name: 'Remove prompt 1' }).isDisabled()).toBe(true);
    await screenshot(staff, 'documents-template-editor');
    await editor.getByRole('button', { name: 'Create' }).click();
    await toast(staff, 'Template Added');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await modal.getByText('Document Added Successfully').waitFor();
    await modal.getByRole('button', { name: 'Close' }).last().click();
    const saved = await app.query<{
      gpt_prompts: { name: string }[];
      use_textract: boolean;
      folder_name: string;
    }>(`select gpt_prompts, use_textract, folder_name from activity_templates where document_name = $1`, [
      REQUEST,
    ]);
    expect(saved.rows[0]).toMatchObject({ use_textract: true, folder_name: 'Insurance' });
    expect(saved.rows[0]!.gpt_prompts[0]!.name).toBe('insurer');
    await legalEntities()
      .getByRole('button', { name: /^All \(\d+\)$/ })
      .click();
    await requestRow().waitFor();
  });

  it('the borrower uploads two files at once in the upload side panel', async () => {
    const row = await borrowerRequest();
    await row.getByRole('button', { name: 'Upload File' }).click();
    const panel = await uploadInPanel(borrower, [
      {
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf('Certificate of Insurance', 3),
      },
      { name: 'certificate-photo.png', mimeType: 'image/png', buffer: makePng() },
    ]);
    await screenshot(borrower, 'documents-borrower-upload-panel');
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await toast(borrower, 'File uploaded successfully');
  });

  it('staff preview the PDF, open the recipients page, and reject the photo with a reason', async () => {
    // The extraction job reads the upload in the background; once it has, the request's prompt
    // ('insurer', added with the template above) is among the analysis keys of the process.
    await expect
      .poll(
        async () =>
          (
            await app.query<{ s: string }>(
              `select extraction_status as s from documents where file_name = 'certificate.pdf'`,
            )
          ).rows[0]?.s,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('processed');
    await openLoan();
    await showAll();
    await requestRow().getByRole('button', { name: 'View' }).click();
    const panel = staff.getByTestId('files-panel');
    await panel.getByText('Files(2)').waitFor();
    await screenshot(staff, 'documents-files-panel');

    const pdfRow = panel.getByTestId('file-row').filter({ hasText: 'certificate.pdf' });
    await pdfRow.getByRole('button', { name: 'View' }).click();
    const modal = staff.getByTestId('analysis-modal');
    await modal.locator('canvas[data-rendered="true"]').first().waitFor({ timeout: 20_000 });
    expect(await modal.locator('canvas[data-testid="pdf-page"]').count()).toBe(3);
    await modal.getByText('OCR Analysis Response').waitFor();
    await screenshot(staff, 'documents-analysis-full');
    await modal.getByText('Analysis', { exact: true }).click();
    await modal.getByTestId('ocr-panel').getByText('Insurer', { exact: true }).waitFor();

    // The DocuSign recipients page (001 §2): remove disabled with one row, chips of valid rows.
    await modal.getByRole('button', { name: 'Send with DocuSign' }).click();
    const form = modal.getByTestId('recipients-form');
    await form.getByText('Send with docuSign').waitFor();
    expect(await form.getByRole('button', { name: 'Remove recipient 1' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await form.getByPlaceholder('Enter name').fill('Brenda Walsh');
    await form.getByPlaceholder('Enter email').fill('borrower@example.com');
    await form.getByTestId('recipient-chips').getByText('Brenda Walsh <borrower@example.com>').waitFor();
    await form.getByRole('button', { name: 'Add New' }).click();
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Remove recipient 1' }).isDisabled()).toBe(false);
    await screenshot(staff, 'documents-docusign-recipients');
    await form.getByRole('button', { name: 'Remove recipient 2' }).click();
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    await form.getByRole('button', { name: 'Back' }).click();
    await modal.getByRole('button', { name: 'Send with DocuSign' }).waitFor();
    await modal.getByRole('button', { name: 'Close document' }).click();
    await modal.waitFor({ state: 'detached' });

    const photoRow = panel.getByTestId('file-row').filter({ hasText: 'certificate-photo.png' });
    await photoRow.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject Document' });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByPlaceholder('Enter rejection reason').fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByPlaceholder('Enter rejection reason').fill(REASON);
    await confirm.click();
    await dialog.getByText('Document has been rejected successfully').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await toast(staff, 'Document rejected');
    await photoRow.getByRole('button', { name: 'Rejection reason' }).click();
    await panel.getByTestId('rejection-reason').getByText(REASON).waitFor();
    await screenshot(staff, 'documents-rejected-reason');
    const audit = await app.query(
      `select count(*)::int as n from audit_events where action = 'activity.document-request.reject'`,
    );
    expect(audit.rows[0]!.n).toBeGreaterThan(0);
  });

  it('the borrower sees the reason and uploads again; staff accept the new file', async () => {
    const row = await borrowerRequest();
    await row.getByTestId('rejection-reason').getByText(REASON, { exact: false }).waitFor();
    await screenshot(borrower, 'documents-borrower-sees-reason');
    await row.getByRole('button', { name: 'Upload File' }).click();
    const panel = await uploadInPanel(borrower, [
      {
        name: 'certificate-scan.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf('Certificate of Insurance scan', 1),
      },
    ]);
    await panel.getByRole('button', { name: 'Close' }).last().click();

    await openLoan();
    await showAll();
    await requestRow().getByRole('button', { name: 'View' }).click();
    const files = staff.getByTestId('files-panel');
    await files.getByText('Files(3)').waitFor();
    const scanRow = files.getByTestId('file-row').filter({ hasText: 'certificate-scan.pdf' });
    await scanRow.getByRole('button', { name: 'Accept' }).click();
    await toast(staff, 'Document accepted');
    await expect
      .poll(async () => (await scanRow.getByRole('button', { name: 'Accept' }).isDisabled()) === true)
      .toBe(true);
    // The settled control stays hoverable and says why it is off (001 §4).
    await scanRow.getByRole('button', { name: 'Accept' }).hover();
    await staff.locator('.mantine-Tooltip-tooltip', { hasText: 'Document Already Accepted' }).waitFor();
    const state = await app.query<{ state: string }>(
      `select state from activities where name = $1 and loan_id = $2`,
      [REQUEST, loan.id],
    );
    expect(state.rows[0]!.state).toBe('accepted');
    await screenshot(staff, 'documents-accepted');
  });

  it('lists system documents by activity and previews one (a staff-added custom document)', async () => {
    await openLoan();
    await staff.getByRole('tab', { name: 'System Documents' }).click();
    await staff.getByText('There are no documents to Show').waitFor();
    // A custom document on the term sheet (POST /activity/{id}/generate-custom-document-with-presigned-url).
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
      'content-type': 'application/json',
    };
    const termSheet = (
      await app.query<{ id: string }>(
        `select id from activities where loan_id = $1 and activity_type = 'term-sheet' limit 1`,
        [loan.id],
      )
    ).rows[0]!.id;
    const grant = (await (
      await fetch(`${app.baseUrl}/api/activity/${termSheet}/generate-custom-document-with-presigned-url`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          content_type: 'application/pdf',
          name: 'loi.pdf',
          document_name: 'Letter of Intent',
        }),
      })
    ).json()) as { presigned_url: string; process_id: string };
    await fetch(`${app.baseUrl}${grant.presigned_url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(makePdf('Letter of Intent', 2)),
    });
    const run = await fetch(`${app.baseUrl}/api/activity/${termSheet}/process/${grant.process_id}/run`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(run.status).toBe(200);
    await openLoan();
    await staff.getByRole('tab', { name: 'System Documents' }).click();
    const list = staff.getByTestId('system-documents');
    await list.getByText('loi.pdf').waitFor();
    await list.getByRole('button', { name: 'View Document' }).first().click();
    await staff
      .getByRole('dialog')
      .locator('canvas[data-rendered="true"]')
      .first()
      .waitFor({ timeout: 20_000 });
    await screenshot(staff, 'documents-system-tab');
    await staff.keyboard.press('Escape');
  });

  it('keeps the personal page short on a phone, with the top-bar link on one line', async () => {
    await borrower.setViewportSize({ width: 390, height: 844 });
    await borrower.goto('/personal');
    await borrower.getByTestId('loan-card').first().waitFor();
    // Not 'networkidle': the notification stream stays open on every signed-in page.
    await borrower.getByRole('link', { name: 'Personal Details' }).waitFor();
    await borrower.waitForTimeout(500);
    const link = borrower.getByRole('link', { name: 'Personal Details' });
    const box = await link.boundingBox();
    expect(box!.height).toBeLessThan(40);
    // Neither wrapped nor cut: the whole label is inside the phone's width.
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await link.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    const height = await borrower.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(6000);
    await screenshot(borrower, 'documents-personal-phone');
  });

  it('staff create a contact on the loan and edit a property', async () => {
    await staff.setViewportSize({ width: 1440, height: 900 });
    await openLoan();
    await staff.getByTestId('contacts-card').getByRole('button', { name: 'New' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New contact' });
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByLabel('First name').fill('Tara');
    await dialog.getByLabel('Last name').fill('Title');
    await dialog.getByLabel('Email').fill('tara@title.example.com');
    await dialog.getByLabel('Company').fill('Title Co');
    await dialog.getByLabel('Contact type').first().click();
    await staff.getByRole('option', { name: 'title-company', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await toast(staff, 'Contact added to loan');
    const linked = await app.query(
      `select 1 from loan_contacts lc join contacts c on c.id = lc.contact_id where lc.loan_id = $1 and c.email = $2`,
      [loan.id, 'tara@title.example.com'],
    );
    expect(linked.rowCount).toBe(1);

    const properties = staff.getByTestId('properties-card');
    await properties
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const edit = staff.getByTestId('property-edit');
    expect(await edit.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await edit.getByLabel('Units', { exact: true }).fill('3');
    await edit.getByLabel('ZIP code').fill('7870');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.getByText('* Enter a valid address').waitFor();
    await edit.getByLabel('ZIP code').fill('78704');
    await screenshot(staff, 'documents-property-edit');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(staff, 'Property has been updated successfully');
    const saved = await app.query<{ number_of_units: number; address_zipcode: string }>(
      `select number_of_units, address_zipcode from properties where loan_id = $1 order by position limit 1`,
      [loan.id],
    );
    expect(saved.rows[0]).toMatchObject({ number_of_units: 3, address_zipcode: '78704' });
  });
});
