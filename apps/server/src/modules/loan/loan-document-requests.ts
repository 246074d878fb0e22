// PUT /loan/{id}/create-document-requests (spec 000 §7, the Request Documents modal of 001 §2):
// one document request per template for each entity of its kind (the loan, each borrower, each
// property). Templates without flags are always requested; flagged ones (flip, cash_flow,
// mid_construction, retail) only when their flag is ticked. A request already open for the
// same template and entity is not duplicated.
import { endpoints } from '@lending/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { activities, activityTemplates, loanBorrowers, properties } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';
import { epochNow } from '../../lib/clock';
import { insertActivities, touchLoan } from '../loan-status/index';
import { notifyDocumentsRequested } from '../notifications/index';
import { findLoan } from '../../lib/loan-finder';
import type { Actor } from '../../lib/actor';

const DUE_DAYS = 14;

const createDocumentRequests = async (
  db: Db,
  options: {
    idOrHumanId: string;
    flags: Record<string, boolean>;
    actor: Actor;
  },
): Promise<{ created: number }> =>
  db.transaction(async (tx) => {
    const loan = await findLoan(tx, options.idOrHumanId, { for: options.actor, lock: 'update' });
    const ticked = new Set(
      Object.entries(options.flags)
        .filter(([, on]) => on)
        .map(([flag]) => flag),
    );
    const templates = (await tx.select().from(activityTemplates)).filter(
      (template) => template.flags.length === 0 || template.flags.some((flag) => ticked.has(flag)),
    );
    const borrowerIds = (
      await tx
        .select({ id: loanBorrowers.borrower_id })
        .from(loanBorrowers)
        .where(eq(loanBorrowers.loan_id, loan.id))
    ).map((r) => r.id);
    const propertyIds = (
      await tx.select({ id: properties.id }).from(properties).where(eq(properties.loan_id, loan.id))
    ).map((r) => r.id);
    const open = await tx
      .select({ template_id: activities.template_id, entity_id: activities.entity_id })
      .from(activities)
      .where(
        and(
          eq(activities.loan_id, loan.id),
          eq(activities.archived, false),
          inArray(activities.activity_type, ['document-request']),
        ),
      );
    const taken = new Set(open.map((row) => `${row.template_id}:${row.entity_id}`));
    const due = epochNow() + DUE_DAYS * 86_400;
    const rows = templates.flatMap((template) => {
      const entities =
        template.entity_type === 'borrower'
          ? borrowerIds
          : template.entity_type === 'property'
            ? propertyIds
            : [loan.id];
      return entities
        .filter((entityId) => !taken.has(`${template.id}:${entityId}`))
        .map((entityId) => ({
          loan_id: loan.id,
          entity_type: template.entity_type,
          entity_id: entityId,
          borrower_id: template.entity_type === 'borrower' ? entityId : null,
          activity_type: 'document-request',
          name: template.document_name,
          document_name: template.document_name,
          description: template.description,
          template_id: template.id,
          due_epoch: due,
          owner_id: options.actor.id,
        }));
    });
    const created = await insertActivities(tx, rows);
    if (created.length > 0) await touchLoan(tx, loan.id);
    await notifyDocumentsRequested(tx, { activities: created });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'loan.create-document-requests',
      entity_type: 'loan',
      entity_id: loan.id,
      after: { flags: [...ticked], created: created.length },
    });
    return { created: created.length };
  });

export const loanDocumentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.putLoanByIdCreateDocumentRequests, async (request) =>
    createDocumentRequests(app.deps.db, {
      idOrHumanId: request.params.id,
      flags: request.body ?? {},
      actor: currentUser(request),
    }),
  );
};
