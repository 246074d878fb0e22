// `npm start`: the production build. Builds what is missing or older than its sources (the web
// app into apps/web/dist, the server into apps/server/dist/main.js), then runs the built server
// with plain Node (no tsx): it starts the embedded PostgreSQL unless DATABASE_URL is set, applies
// migrations and seeds demo data on the first start. PORT and DATA_DIR are honoured; SIGINT and
// SIGTERM are passed on so the server drains before it exits.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
};

const stale = (output, sources) =>
  !existsSync(output) || sources.some((dir) => newest(path.join(root, dir)) > statSync(output).mtimeMs);

const build = (label, workspace) => {
  console.log(`Building ${label}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const domain = 'packages/domain/src';
if (stale(path.join(root, 'apps/web/dist/index.html'), ['apps/web', domain]))
  build('the web app', 'apps/web');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
if (stale(serverEntry, ['apps/server/src', 'apps/server/scripts', domain]))
  build('the server', 'apps/server');

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
