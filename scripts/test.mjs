// `npm test`: every check the project has, in order, with one closing line for the whole run:
// type checks, lint, dead code (knip), unit + API tests (real PostgreSQL), the production build (web app and server) and its bundle
// budget, then the browser journeys in Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseFreeTests } from './database-free-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// System needs first (README "Quick start"): the browser journeys drive Chromium at
// /usr/bin/chromium (or CHROMIUM_PATH). As root on Debian/Ubuntu it is installed as .ci/run does;
// otherwise the run stops at once with one line saying what to install.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const canInstall =
    process.getuid?.() === 0 &&
    !process.env.CHROMIUM_PATH &&
    spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canInstall) {
    console.log('Chromium is missing: installing it with apt-get (as .ci/run does)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (update.status === 0)
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!existsSync(chromium)) {
    console.error(
      `npm test needs Chromium at ${chromium}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

// LibreOffice converts the generated documents' templates to PDF, and the server suite checks a
// template edit reaches the PDF (issue 20 item 4; README "LibreOffice"): installed the same way.
const hasSoffice = () =>
  spawnSync('sh', ['-c', `command -v "${process.env.SOFFICE_PATH ?? 'soffice'}"`]).status === 0;
if (!hasSoffice()) {
  const canInstall =
    process.getuid?.() === 0 &&
    !process.env.SOFFICE_PATH &&
    spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (canInstall) {
    console.log(
      'LibreOffice is missing: installing libreoffice-writer-nogui with apt-get (as .ci/run does)...',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (update.status === 0)
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-writer-nogui'], {
        stdio: 'inherit',
        env,
      });
  }
  if (!hasSoffice()) {
    console.error(
      'npm test needs LibreOffice (soffice): install it (Debian/Ubuntu: sudo apt-get install -y --no-install-recommends libreoffice-writer-nogui) or set SOFFICE_PATH.',
    );
    process.exit(1);
  }
}

let passed = 0;
let failed = 0;
const failures = [];
const failedTests = [];
const flakyTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

/** A check that is one test: it passes or fails as a whole. */
const check = (label, command, args, env) => {
  if (run(label, command, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
};

/** A Vitest run: its own test counts are added, read from its JSON report. */
const vitest = (label, projects, env, exclude = []) => {
  const file = path.join(reports, `${label}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...exclude.flatMap((glob) => ['--exclude', glob]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const ok = run(label, 'npx', args, env ?? {});
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A file that fails to load counts as a failure even though it ran no test.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  );
  failed += brokenFiles.length;
  // A file whose tests all passed but whose hooks failed (an afterAll that timed out) fails too.
  const failedHooks = report.testResults.filter(
    (r) =>
      r.status === 'failed' &&
      r.assertionResults.length > 0 &&
      r.assertionResults.every((a) => a.status === 'passed'),
  );
  failed += failedHooks.length;
  for (const r of failedHooks)
    failedTests.push(`${path.relative(root, r.name)} (a hook): ${firstLine(r.message)}`);
  // A test that never finished (its worker crashed, or the run ended around it) is a failure too:
  // the project has no skipped tests, so every declared test must pass.
  const unfinished = report.testResults.flatMap((r) =>
    r.assertionResults.filter((a) => a.status !== 'passed' && a.status !== 'failed'),
  );
  failed += unfinished.length;
  for (const test of unfinished) console.log(`Did not finish: ${test.fullName ?? test.title}`);
  // CI shows only the tail of the output: the failed tests are named again at the very end.
  for (const r of report.testResults) {
    const where = path.relative(root, r.name);
    if (r.status === 'failed' && r.assertionResults.length === 0)
      failedTests.push(`${where}: ${firstLine(r.message)}`);
    for (const a of r.assertionResults.filter((x) => x.status === 'failed'))
      failedTests.push(`${where} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    // The server and browser projects give a test a second attempt (vitest.config.ts): one that
    // passed only then keeps its first error, and is named at the end as flaky.
    for (const a of r.assertionResults.filter((x) => x.status === 'passed' && x.failureMessages?.length))
      flakyTests.push(`${where} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages[0])}`);
  }
  if (
    !ok ||
    report.numFailedTests > 0 ||
    brokenFiles.length > 0 ||
    failedHooks.length > 0 ||
    unfinished.length > 0
  )
    failures.push(label);
};

check('typecheck', 'npx', ['tsc', '-b', 'packages/domain', 'apps/server', 'apps/web', 'e2e']);
check('lint', 'npm', ['run', 'lint']);
// knip.jsonc: no unused file, export, type or dependency.
check('knip', 'npx', ['knip']);
vitest('unit-and-api', ['domain', 'web', 'server']);
// CI also runs the server suite against a second, older PostgreSQL (Debian's) when it gives one.
// Left out of that second run: the files that never touch the suite's server (pure units, the
// extractor and its evaluation floors, and the files that start a cluster of their own: they would
// run the very same thing again; `database-free-tests.mjs` finds them from their imports) and the
// fuzz run, which measures the process, not the SQL.
const notOnSecondServer = [...databaseFreeTests(root), 'apps/server/src/test/security/fuzz.test.ts'];
if (process.env.EXTRA_TEST_DATABASE_URL) {
  vitest(
    'server-on-external-postgres',
    ['server'],
    { TEST_DATABASE_URL: process.env.EXTRA_TEST_DATABASE_URL },
    notOnSecondServer,
  );
}
const built = run('build', 'npm', ['run', 'build']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('build');
}
if (existsSync(path.join(root, 'apps/web/scripts/check-bundle-size.ts'))) {
  check('bundle-size', 'node', ['--import', 'tsx', 'apps/web/scripts/check-bundle-size.ts']);
}
if (built) vitest('e2e', ['e2e']);

if (flakyTests.length) {
  console.log(`\nPassed on the second attempt (flaky, to fix): ${flakyTests.length}`);
  for (const test of flakyTests) console.log(`  ~ ${test}`);
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
for (const test of failedTests) console.log(`  x ${test}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
