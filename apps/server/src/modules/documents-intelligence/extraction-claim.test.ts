// One reader per document (issue 9): two jobs for the same document, or a worker restarting
// while another reads it, never read it twice; a claim left by a dead process is taken over.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import type { OcrEngine } from '../../integrations/ocr/ocr';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { runExtraction, type ExtractionDeps } from './extraction.job';
import { readAndExtract } from './read-task';
import { sampleScan } from './sample-documents';
import { storeDocument } from './test-helpers';

let ctx: TestContext;
let loanId: string;
let reads = 0;

/** An OCR engine that takes a while, as a real page does (a page is read twice: cross-check.ts). */
const slowOcr: OcrEngine = {
  name: 'slow',
  recognize: async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { text: 'BANK STATEMENT\nEnding Balance $1,234.56', words: [], width: 100, height: 100 };
  },
  close: async () => undefined,
};

const deps = (): ExtractionDeps => ({
  db: ctx.db,
  storage: ctx.deps.storage,
  // Read in this process, each document's reading counted (the app reads in child processes).
  reader: {
    read: (task, onProgress) => {
      reads += 1;
      return readAndExtract(task, slowOcr, onProgress);
    },
    close: async () => undefined,
  },
  llm: null,
  limits: { maxPages: 10, maxOcrPages: 10 },
});

/** A stored scan the app's own worker leaves alone (already read), so only this test reads it. */
const scanDocument = async () => {
  const id = await storeDocument(ctx, {
    loanId,
    bytes: sampleScan(['Ending Balance $1,234.56'], 'png', 72),
    name: 'Statement scan',
    contentType: 'image/png',
  });
  await ctx.db.update(documents).set({ extraction_status: 'processed' }).where(eq(documents.id, id));
  return id;
};

beforeAll(async () => {
  ctx = await createTestContext();
  loanId = (await insertLoan(ctx.db)).loan.id;
});
afterAll(async () => ctx?.close());

describe('extraction claim', () => {
  it('two runs for one document: one reads it, the other skips', async () => {
    const id = await scanDocument();
    reads = 0;
    const outcomes = await Promise.all([
      runExtraction(deps(), { documentId: id }),
      runExtraction(deps(), { documentId: id }),
    ]);
    expect(outcomes.sort()).toEqual(['processed', 'skipped']);
    expect(reads).toBe(1);
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ extraction_status: 'processed', extraction_claim: null });
    // Once read, the document may be read again (a retry).
    expect(await runExtraction(deps(), { documentId: id })).toBe('processed');
    expect(reads).toBe(2);
  });

  it("a run whose claim was taken over does not write its result; a dead run's claim is taken over", async () => {
    const id = await scanDocument();
    reads = 0;
    const first = runExtraction(deps(), { documentId: id });
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The first run died long ago, as far as the database can tell: its claim is stale.
    await ctx.db.execute(
      sql`update documents set extraction_claimed_at = now() - interval '11 minutes' where id = ${id}`,
    );
    const second = await runExtraction(deps(), { documentId: id });
    expect(second).toBe('processed');
    expect(await first).toBe('skipped');
    expect(reads).toBe(2);
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.extraction_status).toBe('processed');
  });
});
