/// <reference lib="dom" />
// Issue 11 speed: the preview of a 20-page PDF shows its first page <= 1 s after the click
// (a benchmark, not a timed test). Uploads a 20-page PDF into a document request through the
// API, then in Chromium clicks View in the Files panel and times click -> first page drawn by
// pdf.js. First run is cold (pdf.js chunk and worker not loaded yet); the rest reopen it.
// Run: node --import tsx e2e/bench/document-preview-bench.ts   (web app built first)
// Runs before the prefetch (2026-11-23, under load): cold 1764 ms (clicked right after the Files
// panel opened, while pdf.js and its worker were still loading), warm median 334 ms, max 389 ms.
// Last run, with the Files panel prefetching pdf.js, its worker and the newest file's bytes
// (2026-11-23 14:37, five engineers' suites running, load average 15-18, so every figure is
// about 2-3x an idle machine's: the same warm clicks took 334 ms earlier and 777 ms now): first
// click at once 1813 ms, first click after 1 s on the list 1054 ms, warm median 777 ms, max 1142 ms.
// 2026-11-25, idle machine (load < 1), before this session's changes: first click at once 1935 ms,
// after 1 s on the list 850 ms, warm median 189 ms. With pdf.js loaded on the loan page when idle:
// at once 989 ms, after 1 s 913 ms, warm 168 ms. Then with the first page drawn off screen during
// the prefetch (load 4.6, CI running): at once 946 ms, after 1 s 477 ms, warm median 230 ms.
import { startApp } from '../support/app';
import { launchBrowser, newPage, signIn } from '../support/browser';
import { makePdf } from '../support/files';

const RUNS = 6;

const main = async () => {
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { rows } = await app.query<{ id: string; human_id: string; name: string }>(
      `select a.id, l.human_id, a.name from activities a join loans l on l.id = a.loan_id
       where a.activity_type = 'document-request' and a.entity_type = 'loan' and a.state = 'new' and l.archived = false
       order by l.human_id limit 1`,
    );
    const request = rows[0]!;
    const pdf = makePdf('Twenty page appraisal', 20);
    const grant = (await (
      await fetch(`${app.baseUrl}/api/activity/${request.id}/generate-document-with-presigned-url`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ content_type: 'application/pdf', name: 'appraisal-20-pages.pdf' }),
      })
    ).json()) as { presigned_url: string; process_id: string };
    await fetch(`${app.baseUrl}${grant.presigned_url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    await fetch(`${app.baseUrl}/api/activity/${request.id}/process/${grant.process_id}/run`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });

    /** Opens the Files panel in a fresh browser context (cold cache, no pdf.js loaded yet). */
    const openPanel = async () => {
      const { context, page } = await newPage(browser, app.baseUrl, { httpCache: true });
      await signIn(page, 'admin');
      await page.goto(`/loan/${request.human_id}`);
      const card = page.getByTestId('document-requests-legal entities');
      await card.getByRole('button', { name: /^In Progress \(\d+\)$/ }).click();
      const row = card.getByRole('row').filter({ hasText: request.name }).first();
      await row.getByRole('button', { name: 'View' }).click();
      const panel = page.getByTestId('files-panel');
      const fileRow = panel.getByTestId('file-row').filter({ hasText: 'appraisal-20-pages.pdf' });
      await fileRow.waitFor();
      return { context, page, fileRow };
    };
    const clickAndTime = async (
      page: Awaited<ReturnType<typeof openPanel>>['page'],
      fileRow: Awaited<ReturnType<typeof openPanel>>['fileRow'],
    ) => {
      const started = Date.now();
      await fileRow.getByRole('button', { name: 'View' }).click();
      await page
        .locator('[data-testid="analysis-modal"] canvas[data-rendered="true"]')
        .first()
        .waitFor({ timeout: 30_000 });
      const elapsed = Date.now() - started;
      const pages = await page
        .locator('[data-testid="analysis-modal"] canvas[data-testid="pdf-page"]')
        .count();
      if (pages !== 20) throw new Error(`expected 20 pages, saw ${pages}`);
      await page.getByRole('button', { name: 'Close document' }).click();
      await page.getByTestId('analysis-modal').waitFor({ state: 'detached' });
      return elapsed;
    };

    // A: the click comes the instant the file row appears (the worst case: nothing prefetched yet).
    const a = await openPanel();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await clickAndTime(a.page, a.fileRow));
    await a.context.close();
    // B: a person reads the list for a second before the first click (pdf.js, its worker and the
    // newest file are fetched and parsed while the panel is open).
    const b = await openPanel();
    await b.page.waitForTimeout(1_000);
    const readFirst = await clickAndTime(b.page, b.fileRow);
    await b.context.close();

    const warm = times.slice(1).sort((x, y) => x - y);
    console.log(
      `20-page PDF, click -> first page drawn: first click at once ${times[0]} ms; first click after 1 s on the list ${readFirst} ms; warm median ${warm[Math.floor(warm.length / 2)]} ms, max ${warm[warm.length - 1]} ms (target <= 1000 ms)`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
};

await main();
