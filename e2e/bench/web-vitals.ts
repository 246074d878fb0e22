// LCP and INP of the loan page and the personal area, phone and desktop (issue 21 "Speed"), and the
// time from 'Sign in' until the personal area's list shows on a phone (target: 1 s).
//  - The production build (built first when stale), the real server with the demo seed, Debian's
//    Chromium through playwright-core. No Playwright route handler is installed (it would turn the
//    browser's HTTP cache off); the server says it reaches no tile server here, so no map tile is
//    asked for.
//  - LCP: the last 'largest-contentful-paint' entry before the first interaction (PerformanceObserver,
//    buffered, from navigation start). INP: the longest interaction of the visit (Event Timing
//    entries grouped by interactionId; with under 50 interactions INP is the longest), over real
//    input sent by the browser: open a tab, open a dialog or panel, type in a field, close it.
//  - Phone: 390x844 at 3x, with Lighthouse's mobile throttling (CPU 4x slower, 150 ms round trip,
//    1.6 Mbit/s down, 750 kbit/s up); desktop: 1440x900, no throttling. Each visit follows a
//    sign-in in a fresh browser context (the first route's scripts cached, as after signing in).
// Targets: LCP <= 2.5 s and INP <= 200 ms at the median of the runs; the list within 1 s.
// Run: npm run bench:web [-- --runs 3] [-- --base-url http://127.0.0.1:PORT (an app already running)]
//      [-- --size phone|desktop (one size only)] [-- --web-dist DIR (another build of the web app, e.g.
//      an earlier commit's, served by this checkout's server: before and after on the same server)]
//      [-- --only-list (only the sign-in -> list measure, each run's timeline printed: the login and
//      to-do calls and the scripts fetched after the click, in ms from the click)]
//      [-- --fill-sign-in (the sign-in form filled at once instead of typed at a person's pace)]
//      (not part of npm test; results in bench-results/web-vitals.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../support/app';
import { benchApp } from '../support/bench-app';
import { DEMO_EMAILS, launchBrowser, newPage, signIn, type DemoRole } from '../support/browser';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'base-url': { type: 'string' },
    size: { type: 'string' },
    'web-dist': { type: 'string' },
    // Only the sign-in -> list measure (no loan page or personal visit), with where its time went.
    'only-list': { type: 'boolean', default: false },
    'fill-sign-in': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);

type Size = { name: 'phone' | 'desktop'; width: number; height: number; scale: number; throttle: boolean };
const SIZES: Size[] = [
  { name: 'phone', width: 390, height: 844, scale: 3, throttle: true },
  { name: 'desktop', width: 1440, height: 900, scale: 1, throttle: false },
];

