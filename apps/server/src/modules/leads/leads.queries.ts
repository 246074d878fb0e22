import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leads } from '../../db/schema/index';
import { idKeyset, type Page } from '../../plugins/paging';
import { isBrokerLead, leadBorrower, leadBroker, leadProperties, type LeadPayload } from './lead-payload';

export type LeadRow = typeof leads.$inferSelect;

import type { LeadStatus } from '@lending/domain';

export const toLeadResponse = (row: LeadRow) => {
  const payload = row.payload as LeadPayload;
  const borrower = leadBorrower(payload);
  const broker = leadBroker(payload);
  const first = leadProperties(payload)[0];
  return {
    id: row.id,
    status: row.status as LeadStatus,
    created_epoch: row.created_epoch,
    decided_epoch: row.decided_epoch,
    decline_reason: row.decline_reason,
    loan_id: row.loan_id,
    is_broker: isBrokerLead(payload),
    borrower_name: `${borrower.firstName} ${borrower.lastName}`.trim(),
    borrower_email: borrower.email,
    broker_name: broker ? `${broker.firstName} ${broker.lastName}`.trim() : null,
    broker_email: broker?.email ?? null,
    purpose: typeof payload.purposeOfLoan === 'string' ? payload.purposeOfLoan : null,
    amount: typeof payload.amount === 'number' ? payload.amount : null,
    property_count: leadProperties(payload).length,
    first_property: first
      ? {
          property_type: first.propertyType,
          address: [first.street, first.city, first.state, first.zipcode].filter(Boolean).join(', '),
        }
      : null,
    payload,
  };
};

/** Unpaged: the newest 1,000 (as before). Paged: in SQL on the lead id, the status filter in the
 * same query, every lead reachable (issue 22 item 5). */
export const listLeads = async (
  db: DbOrTx,
  { status, page }: { status?: LeadStatus | undefined; page?: Page | null },
) => {
  const keyset = page ? idKeyset(leads.id, page) : undefined;
  const query = db
    .select()
    .from(leads)
    .where(and(status ? eq(leads.status, status) : undefined, keyset?.where));
  return keyset
    ? query.orderBy(keyset.orderBy).limit(keyset.take)
    : query.orderBy(desc(leads.created_at)).limit(1000);
};

export const findLead = async (db: DbOrTx, { id }: { id: string }) => {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
};
