// The platform calls: liveness and readiness for load balancers (issue 10, public), the API
// reference page (issue 22 item 2, public: a redirect to the Scalar page), the in-app outbox
// (DESIGN.md §1, embedded-mode mail; admin) and the local storage's own file links (DESIGN.md §2,
// §5): a download and an upload through unguessable, expiring, HMAC-signed links that carry no
// token ('public-link', `security: []`: the signature authorises them). Their paths end in a
// wildcard (a key with slashes, a token longer than a router parameter), published as `{key}`
// (apps/server/src/plugins/openapi-wildcards.ts). The redirect is left out of the document.
import { z } from 'zod';
import { errorBodySchema } from '../api/error-body';
import { outboxListQuery, outboxMailParams, outboxMailSchema } from '../api/outbox';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { platformPaths } from './platform-paths';
import { fileAnswer } from './servicing-files';

const checks = z
  .record(z.enum(['database', 'storage', 'queue']), z.enum(['ok', 'unavailable']))
  .describe('Each dependency: ok, or unavailable');
// While the first start's demo files are still being drawn (issue 23; the node serves meanwhile).
const demo = z.object({
  state: z.literal('drawing'),
  loans_drawn: z.number().int(),
  loans: z.number().int(),
});
const files = {
  tags: ['files'],
  access: 'public-link',
  description:
    'Served by the local-folder storage (the default); with object storage the signed links point at ' +
    'the bucket and these routes are not registered. Links are made by the server, never by a client.',
} as const;
const fileKey = (what: string) => z.object({ '*': z.string().min(1).describe(what) });

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
    params: fileKey("The stored file's key, as in the signed link (it holds slashes)"),
    query: z.object({
      exp: z.coerce.number().describe('When the link expires, epoch seconds (signed)'),
      sig: z
        .string()
        .describe('HMAC-SHA256 of the key, exp and name (403 when it does not match or exp passed)'),
      name: z.string().optional().describe('The file name to save it as (signed)'),
    }),
    responses: {
      200: fileAnswer(
        '*/*',
        "The file's bytes under its own content type (inline for inert kinds, else attachment)",
      ),
      ...errors(400, 403, 404),
    },
  },
  putFilesUpload: {
    ...files,
    summary:
      "Upload a file's raw bytes to its signed, single-use link (checked for size and type by content)",
    params: fileKey('The signed upload token, as in the link (403 when altered or expired)'),
    body: z.unknown().meta({
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      description: 'The raw bytes (any content type; the link names the one allowed, checked by content)',
    }),
    responses: {
      200: z.object({ status: z.literal('uploaded'), size: z.number().int() }),
      ...errors(400, 403, 409, 413),
    },
  },
});
