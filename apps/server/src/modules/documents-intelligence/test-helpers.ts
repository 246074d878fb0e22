// Test helpers: store a file and its document row as an upload would, and wait for the
// extraction worker to finish with it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index';
import type { TestContext } from '../../test/context';
import { epochNow } from '../../lib/clock';

export const storeDocument = async (
  ctx: TestContext,
  input: {
    loanId: string;
    bytes: Buffer;
    name: string;
    contentType: string;
    activityId?: string;
    processId?: string;
  },
) => {
  const id = randomUUID();
  const key = `loans/${input.loanId}/test/${id}`;
  await ctx.deps.storage.put(key, input.bytes, { contentType: input.contentType });
  await ctx.db.insert(documents).values({
    id,
    loan_id: input.loanId,
    activity_id: input.activityId ?? null,
    process_id: input.processId ?? null,
    kind: 'upload',
    document_name: input.name,
    file_name: `${input.name}.bin`,
    storage_key: key,
    content_type: input.contentType,
    size_bytes: input.bytes.length,
    uploaded_by: ctx.users.admin.id,
    created_epoch: epochNow(),
  });
  return id;
};

/** Waits until the document is processed or in error (the worker and its sweep run in the app). */
export const waitForExtraction = async (ctx: TestContext, documentId: string, timeoutMs = 90_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, documentId));
    if (row && ['processed', 'error'].includes(row.extraction_status)) return row;
    if (Date.now() > until)
      throw new Error(`extraction still ${row?.extraction_status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
