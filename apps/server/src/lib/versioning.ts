// Optimistic concurrency on every editable record (issue 13): each update sends the `version` it
// read; the server compares it under a row lock and bumps it, so two clients editing the same
// record cannot silently overwrite each other (the second gets 409 and reloads).
import { AppError } from './app-error';

// The body field lives with the wire contracts (packages/domain/src/api/versioning.ts).
export { VERSION_REQUIRED } from '@lending/domain';
const STALE_RECORD = 'This record was changed by someone else. Reload to see the latest version.';

/** 409 unless the client's version is the row's current one. */
export const assertCurrentVersion = (current: number, given: number, message = STALE_RECORD): void => {
  if (current !== given) throw new AppError(409, message);
};
