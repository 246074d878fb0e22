/// <reference lib="dom" />
// Issue 23 item 7 journey: staff open a demo loan in underwriting, generate its credit memo from the
// loan page (Credit memo -> Generate PDF: POST /api/loan/{id}/credit-memo), the PDF opens in a new
// tab, and its text (read with pdf.js through unpdf) is the memo of that loan: the lender, the
// loan's number and name, its amount printed as money, the policy tables with their limits; the
// PDF and the DOCX are kept with the loan's generated documents.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { pdfText } from './support/pdf';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let loan: { id: string; human_id: string; name: string; amount: string | null };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-credit-memo-'));
  chmodSync(dataDir, 0o755);
  // A fresh demo seeds on its first start: on a loaded 2-core machine that alone can take minutes.
  app = await startApp({ dataDir, readyTimeoutMs: 420_000 });
  // A demo loan in underwriting or later with its outside reports: its memo has policy tables.
  const found = await app.query<{ id: string; human_id: string; name: string; amount: string | null }>(
    `select l.id, l.human_id, l.name, l.amount::text as amount from loans l
     where l.status in ('Underwriting', 'Board-Review') and l.archived = false and l.amount is not null
       and exists (select 1 from reports r where r.loan_id = l.id and r.state = 'done')
     order by l.human_id limit 1`,
  );
  loan = found.rows[0]!;
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
}, 480_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('credit memo', () => {
  it(
    'is generated from the loan page as a PDF that states the loan, its policy tables and its figures',
    {
      timeout: 180_000,
    },
    async () => {
      expect(loan).toBeDefined();
      await page.goto(`/loan/${loan.human_id}`);
      await page.getByTestId('loan-detail-page').waitFor();
      await page.getByRole('button', { name: 'Credit memo' }).click();
      const [memoTab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('menuitem', { name: 'Generate PDF' }).click(),
      ]);
      // The tab opens on the click and follows the signed link once the server has made the memo.
      await memoTab.waitForURL(/\/api\/files\//, { timeout: 120_000 });
      await page.getByText(`Credit memo generated: Credit Memo ${loan.human_id}`, { exact: false }).waitFor();
      await screenshot(page, 'credit-memo-generated');

      const response = await fetch(memoTab.url());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const text = await pdfText(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain('Lending Capital');
      expect(text).toContain('Credit Memo');
      expect(text).toContain(loan.human_id);
      // The loan amount as money ("$1,250,000"), never a bare number.
      const amount = Number(loan.amount);
      const money = `$${amount.toLocaleString('en-US', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2 })}`;
      expect(text).toContain(money);
      // The policy tables, with their limits.
      expect(text).toContain('Loan to Value');
      expect(text).toMatch(/max \d+(\.\d+)?%/);
      expect(text).toContain('Credit Score');
      await memoTab.close();

      // Both files are kept with the loan's generated documents (the board review attaches them).
      const kept = await app.query<{ file_name: string }>(
        `select file_name from documents where loan_id = $1 and file_name like 'Credit Memo%' order by file_name`,
        [loan.id],
      );
      expect(kept.rows.map((r) => r.file_name.split('.').pop())).toEqual(['docx', 'pdf']);
    },
  );
});
