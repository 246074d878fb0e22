// The editable DOCX templates (DESIGN.md §5): an admin's upload replaces a kind's template in
// storage; until then the default shipped in apps/server/templates/ is used.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { serverPath } from '../../lib/paths';
import { documentTemplates } from '../../db/schema/index';
import { readAll, type Storage } from '../../integrations/storage/storage';
import { recordAudit, type AuditActor } from '../../plugins/audit';
import { buildDefaultTemplate, validateTemplate } from './docx';
import type { DocumentKind } from './fields';
import { buildDocumentModel } from './model';

const DEFAULT_TEMPLATES_DIR = serverPath('templates');

const defaultTemplate = async (kind: DocumentKind): Promise<Buffer> => {
  const file = path.join(DEFAULT_TEMPLATES_DIR, `${kind}.docx`);
  return existsSync(file) ? readFile(file) : buildDefaultTemplate();
};

export const loadTemplate = async (
  db: DbOrTx,
  storage: Storage,
  kind: DocumentKind,
): Promise<{ file: Buffer; fileName: string }> => {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.kind, kind));
  if (row && (await storage.exists(row.storage_key)))
    return { file: await readAll(storage, row.storage_key), fileName: row.file_name };
  return { file: await defaultTemplate(kind), fileName: `${kind}.docx` };
};

const SAMPLE = buildDocumentModel({
  kind: 'term-sheet',
  lender: 'Sample Lender',
  loan: { human_id: '10000', name: '10000 - Sample' },
  values: {},
  now: 0,
});

/** Stores an admin's template after checking that it is a DOCX the generator can fill. */
export const saveTemplate = async (
  db: Db,
  storage: Storage,
  input: { kind: DocumentKind; file: Buffer; fileName: string; actor: AuditActor & { id: string } },
): Promise<{ kind: string; file_name: string }> => {
  validateTemplate(input.file, SAMPLE);
  const key = `templates/${input.kind}/${randomUUID()}.docx`;
  await storage.put(key, input.file, {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.kind, input.kind))
      .for('no key update');
    await tx
      .insert(documentTemplates)
      .values({ kind: input.kind, file_name: input.fileName, storage_key: key, updated_by: input.actor.id })
      .onConflictDoUpdate({
        target: documentTemplates.kind,
        set: {
          file_name: input.fileName,
          storage_key: key,
          updated_by: input.actor.id,
          updated_at: new Date(),
        },
      });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'document-template.replace',
      entity_type: 'document-template',
      entity_id: input.kind,
      before: before ? { file_name: before.file_name, storage_key: before.storage_key } : null,
      after: { file_name: input.fileName, storage_key: key },
    });
  });
  return { kind: input.kind, file_name: input.fileName };
};
