// Where each extension agreement's signing stands (issue 19 item 7), for the Servicing tab's maturity
// panel: the envelope the extension sent (its document-request activity carries the extension's id,
// servicing-extension-signing.ts) and its signers. The envelope's 'delivered' (a signer opened their
// link) is shown as 'viewed'. An extension whose loan had no borrower with an e-mail has no envelope
// and no row here.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServicingSummaryWire } from '@lending/domain';
import type { DbOrTx } from '../../db/client';
import { activities, envelopeRecipients, envelopes } from '../../db/schema/index';
import type { EventRow } from './servicing.queries';

type Agreement = NonNullable<ServicingSummaryWire['extension_agreements']>[number];
type SigningStatus = Agreement['status'];

const STATUS: Record<string, SigningStatus> = {
  sent: 'sent',
  delivered: 'viewed',
  signed: 'signed',
  declined: 'declined',
};

export const extensionAgreements = async (db: DbOrTx, loanId: string, events: EventRow[]) => {
  const extensions = events.filter((e) => e.kind === 'extension');
  if (extensions.length === 0) return [];
  const extensionId = sql<string>`${activities.data} ->> 'servicing_extension_id'`;
  const sent = await db
    .select({
      extension_id: extensionId,
      envelope_id: envelopes.id,
      status: envelopes.status,
      updated_at: envelopes.updated_at,
    })
    .from(envelopes)
    .innerJoin(activities, eq(activities.id, envelopes.activity_id))
    .where(
      and(
        eq(activities.loan_id, loanId),
        inArray(
          extensionId,
          extensions.map((e) => e.id),
        ),
      ),
    )
    .orderBy(asc(envelopes.created_at));
  const signers =
    sent.length === 0
      ? []
      : await db
          .select({
            envelope_id: envelopeRecipients.envelope_id,
            name: envelopeRecipients.name,
            status: envelopeRecipients.status,
          })
          .from(envelopeRecipients)
          .where(
            inArray(
              envelopeRecipients.envelope_id,
              sent.map((s) => s.envelope_id),
            ),
          )
          .orderBy(asc(envelopeRecipients.position));
  return extensions.flatMap((extension): Agreement[] => {
    const envelope = sent.findLast((s) => s.extension_id === extension.id);
    if (!envelope) return [];
    return [
      {
        extension_id: extension.id,
        effective_date: extension.effective_date,
        status: STATUS[envelope.status] ?? 'sent',
        updated_at: envelope.updated_at.toISOString(),
        signers: signers
          .filter((s) => s.envelope_id === envelope.envelope_id)
          .map((s) => ({ name: s.name, status: STATUS[s.status] ?? 'sent' })),
      },
    ];
  });
};
