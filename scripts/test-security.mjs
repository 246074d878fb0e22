// `npm run test:security`: the security suites of apps/server/src/test/security (issue 13) on
// their own. `-- --long` runs the long profile (fuzzing: 1,000 cases per write route; FUZZ_RUNS
// overrides). Other arguments go to Vitest (e.g. a file name to run one suite).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const long = args.includes('--long');
const rest = args.filter((arg) => arg !== '--long');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--project', 'server', ...(rest.length ? rest : ['apps/server/src/test/security'])],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...(long ? { SECURITY_LONG: '1' } : {}) } },
);
process.exit(result.status ?? 1);
