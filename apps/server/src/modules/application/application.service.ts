// The public pre-qualification submission (002 §2.1, §7 POST /application/short; DESIGN.md §8):
// addresses checked by the geocoder, then one lead per submission. "Submitting twice never makes
// two leads": the Idempotency-Key the form sends per submission returns the first lead, and the
// same content from the same client within a short window is treated as the same submission
// (a double click that got two keys, or a retry without one).
import { messages } from '@lending/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema/index';
import type { Geocoder } from '../../integrations/geocoder/geocoder';
import { recordAudit } from '../../plugins/audit';
import { AppError, type ErrorDetail } from '../../plugins/errors';
import { fingerprintOf } from './fingerprint';
import { epochNow } from '../../lib/clock';

const DUPLICATE_WINDOW_SECONDS = 10 * 60;
const INVALID_ADDRESS = messages.validAddress;

/** Longest text any field of the form holds; a megabyte of text in a street is refused, not stored. */
const MAX_FIELD_CHARS = 500;
const FIELD_TOO_LONG = `At most ${MAX_FIELD_CHARS} characters`;

/** Every string of the body, at any depth, within MAX_FIELD_CHARS (else 400 naming the fields). */
export const assertFieldLengths = (body: unknown): void => {
  const details: ErrorDetail[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (details.length >= 20) return;
    if (typeof value === 'string' && value.length > MAX_FIELD_CHARS)
      details.push({ path: path.join('.'), message: FIELD_TOO_LONG });
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(body, []);
  if (details.length > 0) throw new AppError(400, FIELD_TOO_LONG, details);
};

type PrequalAddress = {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  coordinates: { lat: number; lng: number };
};

export type PrequalLike = { properties: { address: PrequalAddress }[] } & Record<string, unknown>;

/** Country US, city/state/ZIP consistent (002 §5 'Enter a valid address'); fills 0,0 coordinates. */
export const checkAddresses = async <T extends PrequalLike>(geocoder: Geocoder, payload: T): Promise<T> => {
  const details: ErrorDetail[] = [];
  const properties = await Promise.all(
    payload.properties.map(async (property, index) => {
      const { address } = property;
      const check = await geocoder
        .checkAddress(address)
        .catch(() => ({ ok: false as const, reason: 'geocoder' }));
      if (!check.ok) {
        details.push({ path: `properties.${index}.address`, message: INVALID_ADDRESS });
        return property;
      }
      const isUnplaced = address.coordinates.lat === 0 && address.coordinates.lng === 0;
      return isUnplaced ? { ...property, address: { ...address, coordinates: check.coordinates } } : property;
    }),
  );
  if (details.length > 0) throw new AppError(400, INVALID_ADDRESS, details);
  return { ...payload, properties };
};

export type SubmitOptions = {
  payload: Record<string, unknown>;
  idempotencyKey?: string | undefined;
  ip: string;
};

export const submitLead = async (db: Db, { payload, idempotencyKey, ip }: SubmitOptions) => {
  const fingerprint = fingerprintOf(payload);
  return db.transaction(async (tx) => {
    // Serialises concurrent submissions of the same content (two tabs, a double click).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${fingerprint}, 7))`);
    if (idempotencyKey) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 11))`);
      const [same] = await tx.select().from(leads).where(eq(leads.idempotency_key, idempotencyKey));
      if (same) {
        if (same.fingerprint !== fingerprint) {
          throw new AppError(409, 'This submission key was already used for a different submission');
        }
        return { leadId: same.id, isNew: false };
      }
    }
    const since = new Date(Date.now() - DUPLICATE_WINDOW_SECONDS * 1000);
    const [recent] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.fingerprint, fingerprint), gt(leads.created_at, since)))
      .limit(1);
    if (recent) return { leadId: recent.id, isNew: false };
    const [lead] = await tx
      .insert(leads)
      .values({
        payload,
        idempotency_key: idempotencyKey ?? null,
        fingerprint,
        ip,
        is_broker: payload.isBroker === true ? 'true' : 'false',
        created_epoch: epochNow(),
      })
      .returning({ id: leads.id });
    await recordAudit(tx, {
      actor: null,
      action: 'lead.create',
      entity_type: 'lead',
      entity_id: lead!.id,
      after: { status: 'new' },
      ip,
    });
    return { leadId: lead!.id, isNew: true };
  });
};
