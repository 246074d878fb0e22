// Emitting outgoing webhook events (issue 22 item 4). emitWebhookEvent writes one delivery row per
// subscription that wants the event, in the caller's transaction: a delivery exists exactly when
// the change that caused it committed (the sender job picks it up after). No subscriber: one
// cheap statement that inserts nothing.
//
// Most events come from the audit trail: every state change writes its audit row in its own
// transaction (DESIGN.md §2), and plugins/audit.ts passes each one to emitWebhooksForAudit, which
// names its events below. So every place that changes a loan, a document, a signature, a report,
// an activity, a score or a payment emits without each module calling us.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@lending/domain';
import type { DbOrTx } from '../../db/client';

type AuditLike = {
  action: string;
  entity_type: string;
  entity_id: string;
  before?: unknown;
  after?: unknown;
};

/** A Standard Webhooks message id (the webhook-id header); replays keep it. */
const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues `type` with `data` for every subscription to it, in the caller's transaction (or at once
 * on `db`). Returns how many deliveries were queued.
 */
export const emitWebhookEvent = async (
  db: DbOrTx,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<number> => {
  const body = { type, timestamp: new Date().toISOString(), data };
  const result = await db.execute(sql`
    insert into webhook_deliveries (subscription_id, message_id, event_type, payload)
    select s.id, ${newMessageId()}, ${type}, ${JSON.stringify(body)}::jsonb
    from webhook_subscriptions s
    where s.deleted_at is null and ${type} = any(s.events)`);
  return result.rowCount ?? 0;
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const UPLOAD = /(^|\.)(upload|upload-ocr|custom-document\.upload)$/;
const SIGNED = /^(envelope\.signed|[a-z-]+\.signed)$/;
const SIGN_SENT = /^(envelope\.send|[a-z-]+\.send-for-signature)$/;
const DECLINED = /^(envelope\.declined?|[a-z-]+\.declined)$/;

/** The webhook events an audited change stands for (none for most reads and settings). */
const eventsOfAudit = (entry: AuditLike): WebhookEventType[] => {
  const { action, entity_type: entity } = entry;
  const before = record(entry.before);
  const after = record(entry.after);
  const events: WebhookEventType[] = [];
  if (action === 'loan.create') events.push('loan.created');
  else if (action.startsWith('loan.transition.')) {
    events.push('loan.status_changed');
    if (after.status === 'Paid-Off') events.push('loan.paid_off');
  } else if (action === 'loan.archive') events.push('loan.archived');
  else if (action.startsWith('loan.restore')) events.push('loan.restored');
  else if (action === 'loan.update' || action === 'loan.rename' || /^loan\.(add|remove)-/.test(action))
    events.push('loan.updated');
  else if (action === 'loan.calculate-score') {
    if (before.score !== after.score) events.push('score.changed');
  } else if (action === 'borrower.update') events.push('borrower.updated');
  else if (action === 'property.update') events.push('property.updated');
  else if (action === 'contact.update' || action === 'contact.add') events.push('contact.updated');
  else if (action === 'document-request.accept' || action === 'good-faith-deposit.accept')
    events.push('document.accepted');
  else if (action === 'document-request.reject') events.push('document.rejected');
  else if (SIGNED.test(action)) events.push('signature.completed');
  else if (SIGN_SENT.test(action)) events.push('signature.sent');
  else if (DECLINED.test(action)) events.push('signature.declined');
  else if (action === 'report.done') events.push('report.ready');
  else if (action === 'report.error' || action === 'report.failed') events.push('report.failed');
  else if (action === 'lead.create') events.push('lead.created');
  else if (action === 'application.submit') events.push('application.submitted');
  else if (action === 'servicing.payment') events.push('payment.posted');
  else if (action === 'servicing.reversal') events.push('payment.reversed');
  else if (action === 'servicing.payment.late') events.push('payment.late');
  else if (action === 'servicing.payment.late.cleared') events.push('payment.late_cleared');
  else if (action.startsWith('servicing.board')) events.push('loan.boarded');
  else if (action === 'servicing.draw.request') events.push('draw.requested');
  else if (action === 'servicing.draw.approve') events.push('draw.approved');
  else if (action === 'servicing.draw.reject') events.push('draw.rejected');
  else if (action === 'servicing.draw.fund') events.push('draw.funded');
  else if (action === 'activity.create' || action === 'activity.create-document-request')
    events.push('activity.created');
  if (UPLOAD.test(action) && !events.includes('document.uploaded')) events.push('document.uploaded');
  if (entity === 'activity' && 'state' in after && before.state !== after.state)
    events.push('activity.state_changed');
  return events;
};

/** Called by recordAudit (plugins/audit.ts) for every audit row, in its transaction. */
export const emitWebhooksForAudit = async (tx: DbOrTx, entry: AuditLike): Promise<void> => {
  const events = eventsOfAudit(entry);
  if (events.length === 0) return;
  const before = record(entry.before);
  const after = record(entry.after);
  const loanId =
    entry.entity_type === 'loan' ? entry.entity_id : (after.loan_id ?? before.loan_id ?? undefined);
  for (const type of events) {
    await emitWebhookEvent(tx, type, {
      entity_type: entry.entity_type,
      entity_id: entry.entity_id,
      action: entry.action,
      ...(loanId ? { loan_id: loanId } : {}),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }
};
