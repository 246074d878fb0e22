// Document request templates (001 §3, §7) and the DOCX templates of generated documents.
import type { Actor } from '../../lib/actor';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { assertCurrentVersion } from '../../lib/versioning';
import { activityTemplates, loanBorrowers, loans, properties } from '../../db/schema/index';
import { recordAudit } from '../../plugins/audit';
import { AppError } from '../../plugins/errors';
import { toWireActivities } from '../activity/index';
import { epochNow } from '../../lib/clock';
import { insertActivities, touchLoan } from '../loan-status/index';
import { notifyDocumentsRequested } from '../notifications/index';
import { isUuid } from '../../lib/ids';

export type TemplateInput = {
  entity_type: string;
  description: string;
  document_name: string;
  auto_create_activity: boolean;
  folder_name?: string | null;
  use_textract: boolean;
  gpt_prompts?: { name: string; question: string }[];
};

type TemplateRow = typeof activityTemplates.$inferSelect;

const toWireTemplate = (row: TemplateRow) => ({
  template_id: row.id,
  entity_type: row.entity_type,
  document_name: row.document_name,
  description: row.description,
  auto_create_activity: row.auto_create_activity,
  folder_name: row.folder_name,
  use_textract: row.use_textract,
  gpt_prompts: row.gpt_prompts,
  version: row.version,
});

export const listTemplates = async (db: Db) =>
  (await db.select().from(activityTemplates).orderBy(asc(activityTemplates.document_name))).map(
    toWireTemplate,
  );

// Prompts are kept only when OCR is on and at least one prompt exists (001 §5).
const promptsOf = (input: TemplateInput) =>
  input.use_textract && input.gpt_prompts?.length ? input.gpt_prompts : [];

export const createTemplate = (db: Db, { input, actor }: { input: TemplateInput; actor: Actor }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(activityTemplates)
      .values({ ...input, folder_name: input.folder_name ?? null, gpt_prompts: promptsOf(input) })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'activity-template.create',
      entity_type: 'activity-template',
      entity_id: row!.id,
      after: toWireTemplate(row!),
    });
    return toWireTemplate(row!);
  });

const findTemplate = async (db: DbOrTx, templateId: string, lock = false): Promise<TemplateRow> => {
  const query = db.select().from(activityTemplates).where(eq(activityTemplates.id, templateId));
  const [row] = isUuid(templateId) ? await (lock ? query.for('update') : query) : [];
  if (!row) throw new AppError(404, 'Template not found');
  return row;
};

export const updateTemplate = (
  db: Db,
  {
    templateId,
    input,
    version,
    actor,
  }: { templateId: string; input: TemplateInput; version: number; actor: Actor },
) =>
  db.transaction(async (tx) => {
    const before = await findTemplate(tx, templateId, true);
    assertCurrentVersion(before.version, version);
    const [row] = await tx
      .update(activityTemplates)
      .set({
        ...input,
        folder_name: input.folder_name ?? null,
        gpt_prompts: promptsOf(input),
        updated_at: new Date(),
        version: sql`${activityTemplates.version} + 1`,
      })
      .where(eq(activityTemplates.id, before.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'activity-template.update',
      entity_type: 'activity-template',
      entity_id: before.id,
      before: toWireTemplate(before),
      after: toWireTemplate(row!),
    });
    return toWireTemplate(row!);
  });

/** The loan a new document request belongs to, from the entity it is about. */
const loanOfEntity = async (
  db: Db,
  entityType: string,
  entityId: string,
  loanId?: string,
): Promise<string> => {
  if (loanId) {
    const [loan] = isUuid(loanId)
      ? await db.select({ id: loans.id }).from(loans).where(eq(loans.id, loanId))
      : [];
    if (!loan) throw new AppError(404, 'Loan not found');
    return loan.id;
  }
  if (!isUuid(entityId)) throw new AppError(404, 'Entity not found');
  const [row] =
    entityType === 'borrower'
      ? await db
          .select({ id: loanBorrowers.loan_id })
          .from(loanBorrowers)
          .where(eq(loanBorrowers.borrower_id, entityId))
          .limit(1)
      : entityType === 'property'
        ? await db
            .select({ id: properties.loan_id })
            .from(properties)
            .where(eq(properties.id, entityId))
            .limit(1)
        : await db.select({ id: loans.id }).from(loans).where(eq(loans.id, entityId));
  if (!row?.id) throw new AppError(404, 'Entity not found');
  return row.id;
};

export const createDocumentRequestFromTemplate = async (
  db: Db,
  input: { entityId: string; templateId: string; loanId?: string; actor: Actor },
) => {
  const template = await findTemplate(db, input.templateId);
  const loanId = await loanOfEntity(db, template.entity_type, input.entityId, input.loanId);
  return db.transaction(async (tx) => {
    const [row] = await insertActivities(tx, [
      {
        loan_id: loanId,
        entity_type: template.entity_type,
        entity_id: template.entity_type === 'loan' ? loanId : input.entityId,
        borrower_id: template.entity_type === 'borrower' ? input.entityId : null,
        activity_type: 'document-request',
        name: template.document_name,
        document_name: template.document_name,
        description: template.description,
        template_id: template.id,
        due_epoch: epochNow() + 14 * 86_400,
        owner_id: input.actor.id,
      },
    ]);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'activity.create-document-request',
      entity_type: 'activity',
      entity_id: row!.id,
      after: { template_id: template.id, loan_id: loanId },
    });
    await touchLoan(tx, loanId);
    await notifyDocumentsRequested(tx, { activities: [row!] });
    const [wire] = await toWireActivities(tx, [row!]);
    return wire!;
  });
};
