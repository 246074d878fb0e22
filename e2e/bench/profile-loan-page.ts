/// <reference lib="dom" />
// Where the loan page's load goes (a diagnostic, not part of npm test). Signs in as the admin in a
// fresh context (the HTTP cache on, as in `npm run bench:web`), opens a loan page at the chosen
// size (phone: 390x844 with Lighthouse's mobile throttling, CPU 4x, 150 ms round trip, 1.6 Mbit/s)
// and prints its critical path: every request with its start and end from navigation start, the
// main thread's long tasks, the first paint and the LCP (time and element). With --cpu-profile it
// records a CPU profile of the same load and prints the functions with the most self time.
// Run: node --import tsx e2e/bench/profile-loan-page.ts [--size phone|desktop] [--cpu-profile]
//      [--base-url http://127.0.0.1:PORT (an app already running)] [--web-dist DIR]
//      [--screenshot FILE (the first screen once loaded, PNG)]
//      [--interact (then the bench's taps: Data Analysis, From The Borrower, 'New', typing, Escape;
//      prints each interaction's event timings and the long tasks around them; with --cpu-profile the
//      profile covers the taps instead of the load)]
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app';
import { launchBrowser, newPage, signIn } from '../support/browser';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type Timeline = {
  requests: { name: string; start: number; end: number; size: number; type: string }[];
  tasks: { start: number; duration: number }[];
  paints: { name: string; start: number }[];
  lcp: { at: number; element: string }[];
  marks: { id: string; at: number }[];
  cls: number;
  events: {
    id: number;
    name: string;
    start: number;
    duration: number;
    delay: number;
    processing: number;
    target: string;
  }[];
};

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'phone' },
    'cpu-profile': { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    'web-dist': { type: 'string' },
    screenshot: { type: 'string' },
    interact: { type: 'boolean', default: false },
  },
});
const isPhone = values.size !== 'desktop';

// Long tasks and LCP from navigation start (a string: tsx's helpers do not exist in the page).
const OBSERVERS = `
  window.__timeline = { tasks: [], lcp: [], marks: [], cls: 0, events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__timeline.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart, target: e.target && e.target.getAttribute ? (e.target.getAttribute('aria-label') || e.target.textContent || e.target.tagName).trim().slice(0, 24) : '' });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__timeline.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const watched = ['loan-detail-page', 'loan-name', 'property-map', 'activities-card'];
  new MutationObserver(() => {
    for (const id of watched)
      if (!window.__timeline.marks.some((m) => m.id === id) && document.querySelector('[data-testid="' + id + '"]'))
        window.__timeline.marks.push({ id, at: performance.now() });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__timeline.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__timeline.lcp.push({ at: e.startTime, element: e.element ? e.element.tagName + (e.element.getAttribute('data-testid') ? '[' + e.element.getAttribute('data-testid') + ']' : '') + ' ' + (e.element.textContent || '').slice(0, 30) : '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
const COLLECT = `({
  ...window.__timeline,
  steps: performance.getEntriesByType('mark').filter((e) => e.name.startsWith('step ')).map((e) => ({ name: e.name, at: e.startTime })),
  paints: performance.getEntriesByType('paint').map((e) => ({ name: e.name, start: e.startTime })),
  requests: [
    ...performance.getEntriesByType('navigation').map((e) => ({ name: 'document', start: e.startTime, end: e.responseEnd, size: e.transferSize, type: 'navigation' })),
    ...performance.getEntriesByType('resource').map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd, size: e.transferSize, type: e.initiatorType })),
  ],
})`;

const ms = (value: number) => `${Math.round(value)}`.padStart(6);

const printTimeline = (timeline: Timeline) => {
  console.log('Requests (ms from navigation start; transfer 0 = from the HTTP cache):');
  for (const r of [...timeline.requests].sort((a, b) => a.start - b.start))
    console.log(
      `  ${ms(r.start)} -> ${ms(r.end)}  ${String(r.size).padStart(7)} B  ${r.type.padEnd(10)} ${r.name}`,
    );
  console.log('Paints:', timeline.paints.map((p) => `${p.name} ${Math.round(p.start)}`).join(', '));
  console.log('In the DOM:', timeline.marks.map((m) => `${m.id} ${Math.round(m.at)}`).join(', '));
  console.log(`CLS (no input yet): ${timeline.cls.toFixed(3)}`);
  console.log('LCP entries:');
  for (const entry of timeline.lcp) console.log(`  ${ms(entry.at)}  ${entry.element}`);
  const total = timeline.tasks.reduce((sum, task) => sum + task.duration, 0);
  console.log(`Long tasks (${timeline.tasks.length}, ${Math.round(total)} ms):`);
  for (const task of timeline.tasks) console.log(`  ${ms(task.start)} +${Math.round(task.duration)}`);
};

const printProfile = (profile: Profile) => {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  console.log('CPU self time (top 30):');
  for (const [key, value] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${value.toFixed(1).padStart(7)} ms  ${key}`);
};

