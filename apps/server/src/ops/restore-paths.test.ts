// A crafted backup manifest cannot make restore read files outside the archive's own files
// (issue 24 B1): a manifest path that is absolute, climbs out with '..', or names a symlink entry
// of the archive pointing elsewhere is refused with a RestoreError before any file is read and
// before any database is started. (The old code read and hashed the named file; with the right
// hash it went on restoring.)
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, type Manifest } from './backup';
import { restore, RestoreError } from './restore';

const dirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

type Entry = { name: string; body?: string; linkTo?: string };

const archiveOf = async (entries: Entry[], files: Record<string, string>): Promise<string> => {
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    migrations: 1,
    tables: {},
    sequences: {},
    files,
    storage: 'local',
  } as Manifest;
  const packer = pack();
  for (const entry of entries) {
    if (entry.linkTo) packer.entry({ name: entry.name, type: 'symlink', linkname: entry.linkTo });
    else packer.entry({ name: entry.name }, entry.body ?? '');
  }
  packer.entry({ name: 'manifest.json' }, JSON.stringify(manifest));
  packer.finalize();
  const file = path.join(await tempDir('lending-crafted-'), 'backup.tar.gz');
  await pipeline(packer, createGzip(), createWriteStream(file));
  return file;
};

describe('restore refuses manifest paths outside its folder', () => {
  it('absolute paths, .. and symlink entries are refused before anything is read', async () => {
    // A secret beside the data folder, with its true hash in the crafted manifests.
    const parent = await tempDir('lending-restore-parent-');
    const secret = 'not for the restore to read';
    const outside = path.join(parent, 'secret.txt');
    await writeFile(outside, secret);
    const dataDir = path.join(parent, 'data');
    const relative = path.relative(path.join(dataDir, 'files'), outside).split(path.sep).join('/');
    expect(relative).toBe('../../secret.txt');

    const cases: Array<{ name: string; entries: Entry[]; files: Record<string, string>; message: RegExp }> = [
      {
        name: '../',
        entries: [{ name: 'files/loans/a.pdf', body: 'a' }],
        files: { 'loans/a.pdf': sha256('a'), [relative]: sha256(secret) },
        message: /outside the backup's files folder: \.\.\/\.\.\/secret\.txt/,
      },
      {
        name: 'absolute',
        entries: [],
        files: { [outside]: sha256(secret) },
        message: /outside the backup's files folder/,
      },
      {
        name: '.. inside a path',
        entries: [],
        files: { [`loans/../../${relative}`]: sha256(secret) },
        message: /outside the backup's files folder/,
      },
      {
        name: 'symlink entry',
        entries: [{ name: 'files/link.pdf', linkTo: outside }],
        files: { 'link.pdf': sha256(secret) },
        message: /a file the archive does not hold: link\.pdf/,
      },
    ];
    for (const crafted of cases) {
      await rm(dataDir, { recursive: true, force: true });
      const archive = await archiveOf(crafted.entries, crafted.files);
      const error = await restore({ dataDir, archive }).catch((caught: unknown) => caught);
      expect(error, crafted.name).toBeInstanceOf(RestoreError);
      expect((error as Error).message, crafted.name).toMatch(crafted.message);
      // Stopped before any database was started, and nothing was written outside the folder.
      expect(existsSync(path.join(dataDir, 'pg')), crafted.name).toBe(false);
      expect((await readdir(parent)).sort(), crafted.name).toEqual(['data', 'secret.txt']);
      expect(existsSync(path.join(dataDir, 'files', 'link.pdf')), crafted.name).toBe(false);
    }
  });
});