// Collects the page's LCP entries and event timings from navigation start (a string: the bench
// runs through tsx, whose helpers do not exist inside the page).
const OBSERVERS = `
  window.__vitals = { lcp: [], events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp.push({ at: entry.startTime, element: entry.element ? entry.element.tagName + (entry.element.getAttribute('data-testid') ? '[' + entry.element.getAttribute('data-testid') + ']' : '') : '', size: entry.size });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__vitals.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, target: entry.target && entry.target.getAttribute ? (entry.target.getAttribute('aria-label') || entry.target.textContent || entry.target.tagName).trim().slice(0, 24) : '', delay: entry.processingStart - entry.startTime, processing: entry.processingEnd - entry.processingStart });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

// The sign-in measure's timeline in the page's clock: the click on 'Sign in', when the list enters
// the DOM (a MutationObserver) and the main thread's long tasks, to read beside the requests.
const LIST_TIMELINE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', () => { window.__clickAt = window.__clickAt ?? performance.now(); }, true);
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="to-do-now"]')) return;
    window.__listAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Where the list's time went, in ms from the click event: Playwright's click before it (`click_at`,
 * from the bench's start of the click), each call and script fetched after it, the long tasks, the
 * list entering the DOM and the bench seeing it (`seen`).
 */
const listTimeline = async (page: Page, started: number, seen: number) =>
  page.evaluate(`(() => {
    const click = window.__clickAt;
    const at = (time) => Math.round(time - click);
    const after = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= click - 1);
    const calls = after.filter((entry) => entry.name.includes('/api/'));
    const scripts = after.filter((entry) => !entry.name.includes('/api/'));
    const tasks = window.__longTasks.filter(([start]) => start >= click);
    return {
      click_at: Math.round(performance.timeOrigin + click - ${started}),
      calls: calls.map((entry) => new URL(entry.name).pathname.replace('/api/', '') + ' ' + at(entry.startTime) + '-' + at(entry.responseEnd)).join(', '),
      scripts: scripts.length + ' (' + Math.round(scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024) + ' KB, done ' + (scripts.length ? at(Math.max(...scripts.map((entry) => entry.responseEnd))) : 0) + ')',
      long_tasks: tasks.map(([start, duration]) => at(start) + '+' + Math.round(duration)).join(' '),
      list_in_dom: at(window.__listAt),
      seen: Math.round(${seen} - performance.timeOrigin - click),
    };
  })()`) as Promise<Record<string, string | number>>;

type Vitals = {
  lcp: { at: number; element: string; size: number }[];
  events: { id: number; name: string; duration: number; target: string; delay: number; processing: number }[];
};
const vitals = (page: Page) => page.evaluate('window.__vitals') as Promise<Vitals>;

type Visit = { lcp_ms: number; lcp_element: string; inp_ms: number; inp_event: string; interactions: number };

/** One visit: navigate, wait until the page shows its content, take LCP, then interact and take INP. */
const visit = async (
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  interact: (page: Page) => Promise<void>,
): Promise<Visit> => {
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(1_500);
  const beforeInput = await vitals(page);
  const lcp = beforeInput.lcp.at(-1);
  await interact(page);
  await page.waitForTimeout(1_000);
  const { events } = await vitals(page);
  const byInteraction = new Map<number, Vitals['events'][number]>();
  for (const event of events) {
    const known = byInteraction.get(event.id);
    if (!known || event.duration > known.duration) byInteraction.set(event.id, event);
  }
  const longest = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
  return {
    lcp_ms: Math.round(lcp?.at ?? Number.NaN),
    lcp_element: lcp?.element ?? '',
    inp_ms: Math.round(longest?.duration ?? 0),
    // What the longest interaction was (its event and target) and where its time went: input delay
    // (the main thread busy before the handler), the handlers, and the rest until the next paint.
    inp_event: longest
      ? `${longest.name} '${longest.target}' (delay ${Math.round(longest.delay)}, handlers ${Math.round(longest.processing)})`
      : '',
    interactions: byInteraction.size,
  };
};

const throttle = async (page: Page, size: Size) => {
  if (!size.throttle) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
};

/** Signs in through the form; `started` is the click on 'Sign in'. */
const signedInPage = async (browser: Browser, baseUrl: string, role: DemoRole, size: Size) => {
  const { context, page } = await newPage(browser, baseUrl, { httpCache: true });
  await page.setViewportSize({ width: size.width, height: size.height });
  await context.addInitScript(OBSERVERS);
  await context.addInitScript(LIST_TIMELINE);
  await throttle(page, size);
  await page.goto('/sign-in');
  // Typed as a person types (60 ms a key, the pace of the visits' typing): the sign-in page fetches
  // the landing pages' code while the form is filled, as it would for a person (`--fill-sign-in`:
  // filled at once and clicked at once, as before stop 25).
  const enter = async (label: string, text: string) =>
    values['fill-sign-in']
      ? page.getByLabel(label).fill(text)
      : page.getByLabel(label).pressSequentially(text, { delay: 60 });
  await enter('Email', DEMO_EMAILS[role]);
  await enter('Password', 'demo-password');
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  return { context, page, started };
};

const loanPageVisit = async (page: Page, humanId: string) =>
  visit(
    page,
    `/loan/${humanId}`,
    async (p) => {
      await p.getByText('Request Details').first().waitFor({ timeout: 60_000 });
      await p.getByTestId('property-map').waitFor({ timeout: 60_000 });
    },
    async (p) => {
      await p.getByRole('tab', { name: 'Data Analysis' }).click();
      await p.waitForTimeout(800);
      await p.getByRole('tab', { name: 'From The Borrower' }).click();
      await p.waitForTimeout(800);
      await p.getByRole('button', { name: 'New', exact: true }).first().click();
      const dialog = p.getByRole('dialog').last();
      await dialog.getByRole('textbox').first().pressSequentially('Avery', { delay: 60 });
      await p.keyboard.press('Escape');
    },
  );

const personalVisit = async (page: Page) =>
  visit(
    page,
    '/personal',
    async (p) => {
      await p.getByTestId('to-do-now').waitFor({ timeout: 60_000 });
      await p.getByTestId('loan-card').first().waitFor({ timeout: 60_000 });
    },
    async (p) => {
      await p.getByRole('tab', { name: /^Funded/ }).click();
      await p.waitForTimeout(800);
      await p.getByRole('tab', { name: /^Active/ }).click();
      await p.waitForTimeout(800);
      await p.getByRole('button', { name: 'Edit details' }).click();
      const drawer = p.getByRole('dialog').last();
      await drawer.getByRole('textbox', { name: /City/ }).pressSequentially(' North', { delay: 60 });
      await p.keyboard.press('Escape');
    },
  );

/** A loan with properties, found as staff see it: the first row of the dashboard. */
const firstLoanId = async (browser: Browser, baseUrl: string): Promise<string> => {
  const { context: finder, page: first } = await newPage(browser, baseUrl, { httpCache: true });
  await signIn(first, 'admin');
  await first.getByTestId('loan-row').first().click({ timeout: 60_000 });
  await first.waitForURL((url) => url.pathname.startsWith('/loan/'));
  const humanId = new URL(first.url()).pathname.split('/').pop()!;
  await finder.close();
  return humanId;
};

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

const main = async () => {
  const app = await benchApp({ baseUrl: values['base-url'], webDist: values['web-dist'] });
  const { baseUrl } = app;
  const browser = await launchBrowser();
  const rows: Record<string, unknown>[] = [];
  try {
    const humanId = values['only-list'] ? '' : await firstLoanId(browser, baseUrl);

    for (const size of SIZES.filter((one) => !values.size || one.name === values.size)) {
      const runs: Record<string, Visit[]> = { loan: [], personal: [] };
      const listMs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        if (values['only-list']) {
          const borrower = await signedInPage(browser, baseUrl, 'borrower', size);
          await borrower.page.getByTestId('to-do-now').waitFor({ timeout: 60_000 });
          const seen = Date.now();
          listMs.push(seen - borrower.started);
          console.log(
            size.name,
            `list ${listMs.at(-1)} ms`,
            await listTimeline(borrower.page, borrower.started, seen),
          );
          await borrower.context.close();
          continue;
        }
        const admin = await signedInPage(browser, baseUrl, 'admin', size);
        runs.loan!.push(await loanPageVisit(admin.page, humanId));
        await admin.context.close();
        // Sign-in lands on /personal: the list's time counts from the click on 'Sign in'.
        const borrower = await signedInPage(browser, baseUrl, 'borrower', size);
        await borrower.page.getByTestId('to-do-now').waitFor({ timeout: 60_000 });
        listMs.push(Date.now() - borrower.started);
        runs.personal!.push(await personalVisit(borrower.page));
        await borrower.context.close();
      }
      for (const [name, visits] of Object.entries(runs)) {
        if (visits.length === 0) continue;
        rows.push({
          page: name === 'loan' ? `/loan/${humanId} (admin)` : '/personal (borrower)',
          size: size.name,
          lcp_median_ms: median(visits.map((v) => v.lcp_ms)),
          lcp_max_ms: Math.max(...visits.map((v) => v.lcp_ms)),
          lcp_element: visits.at(-1)?.lcp_element,
          inp_median_ms: median(visits.map((v) => v.inp_ms)),
          inp_max_ms: Math.max(...visits.map((v) => v.inp_ms)),
          inp_event: visits.at(-1)?.inp_event,
          interactions: visits.at(-1)?.interactions,
        });
      }
      rows.push({
        page: 'sign-in -> personal list visible (borrower)',
        size: size.name,
        list_median_ms: median(listMs),
        list_max_ms: Math.max(...listMs),
      });
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  console.table(rows);
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
  );
  const out = path.join(repoRoot, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'web-vitals.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, web_dist: values['web-dist'] ?? null, load_average: loadavg(), rows }, null, 2)}\n`,
  );
};

await main();
