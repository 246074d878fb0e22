/// <reference lib="dom" />
// Where the loan page spends its main-thread time (a diagnostic, not part of npm test): opens a
// loan page twice with the browser cache warm, records a CPU profile of the second load through
// the Chrome DevTools Protocol and prints the functions with the most self time.
// Run: node --import tsx e2e/bench/profile-loan-page.ts --data-dir <seeded folder>
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeDataDir, startApp } from '../support/app';
import { launchBrowser, newPage, signIn } from '../support/browser';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });

const main = async () => {
  const keepDataDir = values['data-dir'] !== undefined;
  const dataDir = keepDataDir ? path.resolve(values['data-dir']!) : await makeDataDir();
  const app = await startApp({
    dataDir,
    keepDataDir,
    env: { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });
  const browser = await launchBrowser();
  try {
    const { page, context } = await newPage(browser, app.baseUrl, { httpCache: true });
    await signIn(page, 'admin');
    const { rows } = await app.query<{ human_id: string }>(
      'select human_id from loans where archived = false order by amount desc nulls last limit 2',
    );
    const open = async (humanId: string) => {
      const started = Date.now();
      await page.goto(`/loan/${humanId}`);
      await page.getByText('Request Details').first().waitFor({ timeout: 60_000 });
      await page.getByText('Activities').first().waitFor({ timeout: 60_000 });
      return Date.now() - started;
    };
    await open(rows[0]!.human_id);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const ms = await open(rows[1]!.human_id);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = byNode.get(id)!;
      const frame = node.callFrame;
      const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    const total = [...self.values()].reduce((sum, value) => sum + value, 0);
    console.log(`Loan page content visible in ${ms} ms; profiled ${Math.round(total)} ms`);
    for (const [key, value] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      console.log(`  ${value.toFixed(1).padStart(7)} ms  ${key}`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
};

await main();
