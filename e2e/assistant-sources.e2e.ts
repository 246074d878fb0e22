/// <reference lib="dom" />
// Issue 23 journey: on a demo loan the sources browser opened from a URL
// (?section=sourceList&sourceKey=net_worth) lists the borrower record's net worth; the assistant,
// asked three questions, answers each right from the loan's file (the expected figures are read
// from the database, never typed in), and the cited bank statement opens on its page; a key's
// statements are listed by the period they state, newest first, whatever the upload order.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { makeTextPdf } from './support/files';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The demo loan the September statement was uploaded to. */
let statementLoan: { human_id: string; activity_id: string } | null = null;

const money = (n: number) =>
  `$${n.toLocaleString('en-US', Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lending-e2e-assistant-sources-'));
  chmodSync(dataDir, 0o755);
  app = await startApp({ dataDir });
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, app.baseUrl));
  await signIn(page, 'admin');
}, 240_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

/** A demo loan of the demo borrower with a document request still to answer. */
const demoLoan = async () =>
  (
    await app.query<{ human_id: string; id: string; activity_id: string; amount: number; net_worth: number }>(
      `select l.human_id, l.id, a.id as activity_id, l.amount::float8 as amount, b.net_worth::float8 as net_worth
       from loans l join loan_borrowers lb on lb.loan_id = l.id and lb.position = 0
       join borrowers b on b.id = lb.borrower_id join activities a on a.loan_id = l.id
       where b.email = 'borrower@example.com' and l.archived = false and l.amount is not null
         and a.activity_type = 'document-request' and a.state = 'new'
       order by l.human_id limit 1`,
    )
  ).rows[0]!;

type Statement = { file: string; period: string; lines: string[] };
const SEPTEMBER: Statement = {
  file: 'september-statement.pdf',
  period: '09/01/2026 - 09/30/2026',
  lines: [
    'Beginning Balance $61,020.00',
    'Deposits and Credits $12,400.00',
    'Withdrawals and Debits $3,311.45',
    'Ending Balance $70,108.55',
  ],
};
const AUGUST: Statement = {
  file: 'august-statement.pdf',
  period: '08/01/2026 - 08/31/2026',
  lines: [
    'Beginning Balance $55,410.00',
    'Deposits and Credits $9,100.00',
    'Withdrawals and Debits $3,490.00',
    'Ending Balance $61,020.00',
  ],
};

/** Uploads a text PDF statement through the calls the upload panel makes; waits until it is read. */
const uploadStatement = async (activityId: string, statement: Statement = SEPTEMBER) => {
  const file = statement.file;
  const pdf = makeTextPdf([
    'LAKESHORE COMMUNITY BANK',
    'Account Holder: Brenda Walsh',
    'Account Number: ****6612',
    `Statement Period: ${statement.period}`,
    ...statement.lines,
  ]).toString('base64');
  const status = await page.evaluate(
    async ({ activityId, pdf, file }) => {
      const token = Object.values(localStorage).find((v) => v.split('.').length === 3)!;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const start = await fetch(`/api/activity/${activityId}/generate-document-with-presigned-url`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ content_type: 'application/pdf', name: file }),
      }).then((r) => r.json() as Promise<{ presigned_url: string; process_id: string }>);
      const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
      await fetch(start.presigned_url, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': 'application/pdf' },
      });
      const run = await fetch(`/api/activity/${activityId}/process/${start.process_id}/run`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      return run.status;
    },
    { activityId, pdf, file },
  );
  expect(status).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await app.query<{ value: number; page: number }>(
            `select (dp.value #>> '{}')::float8 as value, dp.page from data_points dp
             join documents d on d.id = dp.document_id
             where d.file_name = $1 and dp.key_name = 'ending_balance'
               and jsonb_typeof(dp.value) = 'number'`,
            [file],
          )
        ).rows[0] ?? null,
      { timeout: 150_000, interval: 1000 },
    )
    .not.toBeNull();
  return (
    await app.query<{ value: number; page: number }>(
      `select (dp.value #>> '{}')::float8 as value, dp.page from data_points dp join documents d on d.id = dp.document_id
       where d.file_name = $1 and dp.key_name = 'ending_balance'`,
      [file],
    )
  ).rows[0]!;
};

describe('assistant grounded in the loan, and the sources browser', () => {
  it('lists the net worth sources from a URL on a demo loan', { timeout: 120_000 }, async () => {
    const { rows } = await app.query<{ human_id: string }>(
      `select l.human_id from loans l join loan_borrowers lb on lb.loan_id = l.id
       join borrowers b on b.id = lb.borrower_id
       where b.email = 'borrower@example.com' and l.archived = false order by l.human_id limit 1`,
    );
    await page.goto(`/loan/${rows[0]!.human_id}?section=sourceList&sourceKey=net_worth`);
    const panel = page.getByRole('dialog', { name: 'Loan documents' });
    const list = panel.getByTestId('source-list');
    await list.getByText('Sources: Net worth').waitFor();
    const record = list.getByTestId('source-entry').filter({ hasText: 'Borrower record' }).first();
    await record.getByText('$6,400,000').waitFor();
    await record.getByText(/Brenda Walsh/).waitFor();
    await screenshot(page, 'sources-net-worth');
  });

  it('answers three questions from the file; the citation opens the page', { timeout: 240_000 }, async () => {
    const loan = await demoLoan();
    statementLoan = loan;
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByTestId('loan-detail-page').waitFor();
    const statement = await uploadStatement(loan.activity_id);
    const facts = loan;
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByTestId('loan-detail-page').waitFor();
    await page.getByRole('button', { name: 'Open loan assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'Loan assistant' });
    const ask = async (question: string, expected: RegExp) => {
      const before = await chat.locator('[data-role="assistant"]').count();
      await chat.getByLabel('Message').fill(question);
      await chat.getByLabel('Message').press('Enter');
      // The question is sent when the box empties (Enter again if the key landed before the typed
      // text reached the form: the assistant ignores an empty question and one sent while busy),
      // then its answer arrives: on a loaded machine a question over the documents takes a while.
      const box = chat.getByLabel('Message');
      await expect
        .poll(
          async () => {
            if ((await box.inputValue()) !== '' && (await box.isEnabled())) await box.press('Enter');
            return box.inputValue();
          },
          { timeout: 30_000 },
        )
        .toBe('');
      await expect
        .poll(() => chat.locator('[data-role="assistant"]').count(), { timeout: 60_000 })
        .toBe(before + 1);
      const answer = chat.locator('[data-role="assistant"]').last();
      await answer.getByText(expected).first().waitFor({ timeout: 60_000 });
      return answer;
    };
    await ask(
      "What is the borrower's net worth?",
      new RegExp(`${escape(money(facts.net_worth))} — Borrower record: net worth`),
    );
    await ask(
      'What is the loan amount?',
      new RegExp(`Loan amount: ${escape(money(facts.amount))} — Loan record`),
    );
    const answer = await ask(
      'September ending balance',
      new RegExp(`${escape(money(statement.value))} — .*September 2026, page ${statement.page} \\[1\\]`),
    );
    await answer.getByTestId('citation').first().click();
    await chat.getByTestId('cited-page').waitFor();
    await chat.getByText(new RegExp(`Page ${statement.page} · “Ending Balance`)).waitFor();
    await screenshot(page, 'assistant-grounded-citation');
  });

  it(
    "lists a key's statements by their period, newest first, not in upload order",
    { timeout: 240_000 },
    async () => {
      // August is uploaded after September: the list still reads September, then August.
      await uploadStatement(statementLoan!.activity_id, AUGUST);
      await page.goto(`/loan/${statementLoan!.human_id}?section=sourceList&sourceKey=ending_balance`);
      const list = page.getByRole('dialog', { name: 'Loan documents' }).getByTestId('source-list');
      await list.getByText('Sources: Ending balance').waitFor();
      await list.getByTestId('source-entry').filter({ hasText: 'August 2026' }).first().waitFor();
      const periods = (await list.getByTestId('source-entry').allTextContents())
        .map((text) =>
          /(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/.exec(
            text,
          ),
        )
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => Date.parse(`1 ${m[1]} ${m[2]}`));
      expect(periods.length).toBeGreaterThanOrEqual(2);
      expect(periods).toEqual([...periods].sort((a, b) => b - a));
      await screenshot(page, 'sources-ending-balance-by-period');
    },
  );
});
