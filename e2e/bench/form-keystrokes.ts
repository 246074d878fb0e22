/// <reference lib="dom" />
// Time per keystroke in the large forms (issue 23): the personal area's borrower edit form, the
// application wizard's first section and staff's Request Details edit on a loan page. Signs in
// (borrower@example.com, then admin@example.com), opens each form, types 40 characters into one
// text field at a person's pace and reports, per form, the median and p95 of:
//  - `paint`: from the keydown's timestamp until just after the next frame (a requestAnimationFrame
//    queued in a capturing keydown listener, then a message posted from it, which runs once that
//    frame is painted);
//  - `inp`: the Event Timing API's duration of the key's interaction (keydown to next paint, 8 ms
//    resolution; keys under 16 ms are not reported by the browser and count as 16).
// The production build (built first when stale), the real server with the demo seed, Debian's
// Chromium through playwright-core, 1440x900. `--cpu N` slows the page's CPU N times (4 is
// Lighthouse's phone); the machine's load average is printed beside the figures.
// Run: node --import tsx e2e/bench/form-keystrokes.ts [--cpu 4] [--keys 40] [--runs 1]
//      [--base-url http://127.0.0.1:PORT (an app already running)] [--web-dist DIR (another build of
//      the web app served by this checkout's server: before and after on the same code)]
//      [--screenshots DIR (each form after typing, PNG)] [--only borrower|wizard|Request (one form)]
//      (not part of npm test; results in bench-results/form-keystrokes.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { field } from '../prequal-helpers';
import { repoRoot } from '../support/app';
import { benchApp } from '../support/bench-app';
import { launchBrowser, newPage, signIn, type DemoRole } from '../support/browser';

const { values } = parseArgs({
  options: {
    cpu: { type: 'string', default: '1' },
    keys: { type: 'string', default: '40' },
    runs: { type: 'string', default: '1' },
    'base-url': { type: 'string' },
    'web-dist': { type: 'string' },
    screenshots: { type: 'string' },
    // Only the forms whose name contains this (e.g. 'borrower', 'wizard', 'Request').
    only: { type: 'string' },
  },
});
const CPU = Number(values.cpu);
const KEYS = Number(values.keys);
const RUNS = Number(values.runs);
// A person typing briskly: one key every 120 ms (a slow key shows as a long time, not as a queue).
const KEY_GAP_MS = 120;

// Installed before the page's scripts (a string: tsx's helpers do not exist inside the page).
const PROBE = `
  window.__keys = [];
  window.__events = [];
  document.addEventListener('keydown', (event) => {
    if (!window.__measuring) return;
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keys.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (window.__measuring && entry.interactionId && entry.name.startsWith('key'))
        window.__events.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
`;

type Samples = { paint: number[]; inp: number[] };

/** Types `text` into the field one key at a time and returns each key's two timings. */
const typeAndTime = async (
  page: Page,
  input: ReturnType<Page['locator']>,
  text: string,
): Promise<Samples> => {
  await input.click();
  await input.press('End');
  await page.evaluate('window.__keys = []; window.__events = []; window.__measuring = true');
  await input.pressSequentially(text, { delay: KEY_GAP_MS });
  await page.waitForTimeout(500);
  const measured = (await page.evaluate(
    '({ keys: window.__keys, events: window.__events, done: (window.__measuring = false) })',
  )) as { keys: number[]; events: { id: number; duration: number }[] };
  const byInteraction = new Map<number, number>();
  for (const event of measured.events)
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  const inp = [...byInteraction.values()];
  while (inp.length < measured.keys.length) inp.push(16);
  return { paint: measured.keys, inp };
};

const TEXT = 'Suite 1200, 4417 North Riverside Parkway'.slice(0, KEYS).padEnd(KEYS, 'x');
const DIGITS = '1234567890'.repeat(Math.ceil(KEYS / 10)).slice(0, KEYS);

type Form = {
  name: string;
  role: DemoRole;
  /** Opens the form and returns the text field to type into and what to type. */
  open: (page: Page, app: Context) => Promise<{ input: ReturnType<Page['locator']>; text: string }>;
};
type Context = { loanHumanId: string };

