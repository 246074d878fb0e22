// The demo's term sheets past New all end up with their generated files (issue 11 item 10: the
// seed is consistent with its own states): the seed generates a few, the background job the rest.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents } from '../../db/schema/index';
import { readAll } from '../../integrations/storage/storage';
import { seedDemo } from '../../db/seed/seed-demo';
import { seedModules } from '../../seed-wiring';
import { createTestContext, type TestContext } from '../../test/context';
import { countMissingTermSheetFiles, runMissingTermSheetFiles } from './missing-files.job';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, {
    modules: seedModules,
    loans: 30,
    now: Math.floor(Date.now() / 1000),
    storage: ctx.deps.storage,
  });
}, 180_000);

const pastNew = and(
  eq(activities.activity_type, 'term-sheet'),
  inArray(activities.state, ['generated', 'sent', 'signed', 'accepted']),
);
afterAll(async () => {
  await ctx?.close();
});

describe('term sheet files left by the seed', () => {
  it(
    'generates the missing files of term sheets past New, a batch at a time',
    { timeout: 120_000 },
    async () => {
      const before = await countMissingTermSheetFiles(ctx.db);
      // The seed generates a few term sheets' files at once and leaves the rest to the job.
      expect(before).toBeGreaterThan(3);
      const missing = async () =>
        (await ctx.db.select().from(activities).where(pastNew))
          .filter((sheet) => !sheet.data.generated)
          .map((sheet) => sheet.id);
      const waiting = await missing();
      expect(waiting).toHaveLength(before);

      expect(await runMissingTermSheetFiles(ctx.deps, 3)).toBe(3);
      expect(await countMissingTermSheetFiles(ctx.db)).toBe(before - 3);
      const still = new Set(await missing());
      const done = waiting.filter((id) => !still.has(id));
      expect(done).toHaveLength(3);
      for (const id of done) {
        const [sheet] = await ctx.db.select().from(activities).where(eq(activities.id, id));
        const generated = sheet!.data.generated as { pdf_document_id: string };
        const [pdf] = await ctx.db
          .select()
          .from(documents)
          .where(eq(documents.id, generated.pdf_document_id));
        expect(pdf?.content_type).toBe('application/pdf');
        const bytes = await readAll(ctx.deps.storage, pdf!.storage_key);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      // The next run goes on with the others.
      expect(await runMissingTermSheetFiles(ctx.deps, 2)).toBe(2);
      expect(await countMissingTermSheetFiles(ctx.db)).toBe(before - 5);
    },
  );

  it('answers the document links of a term sheet the job generated with links to its files', async () => {
    const sheet = (await ctx.db.select().from(activities).where(pastNew)).find((row) => row.data.generated);
    expect(sheet).toBeDefined();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/term-sheet/${sheet!.id}/get-google-docs`,
      headers: { authorization: `Bearer ${ctx.tokens.admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pdf_url: expect.any(String),
      docx_url: expect.any(String),
      file_name: expect.stringMatching(/\.pdf$/),
    });
  });
});
