// Replays of signed report callbacks (issue 24): a vendor's signature covers `<timestamp>.<raw body>`
// and is accepted for five minutes either side of the server's clock, so a captured delivery could
// be posted again within that window. Each accepted delivery is claimed once in PostgreSQL (the
// claim holds across every server of the database) and kept until its timestamp is refused anyway;
// a second delivery of the same claim is acknowledged as a duplicate and changes nothing (200
// `duplicate: true`, not 409: a vendor retrying a delivery whose answer it lost must not retry
// forever).
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportWebhookDeliveries } from '../../db/schema';
import { epochNow } from '../../lib/clock';

/** Longer than any delivery stays acceptable (300 s after its timestamp), with room for clock skew. */
const KEEP_SECONDS = 300 + 120;

type Delivery = { source: string; timestamp: string; rawBody: Buffer };

const deliveryIdOf = ({ timestamp, rawBody }: Delivery) =>
  createHash('sha256').update(`${timestamp}.`).update(rawBody).digest('hex');

/** Claims a verified delivery: true the first time, false for a replay. Returns a release too. */
export const claimDelivery = async (db: Db, delivery: Delivery) => {
  const now = epochNow();
  await db.delete(reportWebhookDeliveries).where(lt(reportWebhookDeliveries.keep_until, now));
  const key = { source: delivery.source, delivery_id: deliveryIdOf(delivery) };
  const inserted = await db
    .insert(reportWebhookDeliveries)
    .values({ ...key, keep_until: Number(delivery.timestamp) + KEEP_SECONDS })
    .onConflictDoNothing()
    .returning({ id: reportWebhookDeliveries.delivery_id });
  return {
    isFirst: inserted.length > 0,
    /** Forgets the claim (the delivery could not be handled: the vendor's retry must go through). */
    release: async () => {
      await db
        .delete(reportWebhookDeliveries)
        .where(
          and(
            eq(reportWebhookDeliveries.source, key.source),
            eq(reportWebhookDeliveries.delivery_id, key.delivery_id),
          ),
        );
    },
  };
};
