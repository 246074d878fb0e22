import { z } from 'zod';

// Optimistic concurrency (issue 13, docs/contract.md): every update body carries the `version` it read.
export const VERSION_REQUIRED = 'version is required: send the version of the record you read';

/** The body field every update route requires. */
export const versionField = z
  .number({ error: VERSION_REQUIRED })
  .int(VERSION_REQUIRED)
  .positive(VERSION_REQUIRED)
  .max(2_147_483_647, VERSION_REQUIRED);
