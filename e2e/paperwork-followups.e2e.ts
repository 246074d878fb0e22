/// <reference lib="dom" />
// Issue 11 / issue 9 follow-ups in Chromium: staff accept, reject (the 'Reject Document' dialog)
// and send for signature from the loan documents panel's viewer -> the borrower's bell tells them
// why and what to sign -> the borrower's Files (n) opens the side panel and previews the PDF in
// the page (no new tab). Also: a fresh start shows generated term sheets, envelopes in every state
// and a bell for every demo user.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let staffContext: BrowserContext;
let staff: Page;
let borrowerContext: BrowserContext;
let borrower: Page;
type Target = {
  human_id: string;
  activity_id: string;
  process_id: string;
  document_id: string;
  document_name: string;
  file_name: string;
};
let target: Target;
const REASON = 'Page 2 of the statement is cut off; please upload the full statement.';

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

const processState = async () =>
  (await app.query<{ state: string }>('select state from processes where id = $1', [target.process_id]))
    .rows[0]!.state;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-paperwork-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  // A PDF the demo borrower uploaded to a request waiting for review, not sent for signature yet.
  const found = await app.query<Target>(
    `select l.human_id, a.id as activity_id, d.process_id, d.id as document_id,
            coalesce(a.document_name, a.name) as document_name, d.file_name
       from documents d
       join activities a on a.id = d.activity_id
       join loans l on l.id = a.loan_id
       join loan_borrowers lb on lb.loan_id = l.id
       join users u on u.borrower_id = lb.borrower_id
      where u.email = 'borrower@example.com' and l.archived = false and d.kind = 'upload'
        and d.content_type = 'application/pdf' and a.activity_type = 'document-request'
        and a.state = 'processed' and a.docusign_envelope_id is null
      order by l.human_id, d.file_name limit 1`,
  );
  target = found.rows[0]!;
  browser = await launchBrowser();
  ({ context: staffContext, page: staff } = await newPage(browser, app.baseUrl));
  await signIn(staff, 'admin');
  ({ context: borrowerContext, page: borrower } = await newPage(browser, app.baseUrl));
  await signIn(borrower, 'borrower');
}, 240_000);

