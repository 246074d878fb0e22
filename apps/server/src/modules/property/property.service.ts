import { assertCurrentVersion } from '../../lib/versioning';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loans, properties } from '../../db/schema';
import { changedFields, recordAudit } from '../../plugins/audit';
import type { RequestUser } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { refreshLoanScores } from '../scoring/index';
import { epochNow } from '../../lib/clock';

type PropertyRow = typeof properties.$inferSelect;

const toPropertyWire = (row: PropertyRow) => ({
  id: row.id,
  loan_id: row.loan_id,
  property_type: row.property_type,
  address_address: row.address_address,
  address_city: row.address_city,
  address_state: row.address_state,
  address_zipcode: row.address_zipcode,
  coordinates: { lat: row.lat, lng: row.lng },
  version: row.version,
  purchase_price: row.purchase_price,
  number_of_units: row.number_of_units,
  number_of_commercial_units: row.number_of_commercial_units,
  score: row.score,
});

export type PropertyPatch = Partial<
  Pick<
    PropertyRow,
    | 'property_type'
    | 'address_address'
    | 'address_city'
    | 'address_state'
    | 'address_zipcode'
    | 'purchase_price'
    | 'number_of_units'
    | 'number_of_commercial_units'
  >
> & { coordinates?: { lat: number; lng: number }; version: number };

/** PUT /property/{id}/update with changed fields (spec 002 §7); the loan's last_update moves too
 * (not its version: that guards the request details). */
export const updateProperty = async (
  db: Db,
  options: { id: string; patch: PropertyPatch; actor: RequestUser },
) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(properties)
      .where(eq(properties.id, options.id))
      .for('no key update');
    if (!before) throw new AppError(404, 'Property not found');
    const { coordinates, version, ...fields } = options.patch;
    assertCurrentVersion(before.version, version);
    const next = { ...fields, ...(coordinates ? { lat: coordinates.lat, lng: coordinates.lng } : {}) };
    const diff = changedFields(before as Record<string, unknown>, next);
    if (Object.keys(diff.after).length === 0) return toPropertyWire(before);
    const [after] = await tx
      .update(properties)
      .set({ ...next, version: before.version + 1, updated_at: new Date() })
      .where(eq(properties.id, options.id))
      .returning();
    if (before.loan_id) {
      await tx.update(loans).set({ last_update: epochNow() }).where(eq(loans.id, before.loan_id));
      await refreshLoanScores(tx, [before.loan_id]);
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: 'property.update',
      entity_type: 'property',
      entity_id: options.id,
      ...diff,
    });
    return toPropertyWire(after!);
  });
