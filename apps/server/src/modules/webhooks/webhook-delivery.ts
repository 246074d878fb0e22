// Sending webhook deliveries (issue 22 item 4): one attempt of one delivery, and how attempts are
// recorded. First attempts are sent by the sender loop (webhook-sender.ts); a failed attempt queues
// the next one as a pg-boss send job after the retry schedule's delay (default: 5 s, 5 min, 30 min,
// 2 h, 5 h, 10 h, 10 h: 8 attempts over 27.6 hours), then the delivery is failed. Attempts time
// out, their target's addresses are checked when connecting (no private ones unless allowed), and
// they run in jobs, never in a request: a slow receiver cannot slow the API.
import http from 'node:http';
import https from 'node:https';
import { lookup, type LookupAddress } from 'node:dns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Crypto } from '../../lib/crypto';
import { assertPublicTarget, isInternalAddress, type TargetPolicy } from './webhook-url';
import { webhookHeaders } from './webhook-signing';

export const WEBHOOK_SEND_JOB = 'webhooks.send';
const RESPONSE_KEEP = 2000;

export type WebhookSenderDeps = {
  db: Db;
  jobs: JobQueue;
  crypto: Crypto;
  policy: TargetPolicy;
  timeoutMs: number;
  /** Seconds before each retry; its length is the number of retries. */
  retrySeconds: readonly number[];
};

export const secretContext = 'webhook-secret';

type Answer = { status: number; body: string };

// Kept-alive connections per sender (a busy receiver is not sent a new TCP and TLS handshake per
// delivery). A reused socket was checked when it connected, and assertPublicTarget checks every
// attempt's target again; Node closes an idle socket before the receiver's Keep-Alive timeout.
const agents = new WeakMap<WebhookSenderDeps, { http: http.Agent; https: https.Agent }>();
const agentsOf = (deps: WebhookSenderDeps) => {
  let found = agents.get(deps);
  if (!found) {
    found = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
    agents.set(deps, found);
  }
  return found;
};

/** One POST; the connection refuses internal addresses unless allowed (checked on the resolved IPs). */
const post = (url: URL, headers: Record<string, string>, body: string, deps: WebhookSenderDeps) =>
  new Promise<Answer>((resolve, reject) => {
    const guardedLookup: typeof lookup = ((host: string, options: object, callback: never) =>
      lookup(host, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        const done = callback as (e: Error | null, a?: LookupAddress[] | string, f?: number) => void;
        if (error) return done(error);
        if (!deps.policy.allowPrivate && addresses.some((entry) => isInternalAddress(entry.address)))
          return done(new Error('Webhook target resolves to a private address'));
        const all = (options as { all?: boolean }).all;
        return all ? done(null, addresses) : done(null, addresses[0]!.address, addresses[0]!.family);
      })) as typeof lookup;
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup,
        agent: agentsOf(deps)[url.protocol === 'https:' ? 'https' : 'http'],
        timeout: deps.timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_KEEP) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEEP),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`Timed out after ${deps.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });

export type DeliveryRow = {
  id: string;
  message_id: string;
  payload: unknown;
  attempts: number;
  subscription_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_valid: boolean;
  deleted: boolean;
};

/** What one attempt of one delivery came to (written by writeOutcomes). */
export type Outcome = {
  id: string;
  status: 'succeeded' | 'failed' | 'pending';
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  /** Seconds before the next attempt (status pending). */
  delay: number;
};

/** The delivery and its subscription, as both the send job and the sender read them. */
export const deliveryColumns = sql`d.id, d.message_id, d.payload, d.attempts, d.subscription_id, s.url,
  s.secret, s.previous_secret, coalesce(s.previous_secret_until > now(), false) as previous_valid,
  s.deleted_at is not null as deleted`;

/** One attempt: signed with every secret in use; never throws for a receiver's failure. */
export const attemptDelivery = async (
  deps: WebhookSenderDeps,
  row: DeliveryRow,
  decrypt: (token: string) => string = (token) => deps.crypto.decrypt(token, secretContext),
): Promise<Outcome> => {
  if (row.deleted) {
    const error = 'The subscription was deleted';
    return {
      id: row.id,
      status: 'failed',
      attempts: row.attempts,
      responseStatus: null,
      responseBody: null,
      error,
      delay: 0,
    };
  }
  const secrets = [decrypt(row.secret)];
  if (row.previous_secret && row.previous_valid) secrets.push(decrypt(row.previous_secret));
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  let answer: Answer | null = null;
  let failure: string | null = null;
  try {
    const url = new URL(row.url);
    await assertPublicTarget(url, deps.policy);
    answer = await post(url, webhookHeaders(secrets, { id: row.message_id, timestamp, body }), body, deps);
    if (answer.status < 200 || answer.status > 299) failure = `The receiver answered ${answer.status}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const attempts = row.attempts + 1;
  const delay = deps.retrySeconds[attempts - 1];
  const status = failure === null ? 'succeeded' : delay === undefined ? 'failed' : 'pending';
  const [responseStatus, responseBody] = [answer?.status ?? null, answer?.body ?? null];
  return { id: row.id, status, attempts, responseStatus, responseBody, error: failure, delay: delay ?? 0 };
};

/**
 * Records attempts in one statement; each delivery to retry gets its send job after its delay
 * (pg-boss: the retry survives a restart). A deleted subscription's delivery keeps its attempts.
 */
export const writeOutcomes = async (deps: WebhookSenderDeps, outcomes: readonly Outcome[]): Promise<void> => {
  if (outcomes.length === 0) return;
  await deps.db.execute(sql`
    update webhook_deliveries d set
      status = o.status, attempts = o.attempts, last_error = o.error,
      last_attempt_at = case when o.attempts = d.attempts then d.last_attempt_at else now() end,
      response_status = case when o.attempts = d.attempts then d.response_status else o."responseStatus" end,
      response_body = case when o.attempts = d.attempts then d.response_body else o."responseBody" end,
      next_attempt_at = case when o.status = 'pending' then now() + o.delay * interval '1 second'
                             else d.next_attempt_at end,
      claimed_until = case when o.status = 'pending'
                           then now() + (o.delay + 600) * interval '1 second' else null end
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o(id uuid, status text, attempts int,
      "responseStatus" int, "responseBody" text, error text, delay int)
    where d.id = o.id`);
  for (const outcome of outcomes)
    if (outcome.status === 'pending')
      await deps.jobs.send(
        WEBHOOK_SEND_JOB,
        { deliveryId: outcome.id },
        { startAfterSeconds: outcome.delay },
      );
};

/** One attempt of one delivery (the send job: the retries). */
export const sendWebhookDelivery = async (deps: WebhookSenderDeps, deliveryId: string): Promise<void> => {
  const found = await deps.db.execute<DeliveryRow>(sql`
    select ${deliveryColumns}
    from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id
    where d.id = ${deliveryId} and d.status = 'pending'`);
  const row = found.rows[0];
  if (!row) return;
  await writeOutcomes(deps, [await attemptDelivery(deps, row)]);
};
