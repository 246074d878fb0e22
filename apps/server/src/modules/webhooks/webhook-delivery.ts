// Sending webhook deliveries (issue 22 item 4). A dispatch job (one at a time across servers,
// re-queued every second) hands each new delivery to a send job; a failed attempt queues the
// next send through pg-boss after the retry schedule's delay (default: 5 s, 5 min, 30 min, 2 h,
// 5 h, 10 h, 10 h: 8 attempts over 27.6 hours), then the delivery is failed. Attempts time out,
// their target's addresses are checked when connecting (no private ones unless allowed), and
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

const WEBHOOK_SEND_JOB = 'webhooks.send';
const WEBHOOK_DISPATCH_JOB = 'webhooks.dispatch';
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

type DeliveryRow = {
  id: string;
  message_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_valid: boolean;
  deleted: boolean;
};

/** One attempt of one delivery (the send job). Never throws for a receiver's failure. */
const sendWebhookDelivery = async (deps: WebhookSenderDeps, deliveryId: string): Promise<void> => {
  const { db } = deps;
  const found = await db.execute<DeliveryRow>(sql`
    select d.id, d.message_id, d.payload, d.attempts, s.url, s.secret, s.previous_secret,
           coalesce(s.previous_secret_until > now(), false) as previous_valid,
           s.deleted_at is not null as deleted
    from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id
    where d.id = ${deliveryId} and d.status = 'pending'`);
  const row = found.rows[0];
  if (!row) return;
  if (row.deleted) {
    await db.execute(sql`update webhook_deliveries set status = 'failed',
      last_error = 'The subscription was deleted' where id = ${row.id}`);
    return;
  }
  const secrets = [deps.crypto.decrypt(row.secret, secretContext)];
  if (row.previous_secret && row.previous_valid)
    secrets.push(deps.crypto.decrypt(row.previous_secret, secretContext));
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
  await db.execute(sql`
    update webhook_deliveries set
      status = ${status}, attempts = ${attempts}, last_attempt_at = now(),
      response_status = ${answer?.status ?? null}, response_body = ${answer?.body ?? null},
      last_error = ${failure},
      next_attempt_at = case when ${status} = 'pending' then now() + ${delay ?? 0} * interval '1 second'
                             else next_attempt_at end,
      claimed_until = case when ${status} = 'pending'
                           then now() + (${delay ?? 0} + 600) * interval '1 second' else null end
    where id = ${row.id}`);
  if (status === 'pending')
    await deps.jobs.send(WEBHOOK_SEND_JOB, { deliveryId: row.id }, { startAfterSeconds: delay! });
};

/**
 * Hands due deliveries nobody has queued (new ones, and any whose send job was lost with its
 * server) to send jobs. Returns how many.
 */
const dispatchDueWebhooks = async (deps: WebhookSenderDeps): Promise<number> => {
  const claimed = await deps.db.execute<{ id: string }>(sql`
    update webhook_deliveries set claimed_until = now() + interval '10 minutes'
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by next_attempt_at limit 200
      for update skip locked)
    returning id`);
  for (const { id } of claimed.rows) await deps.jobs.send(WEBHOOK_SEND_JOB, { deliveryId: id });
  return claimed.rows.length;
};

/** The send worker and the dispatch loop (each server runs them; pg-boss shares the work). */
export const registerWebhookWorkers = async (deps: WebhookSenderDeps): Promise<void> => {
  await deps.jobs.work<{ deliveryId: string }>(
    WEBHOOK_SEND_JOB,
    (job) => sendWebhookDelivery(deps, job.deliveryId),
    { concurrency: 4 },
  );
  await deps.jobs.work(
    WEBHOOK_DISPATCH_JOB,
    async (_data, { stopping }) => {
      await dispatchDueWebhooks(deps);
      if (!stopping()) await deps.jobs.send(WEBHOOK_DISPATCH_JOB, {}, { startAfterSeconds: 1 });
    },
    { singleton: true },
  );
  await deps.jobs.send(WEBHOOK_DISPATCH_JOB, {});
  // A safety net: a dispatch chain broken by a crash restarts within a minute.
  await deps.jobs.schedule(WEBHOOK_DISPATCH_JOB, '* * * * *');
};
