// A complete pre-qualification object (002 §3) for tests of conversion and the personal area.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { leads } from '../../db/schema/index';
import { fingerprintOf } from '../application/index';
import { epochNow } from '../../lib/clock';

const day = 86_400;

export const prequalPayload = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  isBroker: false,
  borrowerName: { firstName: 'Jane', lastName: 'Doe' },
  borrowerEmail: `jane.${randomUUID().slice(0, 8)}@example.com`,
  borrowerPhone: { area: '512', phone: '5550142' },
  brokerName: { firstName: '', lastName: '' },
  brokerEmail: '',
  estimatedClosingDate: epochNow() + 30 * day,
  durationMonths: 12,
  amount: 750000,
  purchasePrice: 900000,
  purposeOfLoan: 'Purchase',
  exitStrategy: 'Sale',
  borrowerCreditScore: '701-750',
  completedProjectsIn3Years: 3,
  isFlip: false,
  isBlanketLoan: false,
  properties: [
    {
      address: {
        street: '118 Maple Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78704',
        country: 'US',
        coordinates: { lat: 30.2437, lng: -97.7671 },
      },
      propertyType: 'Single Family Home',
      numberOfUnits: 1,
      bedrooms: 3,
      bathrooms: 2,
    },
  ],
  ...over,
});

export const insertLead = async (db: DbOrTx, payload = prequalPayload()) => {
  const [row] = await db
    .insert(leads)
    .values({
      payload,
      fingerprint: fingerprintOf(payload),
      created_epoch: epochNow(),
      is_broker: String(payload.isBroker === true),
    })
    .returning();
  return row!;
};
