// Storage that cannot take or give a file right now (issue 24 injected faults): the data disk is
// full, or the object store cannot be reached. Every storage call goes through guardStorage, so
// a route answers 503 with Retry-After and a clear message (plugins/errors.ts) instead of a 500;
// local writes are atomic (temp file, then rename), so nothing half-written is left either way.
import { StorageConflictError, StorageNotFoundError, type Storage } from './storage';

type Failure = 'full' | 'unreachable';

export class StorageUnavailableError extends Error {
  readonly reason: Failure;
  constructor(reason: Failure, options?: { cause?: unknown }) {
    super(reason === 'full' ? 'The storage has no space left' : 'The storage cannot be reached', options);
    this.name = 'StorageUnavailableError';
    this.reason = reason;
  }
}

const FULL = new Set(['ENOSPC', 'EDQUOT']);
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EIO',
  'EROFS',
]);
// The AWS SDK's names for a store that is down, throttling or timing out.
const UNREACHABLE_NAMES = new Set([
  'TimeoutError',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'RequestTimeout',
]);

/** Why a storage call failed, when the reason is the storage itself (null: any other error). */
const storageFailureOf = (error: unknown): Failure | null => {
  const seen: unknown[] = [error];
  for (let i = 0; i < seen.length && i < 8; i += 1) {
    const current = seen[i] as
      | {
          code?: unknown;
          name?: unknown;
          cause?: unknown;
          errors?: unknown;
          $metadata?: { httpStatusCode?: number };
        }
      | undefined;
    if (!current || typeof current !== 'object') continue;
    if (typeof current.code === 'string' && FULL.has(current.code)) return 'full';
    if (typeof current.code === 'string' && UNREACHABLE.has(current.code)) return 'unreachable';
    if (typeof current.name === 'string' && UNREACHABLE_NAMES.has(current.name)) return 'unreachable';
    if ((current.$metadata?.httpStatusCode ?? 0) >= 500) return 'unreachable';
    if (current.cause) seen.push(current.cause);
    if (Array.isArray(current.errors)) seen.push(...current.errors);
  }
  return null;
};

const guarded =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (error) {
      if (error instanceof StorageNotFoundError || error instanceof StorageConflictError) throw error;
      const reason = storageFailureOf(error);
      throw reason ? new StorageUnavailableError(reason, { cause: error }) : error;
    }
  };

/** The same storage, its failures of space or reach turned into StorageUnavailableError. */
export const guardStorage = <S extends Storage>(inner: S): S => ({
  ...inner,
  put: guarded(inner.put),
  get: guarded(inner.get),
  exists: guarded(inner.exists),
  delete: guarded(inner.delete),
});