type Steps = { steps: { name: string; at: number }[] };

/** The bench's taps (web-vitals.ts loanPageVisit), each marked in the page's timeline. */
const interact = async (page: Page) => {
  const step = (name: string) => page.evaluate(`performance.mark('step ${name}')`);
  await step('tab Data Analysis');
  await page.getByRole('tab', { name: 'Data Analysis' }).click();
  await page.waitForTimeout(800);
  await step('tab From The Borrower');
  await page.getByRole('tab', { name: 'From The Borrower' }).click();
  await page.waitForTimeout(800);
  await step('New');
  await page.getByRole('button', { name: 'New', exact: true }).first().click();
  const dialog = page.getByRole('dialog').last();
  await step('typing');
  await dialog.getByRole('textbox').first().pressSequentially('Avery', { delay: 60 });
  await step('Escape');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1_000);
};

const printInteractions = (timeline: Timeline & Steps, from: number) => {
  console.log(
    'Interactions (ms from navigation start; delay = input delay, handlers, then until the paint):',
  );
  for (const s of timeline.steps) console.log(`  ${ms(s.at)}  -- ${s.name}`);
  for (const e of timeline.events.filter((one) => one.start >= from))
    console.log(
      `  ${ms(e.start)}  ${e.name.padEnd(12)} '${e.target}' duration ${Math.round(e.duration)} (delay ${Math.round(e.delay)}, handlers ${Math.round(e.processing)})`,
    );
  console.log('Long tasks during the taps:');
  for (const task of timeline.tasks.filter((one) => one.start >= from))
    console.log(`  ${ms(task.start)} +${Math.round(task.duration)}`);
};

const throttle = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  if (!isPhone) return cdp;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
};

const main = async () => {
  let app: RunningApp | null = null;
  let baseUrl = values['base-url'];
  if (!baseUrl) {
    const webDist = values['web-dist'];
    app = await startApp({
      readyTimeoutMs: 600_000,
      env: webDist ? { WEB_DIST_DIR: path.resolve(webDist) } : {},
    });
    baseUrl = app.baseUrl;
  }
  const browser = await launchBrowser();
  try {
    // The loan: the dashboard's first row, found in another context (as `npm run bench:web` does).
    const finder = await newPage(browser, baseUrl, { httpCache: true });
    await signIn(finder.page, 'admin');
    await finder.page.getByTestId('loan-row').first().click({ timeout: 60_000 });
    await finder.page.waitForURL((url) => url.pathname.startsWith('/loan/'));
    const humanId = new URL(finder.page.url()).pathname.split('/').pop()!;
    await finder.context.close();
    const { page } = await newPage(browser, baseUrl, { httpCache: true });
    if (isPhone) await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addInitScript(OBSERVERS);
    const cdp = await throttle(page);
    await signIn(page, 'admin');
    const startProfile = async () => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    };
    if (values['cpu-profile'] && !values.interact) await startProfile();
    await page.goto(`/loan/${humanId}`);
    await page.getByText('Request Details').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('property-map').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1_500);
    const loaded = (await page.evaluate(COLLECT)) as Timeline;
    printTimeline(loaded);
    if (values.screenshot) await page.screenshot({ path: path.resolve(values.screenshot) });
    if (values.interact) {
      if (values['cpu-profile']) await startProfile();
      const from = (await page.evaluate('performance.now()')) as number;
      await interact(page);
      printInteractions((await page.evaluate(COLLECT)) as Timeline & Steps, from);
    }
    if (values['cpu-profile']) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      printProfile(profile);
    }
  } finally {
    await browser.close();
    await app?.stop();
  }
};

await main();
