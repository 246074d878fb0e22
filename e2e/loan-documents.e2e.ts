/// <reference lib="dom" />
// Issue 9 journey: a scanned bank statement is uploaded to a loan's document request -> it is read
// by OCR and its data points appear in the loan documents panel -> staff correct one -> the loan
// assistant is asked "what is the ending balance?" -> the answer cites the statement -> clicking
// the citation shows the page with the passage highlighted; the panel also opens from a URL.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: { id: string; human_id: string };
let activityId: string;

/** A 200-dpi scan of a bank statement page (an image: no text layer at all). */
const scannedStatement = (): Buffer => {
  const dpi = 200;
  const canvas = createCanvas(Math.round(8.5 * dpi), Math.round(11 * dpi));
  const g = canvas.getContext('2d');
  g.fillStyle = '#f6f5f0';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#111111';
  const lines = [
    'SUMMIT COMMUNITY BANK',
    'Account Holder: Jordan Avery',
    'Account Number: ****7788',
    'Statement Period: 02/01/2025 - 02/28/2025',
    '',
    'Beginning Balance $18,250.00',
    'Deposits and Credits $22,400.00',
    'Withdrawals and Debits $5,115.25',
    'Ending Balance $35,534.75',
  ];
  lines.forEach((line, i) => {
    g.font = `${i === 0 ? 'bold 44px' : '34px'} sans-serif`;
    g.fillText(line, 180, 260 + i * 60);
  });
  return canvas.toBuffer('image/png');
};

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-loan-documents-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  const found = await app.query<{ id: string; human_id: string; activity_id: string }>(
    `select l.id, l.human_id, a.id as activity_id from loans l join activities a on a.loan_id = l.id
     where a.activity_type = 'document-request' and a.state = 'new' and l.archived = false
     order by l.human_id desc limit 1`,
  );
  loan = found.rows[0]!;
  activityId = found.rows[0]!.activity_id;
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
}, 240_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('loan documents and assistant', () => {
  it(
    'reads an uploaded scan, shows its data points, takes a correction, answers with a citation',
    { timeout: 240_000 },
    async () => {
      // A name of this attempt's own: a second attempt (vitest retry) must not meet the first's upload.
      const fileName = `february-statement-${randomUUID().slice(0, 8)}.png`;
      await page.goto(`/loan/${loan.human_id}`);
      await page.getByTestId('loan-detail-page').waitFor();
      // The upload goes through the calls the app's upload panel makes: signed URL, PUT, run.
      const png = scannedStatement().toString('base64');
      const uploaded = await page.evaluate(
        async ({ activityId, png, fileName }) => {
          const token = Object.values(localStorage).find((v) => v.split('.').length === 3)!;
          const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
          const start = await fetch(`/api/activity/${activityId}/generate-document-with-presigned-url`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ content_type: 'image/png', name: fileName }),
          }).then((r) => r.json() as Promise<{ presigned_url: string; process_id: string }>);
          const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
          await fetch(start.presigned_url, {
            method: 'PUT',
            body: bytes,
            headers: { 'content-type': 'image/png' },
          });
          const run = await fetch(`/api/activity/${activityId}/process/${start.process_id}/run`, {
            method: 'POST',
            headers,
            body: '{}',
          });
          return run.status;
        },
        { activityId, png, fileName },
      );
      expect(uploaded).toBe(200);

      await page.getByRole('button', { name: 'Loan documents' }).click();
      const panel = page.getByRole('dialog', { name: 'Loan documents' });
      await panel.getByText(/^Documents \(\d+\)$/).waitFor();
      await panel.getByPlaceholder('Search documents...').fill('');
      const item = panel.getByRole('button', { name: fileName });
      await item.getByText('processed').waitFor({ timeout: 150_000 });
      await item.click();
      await panel.getByText('Data Points Analysis').waitFor();
      const ending = panel.getByTestId('data-row-ending_balance');
      await expect(ending.getByTestId('data-value').textContent()).resolves.toBe('$35,534.75');
      await panel.getByTestId('data-row-beginning_balance').waitFor();
      await screenshot(page, 'loan-documents-data-points');

      // Correct the ending balance: 'Save Changes' shows only once the value differs.
      await ending.getByRole('button', { name: 'Edit Ending Balance' }).click();
      await expect(panel.getByRole('button', { name: 'Save Changes' }).count()).resolves.toBe(0);
      await ending.getByRole('textbox', { name: 'Ending Balance' }).fill('35600.1');
      await panel.getByRole('button', { name: 'Save Changes' }).click();
      await ending.getByText('$35,600.10 (corrected)').waitFor();

      // Search in the document: the hit is highlighted on the scan.
      await ending.getByRole('button', { name: 'Search Ending Balance' }).click();
      await panel.getByText('No results found').waitFor();
      await panel.getByRole('button', { name: 'Maybe search for "Ending Balance"?' }).click();
      await panel.getByTestId('result-counter').getByText('1 results found').waitFor();
      await expect(panel.getByTestId('highlight').count()).resolves.toBe(2);
      expect(new URL(page.url()).searchParams.get('searchQuery')).toBe('Ending Balance');
      await screenshot(page, 'loan-documents-viewer-search');

      // The panel opens from a URL in the same state (001 §2 query parameters).
      const documentId = new URL(page.url()).searchParams.get('documentId');
      await page.goto(
        `/loan/${loan.human_id}?documentId=${documentId}&searchQuery=Deposits&isDocumentFullScreen=true`,
      );
      await panel.getByRole('button', { name: 'Exit wide screen' }).waitFor();
      await panel.getByTestId('result-counter').waitFor();
      await page.mouse.click(8, 450);
      await panel.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('documentId')).toBeNull();

      // The assistant: a new thread, Enter sends, the answer streams and cites the statement.
      await page.getByRole('button', { name: 'Open loan assistant' }).click();
      const chat = page.getByRole('dialog', { name: 'Loan assistant' });
      await chat.getByTestId('assistant-mode').getByText('Offline answers (no language model)').waitFor();
      // No embedding endpoint configured: the header says passages are found by keywords only.
      await chat.getByTestId('retrieval-mode').getByText('Keyword search', { exact: true }).waitFor();
      await chat.getByLabel('Message').fill('what is the ending balance?');
      await chat.getByLabel('Message').press('Enter');
      const answer = chat.locator('[data-role="assistant"]').last();
      await answer
        .getByText(
          /Ending balance(, February 2025)?: \$35,600\.10 — .*February 2025, page 1 \[\d\] \(corrected by/,
        )
        .first()
        .waitFor({ timeout: 30_000 });
      const uploadedName = (
        await app.query<{ document_name: string }>(
          'select document_name from documents where file_name = $1',
          [fileName],
        )
      ).rows[0]!.document_name;
      const citation = answer.getByTestId('citation').filter({ hasText: uploadedName }).first();
      await citation.waitFor();
      await citation.click();
      await chat.getByTestId('cited-page').waitFor();
      await chat.getByTestId('cited-highlight').first().waitFor();
      expect(await chat.getByTestId('cited-highlight').count()).toBeGreaterThan(0);
      await chat.getByText(/Page 1 · “Ending Balance \$35,534\.75”/).waitFor();
      await screenshot(page, 'loan-assistant-citation');
    },
  );
});
