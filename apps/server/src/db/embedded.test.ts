// The embedded PostgreSQL after crashes and from closed folders (issue 13, "Also found"):
// - the real server process is SIGKILLed; its postmaster stays behind (as it would after
//   `kill -9`), and the next start with the same DATA_DIR comes back by itself;
// - a postmaster that still belongs to a running server is never taken;
// - as root, binaries in a folder the postgres user cannot enter still work (mirrored into
//   DATA_DIR), and a DATA_DIR it cannot reach stops with a message instead of an unhandled
//   `spawn ... EACCES`.
import { spawn } from 'node:child_process';
import { chmod, link, mkdir, mkdtemp, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, packagedBinaries, startCluster, stopOrphanPostmaster } from './embedded';
import {
  freePort,
  isAlive,
  postmasterPid,
  startServerProcess,
  stopPostmaster,
  type ServerProcess,
} from '../test/server-process';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

const tempDir = async (prefix: string, mode = 0o755): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, mode);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

describe('the server after a SIGKILL', () => {
  it('comes back by itself with the same DATA_DIR, stopping the PostgreSQL the killed process left', async () => {
    const dataDir = await tempDir('lending-crash-');
    cleanups.push(() => stopPostmaster(dataDir));
    let server: ServerProcess = await startServerProcess({ dataDir });
    cleanups.push(() => server.kill());
    const first = postmasterPid(dataDir)!;
    expect(isAlive(first)).toBe(true);

    // While the server lives, its PostgreSQL is not an orphan: nobody else may stop it.
    await expect(stopOrphanPostmaster(path.join(dataDir, 'pg'))).rejects.toThrow(
      /in use by another running server/,
    );
    expect(isAlive(first)).toBe(true);

    await server.kill();
    // What used to block the next start: the postmaster outlives its parent.
    expect(isAlive(first)).toBe(true);

    server = await startServerProcess({ dataDir });
    expect(isAlive(first)).toBe(false);
    const second = postmasterPid(dataDir)!;
    expect(second).not.toBe(first);
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(server.output.join('')).toContain(`Stopping the PostgreSQL (process ${first})`);

    // A clean stop still takes its PostgreSQL with it.
    await server.stop();
    expect(isAlive(second)).toBe(false);
  }, 240_000);

  it('waits for a killed postmaster that is still a zombie instead of letting PostgreSQL refuse its lock file', async () => {
    // A process whose parent never waits: `sleep 30` forked by a shell that then becomes
    // `sleep 30` itself. Killed, it stays a zombie until its parent ends and init reaps it, as a
    // killed postmaster does on a machine whose init reaps late. The test ends the parent once the
    // wait has begun (a parent that ended on its own timer could end before the test looked, on
    // a loaded machine, and the zombie would be gone before the check).
    const clusterDir = await tempDir('lending-zombie-');
    const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    cleanups.push(async () => {
      parent.kill('SIGKILL');
    });
    const zombie = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))),
    );
    // Killed before the shell has exec'd into `sleep`, the child would be reaped by the shell
    // itself (dash reaps finished jobs before it runs its next command): wait for the exec.
    for (let i = 0; i < 200 && readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() !== 'sleep'; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    process.kill(zombie, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isAlive(zombie)).toBe(true); // a zombie still answers kill(pid, 0): PostgreSQL would refuse
    await writeFile(path.join(clusterDir, 'postmaster.pid'), `${zombie}\n${clusterDir}\n`);
    const messages: string[] = [];
    const stopped = stopOrphanPostmaster(clusterDir, (m) => messages.push(m));
    setTimeout(() => parent.kill('SIGKILL'), 500);
    await expect(stopped).resolves.toBeUndefined();
    expect(isAlive(zombie)).toBe(false);
    expect(messages.join('')).toContain(`Waiting for the killed PostgreSQL (process ${zombie})`);
  }, 60_000);
});

const isRoot = userInfo().uid === 0;

// Only root runs PostgreSQL as another user; for anyone else a folder they can enter is one
// their PostgreSQL can enter, so there is nothing to test.
describe.runIf(isRoot)('as root, from folders the postgres user cannot enter', () => {
  const mirrorTree = async (from: string, to: string): Promise<void> => {
    await mkdir(to, { recursive: true });
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) await mirrorTree(source, target);
      else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
      else await link(source, target);
    }
  };

  it('runs the binaries from a copy in DATA_DIR when their folder is closed (like a project in /root)', async () => {
    // A project folder only root can enter, holding the binaries (as node_modules would).
    const closed = await tempDir('lending-closed-', 0o700);
    const nativeDir = path.join(closed, 'native');
    await mirrorTree(packagedBinaries().nativeDir, nativeDir);
    const dataDir = await tempDir('lending-data-');
    const clusterDir = path.join(dataDir, 'pg');
    cleanups.push(() => stopPostmaster(dataDir));
    const cluster = await startCluster({
      dataDir,
      clusterDir,
      user: 'postgres',
      password: 'test-password',
      port: await freePort(),
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      log: () => undefined,
      binaries: {
        nativeDir,
        initdb: path.join(nativeDir, 'bin', 'initdb'),
        postgres: path.join(nativeDir, 'bin', 'postgres'),
      },
    });
    expect(isAlive(cluster.pid)).toBe(true);
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
    const runtime = await readdir(path.join(dataDir, 'pg-runtime'));
    expect(runtime).toHaveLength(1);
    await cluster.stop();
    expect(isAlive(cluster.pid)).toBe(false);
  }, 120_000);

  it('stops with a message saying what to do when DATA_DIR itself is out of reach', async () => {
    const closed = await tempDir('lending-closed-', 0o700);
    const dataDir = path.join(closed, 'data');
    await mkdir(dataDir, { mode: 0o755 });
    const started = startCluster({
      dataDir,
      clusterDir: path.join(dataDir, 'pg'),
      user: 'postgres',
      password: 'test-password',
      port: await freePort(),
      postgresFlags: [],
      log: () => undefined,
    });
    await expect(started).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(started).rejects.toThrow(/cannot reach DATA_DIR .*Set DATA_DIR to a folder it can reach/);
  });

  it('the server process prints that message and exits 1 (no unhandled error event)', async () => {
    const closed = await tempDir('lending-closed-', 0o700);
    const dataDir = path.join(closed, 'data');
    const failed = startServerProcess({ dataDir, readyTimeoutMs: 60_000 });
    const error = await failed.then(
      () => new Error('the server started'),
      (reason: Error) => reason,
    );
    expect(error.message).toMatch(/The server exited \(1\)/);
    expect(error.message).toMatch(/cannot reach DATA_DIR/);
    expect(error.message).not.toMatch(/Unhandled|EACCES|at .*\.ts:\d+/);
  }, 90_000);
});
