// The embedded-mode storage: files under DATA_DIR/files, links signed (lib/signed-tokens.ts) with a
// secret kept beside them and served by the files routes (modules/documents/files.routes.ts).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DEFAULT_LINK_SECONDS,
  DEFAULT_MAX_UPLOAD_BYTES,
  isSafeKey,
  StorageConflictError,
  StorageNotFoundError,
  type Storage,
} from './storage';
import { createTokenSigner } from '../../lib/signed-tokens';
import { epochNow } from '../../lib/clock';

/** What an upload link allows: one key, the announced type, a size limit, until `exp`. */
type UploadGrant = { key: string; contentType: string; maxBytes: number; exp: number };
const DOWNLOAD = 'file-download';
const UPLOAD = 'file-upload';

export type LocalStorage = Storage & {
  kind: 'local';
  verifyDownload: (input: { key: string; exp: number; sig: string; fileName?: string }) => boolean;
  readUploadToken: (token: string) => UploadGrant | null;
};

export type LocalStorageOptions = {
  dir: string;
  /** HMAC secret; generated once into `dir/.signing-key` when not given. */
  secret?: string;
  /** Where the files routes are mounted, as the browser sees it. */
  publicPath?: string;
};

const assertKey = (key: string): void => {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
};

const loadSecret = async (dir: string): Promise<string> => {
  const file = path.join(dir, '.signing-key');
  if (!existsSync(file)) await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return (await readFile(file, 'utf8')).trim();
};

/** A file being written by put(): `<key>.<12 hex>.part`, linked into place once complete. */
const PARTIAL_FILE = /\.[0-9a-f]{12}\.part$/;

/**
 * Removes what a crash (SIGKILL, power loss) left halfway through put(): partial files never
 * became a stored file, so nothing refers to them. The folder belongs to one server process
 * (DATA_DIR), so at its start no put() is in flight. Returns how many were removed.
 */
const removePartialFiles = async (root: string): Promise<number> => {
  let removed = 0;
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && PARTIAL_FILE.test(entry.name)) {
      await rm(path.join(entry.parentPath, entry.name), { force: true });
      removed += 1;
    }
  }
  return removed;
};

export const createLocalStorage = async ({
  dir,
  secret,
  publicPath = '/api/files',
}: LocalStorageOptions): Promise<LocalStorage> => {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  await removePartialFiles(root);
  const signer = createTokenSigner(secret ?? (await loadSecret(root)));
  const fileOf = (key: string): string => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const expiry = (seconds?: number): number => epochNow() + (seconds ?? DEFAULT_LINK_SECONDS);

  return {
    kind: 'local',
    put: async (key, body, options = {}) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, flushed, then put in place in one step: a crash never leaves half a file,
      // and with ifAbsent the hard link fails when the key exists (one winner among racers).
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body, { flush: true });
        else await pipeline(body, createWriteStream(temp, { flush: true }));
        if (options.ifAbsent) {
          try {
            await link(temp, file);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageConflictError(key);
            throw error;
          }
        } else await rename(temp, file);
      } finally {
        await rm(temp, { force: true });
      }
    },
    get: async (key) => {
      const file = fileOf(key);
      if (!existsSync(file)) throw new StorageNotFoundError(key);
      return createReadStream(file) as Readable;
    },
    exists: async (key) => {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    delete: async (key) => {
      await rm(fileOf(key), { force: true });
    },
    signedDownloadUrl: async (key, options = {}) => {
      assertKey(key);
      const exp = expiry(options.expiresIn);
      const params = new URLSearchParams({
        exp: String(exp),
        sig: signer.signFields([key, options.fileName ?? ''], { purpose: DOWNLOAD, expiresAt: exp }),
      });
      if (options.fileName) params.set('name', options.fileName);
      return `${publicPath}/${key}?${params.toString()}`;
    },
    signedUploadUrl: async (key, options) => {
      assertKey(key);
      const token = signer.sign(
        { k: key, t: options.contentType, m: options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES },
        { purpose: UPLOAD, expiresAt: expiry(options.expiresIn) },
      );
      return `${publicPath}/upload/${token}`;
    },
    verifyDownload: ({ key, exp, sig, fileName }) =>
      isSafeKey(key) &&
      signer.verifyFields([key, fileName ?? ''], sig, { purpose: DOWNLOAD, expiresAt: exp }).ok,
    readUploadToken: (token) => {
      const check = signer.verify(token, UPLOAD);
      if (!check.ok) return null;
      const { k, t, m } = check.value;
      if (typeof k !== 'string' || typeof t !== 'string' || typeof m !== 'number') return null;
      return { key: k, contentType: t, maxBytes: m, exp: check.expiresAt };
    },
  };
};

export const isLocalStorage = (storage: Storage): storage is LocalStorage => storage.kind === 'local';
