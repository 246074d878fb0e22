/// <reference lib="dom" />
// Issue 23 journey: on a demo loan the sources browser opened from a URL
// (?section=sourceList&sourceKey=net_worth) lists the borrower record's net worth; the assistant,
// asked three questions, answers each right from the loan's file (the expected figures are read
// from the database, never typed in), and the cited bank statement opens on its page.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn } from './support/browser';

let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** The month a statement is for: its period's end date (mm/dd/yyyy or ISO), else a month its file name says. */
const monthOf = (periodEnd: string | null, fileName: string): string | null => {
  const us = periodEnd ? /^(\d{1,2})\//.exec(periodEnd) : null;
  if (us) return MONTHS[Number(us[1]) - 1] ?? null;
  const iso = periodEnd ? /^\d{4}-(\d{2})/.exec(periodEnd) : null;
  if (iso) return MONTHS[Number(iso[1]) - 1] ?? null;
  return MONTHS.find((m) => fileName.toLowerCase().includes(m.toLowerCase())) ?? null;
};

/** A demo loan whose seeded bank statement for one month has been read (an ending balance with its page). */
const loanWithStatement = async () => {
  const until = Date.now() + 150_000;
  for (;;) {
    const { rows } = await app.query<{
      human_id: string;
      id: string;
      value: number;
      page: number;
      file_name: string;
      period_end: string | null;
    }>(
      `select l.human_id, l.id, (dp.value #>> '{}')::float8 as value, dp.page, d.file_name,
         (select p.value #>> '{}' from data_points p where p.document_id = d.id
            and p.key_name = 'statement_period_end' and jsonb_typeof(p.value) = 'string' and p.value <> '"N/A"') as period_end
       from data_points dp join documents d on d.id = dp.document_id join loans l on l.id = d.loan_id
       where dp.key_name = 'ending_balance' and jsonb_typeof(dp.value) = 'number' and dp.page is not null
         and d.status = 'completed' and l.archived = false and l.amount is not null
         and exists (select 1 from loan_borrowers lb join borrowers b on b.id = lb.borrower_id
                     where lb.loan_id = l.id and lb.position = 0 and b.net_worth is not null)
       order by l.human_id`,
    );
    const withMonth = rows.map((r) => ({ ...r, month: monthOf(r.period_end, r.file_name) }));
    const found = withMonth.find(
      (r) => r.month && withMonth.filter((o) => o.id === r.id && o.month === r.month).length === 1,
    );
    if (found) return { ...found, month: found.month! };
    if (Date.now() > until) throw new Error('no demo bank statement was read');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
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
    const loan = await loanWithStatement();
    const facts = (
      await app.query<{ amount: number; net_worth: number }>(
        `select l.amount::float8 as amount, b.net_worth::float8 as net_worth from loans l
         join loan_borrowers lb on lb.loan_id = l.id and lb.position = 0 join borrowers b on b.id = lb.borrower_id
         where l.id = $1`,
        [loan.id],
      )
    ).rows[0]!;
    await page.goto(`/loan/${loan.human_id}`);
    await page.getByTestId('loan-detail-page').waitFor();
    await page.getByRole('button', { name: 'Open loan assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'Loan assistant' });
    const ask = async (question: string, expected: RegExp) => {
      const before = await chat.locator('[data-role="assistant"]').count();
      await chat.getByLabel('Message').fill(question);
      await chat.getByLabel('Message').press('Enter');
      await expect
        .poll(() => chat.locator('[data-role="assistant"]').count(), { timeout: 30_000 })
        .toBe(before + 1);
      const answer = chat.locator('[data-role="assistant"]').last();
      await answer.getByText(expected).first().waitFor({ timeout: 30_000 });
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
      `${loan.month} ending balance`,
      new RegExp(`${escape(money(loan.value))} — .*${loan.month}.*page ${loan.page} \\[1\\]`),
    );
    await answer.getByTestId('citation').first().click();
    await chat.getByTestId('cited-page').waitFor();
    await chat.getByText(new RegExp(`Page ${loan.page} · `)).waitFor();
    await screenshot(page, 'assistant-grounded-citation');
  });
});
