// The platform calls: liveness and readiness for load balancers (issue 10, public), the API
// reference page (issue 22 item 2, public: a redirect to the Scalar page), the in-app outbox
// (DESIGN.md §1, embedded-mode mail; admin) and the local storage's own file links (DESIGN.md §2,
// §5): a download and an upload through unguessable, expiring, HMAC-signed links that carry no
// token. The file links' paths end in the signed key (a wildcard the document cannot describe as
// a path), so they, like the redirect, are left out of the document.
import { z } from 'zod';
import { errorBodySchema } from '../api/error-body';
import { outboxListQuery, outboxMailParams, outboxMailSchema } from '../api/outbox';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { platformPaths } from './platform-paths';

const checks = z
  .record(z.enum(['database', 'storage', 'queue']), z.enum(['ok', 'unavailable']))
  .describe('Each dependency: ok, or unavailable');
// While the first start's demo files are still being drawn (issue 23; the node serves meanwhile).
const demo = z.object({
  state: z.literal('drawing'),
  loans_drawn: z.number().int(),
  loans: z.number().int(),
});
const files = { tags: ['files'], access: 'public-link', hidden: true } as const;

export const platformEndpoints = defineEndpoints(platformPaths, {
  getHealth: {
    tags: ['health'],
    access: 'public',
    summary: 'Liveness: the process answers (no I/O)',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  },
  getReady: {
    tags: ['health'],
    access: 'public',
    summary: 'Readiness: the database, object storage and job queue answer (503 naming the failing ones)',
    responses: {
      200: z.object({ status: z.literal('ready'), checks, demo: demo.optional() }),
      503: errorBodySchema.extend({ checks }),
    },
  },
  getReference: {
    tags: ['docs'],
    access: 'public',
    summary: 'The API reference page (a redirect to it)',
    hidden: true,
    responses: { 302: z.null() },
  },
  getOutbox: {
    tags: ['outbox'],
    access: 'admin',
    summary: 'The in-app outbox, newest first (optionally to one address), paged',
    description: 'Without limit and cursor: the latest 500 mails (500 is also the largest page).',
    ...headerPaged(outboxListQuery),
    responses: { 200: z.array(outboxMailSchema), ...errors(400, 401, 403) },
  },
  getOutboxById: {
    tags: ['outbox'],
    access: 'admin',
    summary: 'One mail of the in-app outbox',
    params: outboxMailParams,
    responses: { 200: outboxMailSchema, ...errors(400, 401, 403, 404) },
  },
  getFilesDownload: {
    ...files,
    summary: "A stored file through its signed link (the file's own type; inline only for inert kinds)",
    query: z.object({ exp: z.coerce.number(), sig: z.string(), name: z.string().optional() }),
    responses: { 200: z.unknown().describe('The file (a stream)'), ...errors(400, 403, 404) },
  },
  putFilesUpload: {
    ...files,
    summary:
      "Upload a file's raw bytes to its signed, single-use link (checked for size and type by content)",
    responses: {
      200: z.object({ status: z.literal('uploaded'), size: z.number().int() }),
      ...errors(400, 403, 409, 413),
    },
  },
});
