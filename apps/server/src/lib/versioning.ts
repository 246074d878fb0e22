// Optimistic concurrency on every editable record (issue 13): each update sends the `version` it
// read; the server compares it under a row lock and bumps it, so two clients editing the same
// record cannot silently overwrite each other (the second gets 409 and reloads).
import { z } from 'zod';
import { AppError } from '../plugins/errors.js';

export const VERSION_REQUIRED = 'version is required: send the version of the record you read';
const STALE_RECORD = 'This record was changed by someone else. Reload to see the latest version.';

/** The body field every update route requires. */
export const versionField = z
  .number({ error: VERSION_REQUIRED })
  .int(VERSION_REQUIRED)
  .positive(VERSION_REQUIRED)
  .max(2_147_483_647, VERSION_REQUIRED);

/** 409 unless the client's version is the row's current one. */
export const assertCurrentVersion = (current: number, given: number, message = STALE_RECORD): void => {
  if (current !== given) throw new AppError(409, message);
};
