// Webhook subscriptions (issue 22 item 4): create (the secret is shown once), list, delete,
// rotate (the old secret keeps signing beside the new one for ROTATION_OVERLAP_HOURS, so a
// receiver can switch without missing a delivery), the delivery log, and replay.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookSubscription } from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema';
/** The signed-in admin who acts. */
type Actor = { id: string; email: string };
import type { Crypto } from '../../lib/crypto';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { secretContext } from './webhook-delivery';
import { newWebhookSecret } from './webhook-signing';
import { checkTargetUrl, type TargetPolicy } from './webhook-url';

const ROTATION_OVERLAP_HOURS = 24;
const NOT_FOUND = 'Webhook subscription not found';

const epoch = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
const toWire = (row: SubscriptionRow): WebhookSubscription => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  created_epoch: epoch(row.created_at)!,
  previous_secret_until_epoch:
    row.previous_secret_until && row.previous_secret_until > new Date()
      ? epoch(row.previous_secret_until)
      : null,
});

export const createSubscription = async (
  db: Db,
  options: {
    actor: Actor;
    crypto: Crypto;
    policy: TargetPolicy;
    url: string;
    events: string[];
    description?: string | undefined;
  },
): Promise<{ id: string; secret: string }> => {
  const url = checkTargetUrl(options.url, options.policy).href;
  const secret = newWebhookSecret();
  const events = [...new Set(options.events)].sort();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({
        url,
        events,
        description: options.description ?? null,
        secret: options.crypto.encrypt(secret, secretContext),
        created_by: options.actor.id,
      })
      .returning({ id: webhookSubscriptions.id });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'webhook-subscription.create',
      entity_type: 'webhook_subscription',
      entity_id: row!.id,
      after: { url, events },
    });
    return { id: row!.id, secret };
  });
};

export const listSubscriptions = async (db: DbOrTx): Promise<WebhookSubscription[]> =>
  (
    await db
      .select()
      .from(webhookSubscriptions)
      .where(isNull(webhookSubscriptions.deleted_at))
      .orderBy(desc(webhookSubscriptions.created_at))
  ).map(toWire);

const findSubscription = async (db: DbOrTx, id: string): Promise<SubscriptionRow> => {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), isNull(webhookSubscriptions.deleted_at)))
    .limit(1);
  if (!row) throw new AppError(404, NOT_FOUND);
  return row;
};

/** Deletes a subscription: nothing more is sent to it (pending deliveries end as failed). */
export const deleteSubscription = async (db: Db, options: { actor: Actor; id: string }): Promise<void> => {
  await db.transaction(async (tx) => {
    const row = await findSubscription(tx, options.id);
    await tx
      .update(webhookSubscriptions)
      .set({ deleted_at: sql`now()` })
      .where(eq(webhookSubscriptions.id, row.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: 'webhook-subscription.delete',
      entity_type: 'webhook_subscription',
      entity_id: row.id,
      before: { url: row.url, events: row.events },
    });
  });
};

export const rotateSecret = async (
  db: Db,
  options: { actor: Actor; crypto: Crypto; id: string },
): Promise<{ id: string; secret: string }> => {
  const secret = newWebhookSecret();
  await db.transaction(async (tx) => {
    const row = await findSubscription(tx, options.id);
    await tx
      .update(webhookSubscriptions)
      .set({
        secret: options.crypto.encrypt(secret, secretContext),
        previous_secret: row.secret,
        previous_secret_until: sql`now() + ${ROTATION_OVERLAP_HOURS} * interval '1 hour'`,
      })
      .where(eq(webhookSubscriptions.id, row.id));
    await recordAudit(tx, {
      actor: options.actor,
      action: 'webhook-subscription.rotate-secret',
      entity_type: 'webhook_subscription',
      entity_id: row.id,
    });
  });
  return { id: options.id, secret };
};

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
const deliveryToWire = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  message_id: row.message_id,
  event_type: row.event_type,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  response_status: row.response_status,
  response_body: row.response_body,
  last_error: row.last_error,
  next_attempt_epoch: row.status === 'pending' ? epoch(row.next_attempt_at) : null,
  last_attempt_epoch: epoch(row.last_attempt_at),
  created_epoch: epoch(row.created_at)!,
  replay_of: row.replay_of,
  payload: row.payload,
});

const encodeCursor = (row: DeliveryRow): string =>
  Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
const decodeCursor = (cursor: string): { at: Date; id: string } => {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError(400, 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  return { at: date, id };
};

/** Newest first, `limit` a page; next_cursor continues after the last one. */
export const listDeliveries = async (
  db: DbOrTx,
  options: { subscriptionId: string; limit: number; cursor?: string | undefined },
): Promise<{ items: WebhookDelivery[]; next_cursor: string | null }> => {
  await findSubscription(db, options.subscriptionId);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.subscription_id, options.subscriptionId),
        after
          ? or(
              lt(webhookDeliveries.created_at, after.at),
              and(eq(webhookDeliveries.created_at, after.at), lt(webhookDeliveries.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    items: page.map(deliveryToWire),
    next_cursor: rows.length > options.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
};

/** Sends a delivery's message again, as a new delivery with the same webhook-id and body. */
export const replayDelivery = async (
  db: Db,
  options: { actor: Actor; subscriptionId: string; deliveryId: string },
): Promise<WebhookDelivery> =>
  db.transaction(async (tx) => {
    await findSubscription(tx, options.subscriptionId);
    const [original] = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, options.deliveryId),
          eq(webhookDeliveries.subscription_id, options.subscriptionId),
        ),
      )
      .limit(1);
    if (!original) throw new AppError(404, 'Webhook delivery not found');
    const [replay] = await tx
      .insert(webhookDeliveries)
      .values({
        subscription_id: original.subscription_id,
        message_id: original.message_id,
        event_type: original.event_type,
        payload: original.payload,
        replay_of: original.replay_of ?? original.id,
      })
      .returning();
    await recordAudit(tx, {
      actor: options.actor,
      action: 'webhook-delivery.replay',
      entity_type: 'webhook_subscription',
      entity_id: original.subscription_id,
      after: { delivery_id: replay!.id, message_id: original.message_id },
    });
    return deliveryToWire(replay!);
  });
