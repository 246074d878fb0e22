// The webhook sender (issue 22 "Speed": 1,000 events a second queued and sent). A dispatch job (one
// at a time across servers, re-queued every second while idle) claims due deliveries in batches,
// each with its subscription in the same statement, and sends them itself: at most SEND_CONCURRENCY
// attempts at once, at most PER_TARGET of them to one subscription (a slow or hanging receiver holds
// its own lanes until its timeout, never the others'), the outcomes recorded a batch per statement.
// Before, each delivery became its own pg-boss job (an insert, a fetch, a completion) run four at a
// time, a new connection each: about 200 deliveries a second at best, a few on a loaded machine.
// Retries stay pg-boss send jobs (webhook-delivery.ts), so a waiting retry survives a restart; a
// claimed delivery whose server died is claimed again after 10 minutes.
import { sql } from 'drizzle-orm';
import {
  attemptDelivery,
  deliveryColumns,
  secretContext,
  sendWebhookDelivery,
  WEBHOOK_SEND_JOB,
  writeOutcomes,
  type DeliveryRow,
  type Outcome,
  type WebhookSenderDeps,
} from './webhook-delivery';

const WEBHOOK_DISPATCH_JOB = 'webhooks.dispatch';
const SEND_CONCURRENCY = 64;
const PER_TARGET = 16;
const CLAIM = 256;
const HELD_PER_TARGET = 4 * PER_TARGET;
/** Outcomes are written when this many wait, or every CLAIM_PAUSE_MS. */
const WRITE_BATCH = 100;
const CLAIM_PAUSE_MS = 100;
/** A dispatch job hands over to the next one after this long (pg-boss takes a long job as lost). */
const RUN_MS = 60_000;

/** Due deliveries, but none of the subscriptions named (their receivers already have enough in hand). */
const claimDue = (deps: WebhookSenderDeps, limit: number, skip: readonly string[]) =>
  deps.db.execute<DeliveryRow>(sql`
    with claimed as (
      update webhook_deliveries set claimed_until = now() + interval '10 minutes'
      where id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
          and not (subscription_id = any(${`{${skip.join(',')}}`}::uuid[]))
        order by next_attempt_at limit ${limit}
        for update skip locked)
      returning *)
    select ${deliveryColumns}
    from claimed d join webhook_subscriptions s on s.id = d.subscription_id
    order by d.next_attempt_at`);

const tick = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Sends due deliveries until none is due (or the run's time is up, or the queue stops). Returns how
 * many attempts it made.
 */
const sendDueWebhooks = async (deps: WebhookSenderDeps, stopping: () => boolean): Promise<number> => {
  const started = Date.now();
  const waiting = new Map<string, DeliveryRow[]>();
  const active = new Map<string, number>();
  const running = new Set<Promise<void>>();
  let [queued, sent, lastClaim, lastWrite] = [0, 0, 0, Date.now()];
  let outcomes: Outcome[] = [];
  let writing: Promise<void> = Promise.resolve();
  let writeError: unknown = null;
  const secrets = new Map<string, string>();
  const decrypt = (token: string) => {
    let plain = secrets.get(token);
    if (plain === undefined) secrets.set(token, (plain = deps.crypto.decrypt(token, secretContext)));
    return plain;
  };
  const flush = () => {
    const batch = outcomes;
    outcomes = [];
    lastWrite = Date.now();
    // A batch that could not be written stays claimed: it is sent again after its claim ends.
    writing = writing
      .then(() => writeOutcomes(deps, batch))
      .catch((error: unknown) => void (writeError ??= error));
    return writing;
  };
  // A receiver with HELD_PER_TARGET deliveries in hand gets no more until they are sent: a slow
  // one neither fills the sender's hands nor keeps the others' deliveries from being claimed.
  const held = () => [...waiting].filter(([, rows]) => rows.length >= HELD_PER_TARGET);
  const claim = async () => {
    lastClaim = Date.now();
    const { rows } = await claimDue(
      deps,
      CLAIM,
      held().map(([subscription]) => subscription),
    );
    for (const row of rows) {
      const list = waiting.get(row.subscription_id) ?? [];
      list.push(row);
      waiting.set(row.subscription_id, list);
    }
    queued += rows.length;
    return rows.length;
  };
  const start = (row: DeliveryRow) => {
    active.set(row.subscription_id, (active.get(row.subscription_id) ?? 0) + 1);
    const attempt = attemptDelivery(deps, row, decrypt).then((outcome) => {
      outcomes.push(outcome);
      sent += 1;
      active.set(row.subscription_id, active.get(row.subscription_id)! - 1);
      running.delete(attempt);
    });
    running.add(attempt);
  };
  const startReady = () => {
    for (const [subscription, rows] of waiting) {
      while (
        rows.length > 0 &&
        running.size < SEND_CONCURRENCY &&
        (active.get(subscription) ?? 0) < PER_TARGET
      ) {
        start(rows.shift()!);
        queued -= 1;
      }
      if (rows.length === 0) waiting.delete(subscription);
    }
  };
  // The last claim found fewer than asked: the next waits CLAIM_PAUSE_MS (no query per attempt).
  let drained = false;
  while (!stopping() && Date.now() - started < RUN_MS) {
    const open = queued - held().reduce((sum, [, rows]) => sum + rows.length, 0);
    if (open < SEND_CONCURRENCY && (!drained || Date.now() - lastClaim >= CLAIM_PAUSE_MS))
      drained = (await claim()) < CLAIM;
    startReady();
    if (outcomes.length >= WRITE_BATCH || (outcomes.length > 0 && Date.now() - lastWrite >= CLAIM_PAUSE_MS))
      void flush();
    if (running.size === 0 && queued === 0 && drained) break;
    await Promise.race([...running, tick(CLAIM_PAUSE_MS)]);
  }
  await Promise.all(running);
  await flush();
  // Claimed but not sent (the queue stops or the run's time is up): due again for the next run.
  const left = [...waiting.values()].flat().map((row) => row.id);
  if (left.length > 0)
    await deps.db.execute(sql`update webhook_deliveries set claimed_until = null
      where id in (select jsonb_array_elements_text(${JSON.stringify(left)}::jsonb)::uuid)`);
  if (writeError) throw writeError;
  return sent;
};

/** The retry worker and the sender loop (each server runs them; pg-boss shares the work). */
export const registerWebhookWorkers = async (deps: WebhookSenderDeps): Promise<void> => {
  await deps.jobs.work<{ deliveryId: string }>(
    WEBHOOK_SEND_JOB,
    (job) => sendWebhookDelivery(deps, job.deliveryId),
    { concurrency: 4 },
  );
  await deps.jobs.work(
    WEBHOOK_DISPATCH_JOB,
    async (_data, { stopping }) => {
      await sendDueWebhooks(deps, stopping);
      if (!stopping()) await deps.jobs.send(WEBHOOK_DISPATCH_JOB, {}, { startAfterSeconds: 1 });
    },
    { singleton: true },
  );
  await deps.jobs.send(WEBHOOK_DISPATCH_JOB, {});
  // A safety net: a dispatch chain broken by a crash restarts within a minute.
  await deps.jobs.schedule(WEBHOOK_DISPATCH_JOB, '* * * * *');
};