const FORMS: Form[] = [
  {
    name: 'borrower edit form (personal area)',
    role: 'borrower',
    open: async (page) => {
      await page.goto('/personal');
      await page.getByRole('button', { name: 'Edit details' }).click();
      const input = field(page, 'Address');
      await input.waitFor({ timeout: 60_000 });
      return { input, text: ` ${TEXT}`.slice(0, KEYS) };
    },
  },
  {
    name: 'application wizard, section 1',
    role: 'borrower',
    open: async (page) => {
      await page.goto('/personal');
      await page.getByRole('link', { name: 'Fill Application' }).first().click({ timeout: 60_000 });
      await page.getByText('Section 1 / 8').waitFor({ timeout: 60_000 });
      const input = field(page, 'Home address');
      await input.waitFor();
      return { input, text: TEXT };
    },
  },
  {
    name: 'Request Details edit (staff, loan page)',
    role: 'admin',
    open: async (page, { loanHumanId }) => {
      await page.goto(`/loan/${loanHumanId}`);
      const card = page.getByTestId('request-details');
      await card.getByRole('button', { name: 'Edit' }).click({ timeout: 60_000 });
      const input = field(page, 'Amount');
      await input.waitFor({ timeout: 60_000 });
      await input.fill('');
      return { input, text: DIGITS };
    },
  },
];

const median = (list: number[]) => quantile(list, 0.5);
const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
};

const measureForm = async (browser: Browser, baseUrl: string, form: Form, context: Context) => {
  const { context: browserContext, page } = await newPage(browser, baseUrl);
  try {
    await browserContext.addInitScript(PROBE);
    await signIn(page, form.role);
    const { input, text } = await form.open(page, context);
    await page.waitForTimeout(1_000);
    if (CPU > 1) {
      const cdp = await browserContext.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    }
    const samples = await typeAndTime(page, input, text);
    if (values.screenshots) {
      mkdirSync(path.resolve(values.screenshots), { recursive: true });
      const file = form.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page.screenshot({ path: path.join(path.resolve(values.screenshots), `${file}.png`) });
    }
    return samples;
  } finally {
    await browserContext.close();
  }
};

const main = async () => {
  const app = await benchApp({ baseUrl: values['base-url'], webDist: values['web-dist'] });
  const { baseUrl } = app;
  const browser = await launchBrowser();
  const results: Record<string, unknown>[] = [];
  try {
    // The loan: the dashboard's first row (any loan has Request Details).
    const finder = await newPage(browser, baseUrl);
    await signIn(finder.page, 'admin');
    await finder.page.getByTestId('loan-row').first().click({ timeout: 60_000 });
    await finder.page.waitForURL((url) => url.pathname.startsWith('/loan/'));
    const loanHumanId = new URL(finder.page.url()).pathname.split('/').pop()!;
    await finder.context.close();
    for (const form of FORMS.filter((one) => one.name.includes(values.only ?? ''))) {
      const all: Samples = { paint: [], inp: [] };
      for (let run = 0; run < RUNS; run += 1) {
        const samples = await measureForm(browser, baseUrl, form, { loanHumanId });
        all.paint.push(...samples.paint);
        all.inp.push(...samples.inp);
      }
      const row = {
        form: form.name,
        keys: all.paint.length,
        paint_median_ms: median(all.paint),
        paint_p95_ms: quantile(all.paint, 0.95),
        inp_median_ms: median(all.inp),
        inp_p95_ms: quantile(all.inp, 0.95),
        load_average: Number(loadavg()[0]!.toFixed(1)),
      };
      results.push(row);
      console.log(
        `${form.name}: ${row.keys} keys, to paint median ${row.paint_median_ms} ms / p95 ${row.paint_p95_ms} ms; ` +
          `event timing median ${row.inp_median_ms} ms / p95 ${row.inp_p95_ms} ms (load ${row.load_average})`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const out = path.join(repoRoot, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'form-keystrokes.json'),
    `${JSON.stringify({ cpu_slowdown: CPU, web_dist: values['web-dist'] ?? null, results }, null, 2)}\n`,
  );
};

await main();