afterAll(async () => {
  await staffContext?.close().catch(() => undefined);
  await borrowerContext?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('paperwork follow-ups', () => {
  it('a fresh start shows generated term sheets, an envelope in each state and every bell filled', async () => {
    const states = await app.query<{ status: string }>(
      'select distinct status from envelopes order by status',
    );
    expect(states.rows.map((r) => r.status)).toEqual(['declined', 'delivered', 'sent', 'signed']);
    const generated = await app.query<{ n: string }>(
      `select count(*) as n from activities a join documents d on d.id = (a.data->'generated'->>'pdf_document_id')::uuid
        where a.activity_type = 'term-sheet'`,
    );
    expect(Number(generated.rows[0]!.n)).toBeGreaterThan(3);
    const signedCopies = await app.query<{ n: string }>(
      `select count(*) as n from envelopes e join documents d on d.id = e.signed_document_id where d.kind = 'signed'`,
    );
    expect(Number(signedCopies.rows[0]!.n)).toBeGreaterThan(0);
    const bells = await app.query<{ email: string; n: string }>(
      `select u.email, count(n.id) as n from users u left join notifications n on n.user_id = u.id
        where u.email in ('admin@example.com', 'borrower@example.com', 'broker@example.com') group by u.email`,
    );
    expect(bells.rows).toHaveLength(3);
    for (const row of bells.rows) expect(Number(row.n), row.email).toBeGreaterThan(0);

    await staff.goto('/dashboard');
    await staff.getByRole('button', { name: 'Notifications' }).click();
    const dropdown = staff.getByTestId('notifications-dropdown');
    await dropdown
      .getByText(/^Signature declined: /)
      .first()
      .waitFor();
    await dropdown
      .getByText(/^Document signed: /)
      .first()
      .waitFor();
    await screenshot(staff, 'paperwork-staff-bell-seeded');
    await staff.keyboard.press('Escape');
  });

  it('staff reject, accept and send for signature from the loan documents viewer', async () => {
    await staff.goto(`/loan/${target.human_id}?documentId=${target.document_id}`);
    const panel = staff.getByRole('dialog', { name: 'Loan documents' });
    const actions = panel.getByTestId('viewer-actions');
    await actions.waitFor();
    await panel.locator('[data-viewer] canvas').first().waitFor({ timeout: 20_000 });
    await screenshot(staff, 'paperwork-viewer-actions');

    // Reject with the Files panel's dialog: Confirm waits for a reason.
    await actions.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reject Document' });
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByPlaceholder('Enter rejection reason').fill(REASON);
    await confirm.click();
    await dialog.getByText('Document has been rejected successfully').waitFor();
    await screenshot(staff, 'paperwork-viewer-rejected');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(processState).toBe('rejected');
    // The viewer refreshes: the reject control is now filled and disabled.
    await expect.poll(() => actions.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);

    // The control's tooltip shows above the panel.
    await actions.getByRole('button', { name: 'Accept' }).hover();
    await staff.getByRole('tooltip', { name: 'Accept' }).waitFor();
    // Accept settles it the other way.
    await actions.getByRole('button', { name: 'Accept' }).click();
    await toast(staff, 'Document accepted');
    await expect.poll(processState).toBe('accepted');
    await expect.poll(() => actions.getByRole('button', { name: 'Accept' }).isDisabled()).toBe(true);

    // DocuSign: the recipients form sends the PDF to the borrower.
    await actions.getByRole('button', { name: 'DocuSign' }).click();
    const form = staff.getByTestId('recipients-form');
    await form.waitFor();
    await form.getByPlaceholder('Enter name').fill('Brenda Walsh');
    await form.getByPlaceholder('Enter email').fill('borrower@example.com');
    await screenshot(staff, 'paperwork-viewer-docusign');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(staff, 'DocuSign has been sent successfully');
    const envelope = await app.query<{ status: string; document_id: string }>(
      'select status, document_id from envelopes where activity_id = $1',
      [target.activity_id],
    );
    expect(envelope.rows).toEqual([{ status: 'sent', document_id: target.document_id }]);
  });

  it("the borrower's bell tells why and what to sign; Files opens the side panel with the preview", async () => {
    await borrower.goto('/personal');
    const badge = borrower.getByTestId('notifications-badge');
    await badge.waitFor();
    await borrower.getByRole('button', { name: 'Notifications' }).click();
    const dropdown = borrower.getByTestId('notifications-dropdown');
    await dropdown
      .getByText(`Your document was rejected: ${target.document_name}. Reason: ${REASON}`)
      .first()
      .waitFor();
    await dropdown
      .getByText(`Signature requested: ${target.document_name}.`, { exact: false })
      .first()
      .waitFor();
    await dropdown
      .getByText(/^Document requested: /)
      .first()
      .waitFor();
    await screenshot(borrower, 'paperwork-borrower-bell');
    await borrower.keyboard.press('Escape');

    const card = borrower.getByTestId('loan-card').filter({ hasText: `Loan ${target.human_id}` });
    await card.waitFor();
    const toggle = card.getByRole('button', { name: new RegExp(`loan ${target.human_id}$`) });
    await expect
      .poll(async () => {
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
        return toggle.getAttribute('aria-expanded');
      })
      .toBe('true');
    const row = card.getByTestId('personal-activity').filter({ hasText: target.document_name }).first();
    await row.getByRole('button', { name: /^Files \(\d+\)$/ }).click();
    const panel = borrower.getByTestId('files-panel');
    await panel.getByText(/^Files\(\d+\)$/).waitFor();
    expect(await panel.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await screenshot(borrower, 'paperwork-borrower-files-panel');
    const pdfRow = panel.getByTestId('file-row').filter({ hasText: target.file_name });
    await pdfRow.getByRole('button', { name: 'View' }).click();
    const modal = borrower.getByTestId('personal-preview-modal');
    await modal.locator('canvas[data-rendered="true"]').first().waitFor({ timeout: 20_000 });
    expect(borrowerContext.pages()).toHaveLength(1);
    await screenshot(borrower, 'paperwork-borrower-preview');
  });

  it('the Add Activity modal suggests staff as participants (a named one hears "activity assigned")', async () => {
    const staffName = (
      await app.query<{ name: string }>(
        "select trim(first_name || ' ' || last_name) as name from users where email = 'admin@example.com'",
      )
    ).rows[0]!.name;
    await staff.goto('/activities');
    await staff.getByRole('button', { name: 'Add Activity' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add Activity' });
    await dialog.getByText('Staff named here are told the activity is assigned to them').waitFor();
    await dialog.getByLabel('Participants').fill(staffName.slice(0, 3));
    await staff.getByRole('option', { name: staffName }).waitFor();
    await screenshot(staff, 'paperwork-participants-suggestions');
    await staff.getByRole('option', { name: staffName }).click();
    await dialog.getByText(staffName, { exact: true }).waitFor();
  });
});
