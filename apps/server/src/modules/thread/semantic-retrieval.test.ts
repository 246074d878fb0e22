// Semantic retrieval (issue 9): page embeddings from an OpenAI-compatible /embeddings endpoint (a
// local fake whose vectors are a hashed bag of concepts, so words of one meaning land together),
// hybrid ranking that finds a paraphrase full-text search cannot, never across loans, and
// keyword search that keeps working when the endpoint fails.
import { createHash } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPages, documents } from '../../db/schema/index';
import { createEmbeddingModel } from '../../integrations/llm/embeddings';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/llm/fake-openai-server';
import { createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { caller, type Caller } from '../loan-status/lifecycle.test-helpers';
import { sampleLines, samplePdf } from '../documents-intelligence/sample-documents';
import { storeDocument, waitForExtraction } from '../documents-intelligence/test-helpers';
import { nearestPages, toBytes, type SemanticIndex } from '../documents-intelligence/semantic-index';
import { retrievePassages } from './retrieval';

// Words of one meaning share a concept; any other word is its own concept.
const CONCEPTS: Record<string, string> = {
  insurer: 'insurance',
  insurance: 'insurance',
  coverage: 'insurance',
  carrier: 'insurance',
  policy: 'insurance',
  building: 'property',
  property: 'property',
  premises: 'property',
};
const DIMS = 64;
/** A deterministic embedding: each concept hashed to one dimension (a bag of concepts). */
const conceptVector = (text: string): number[] => {
  const vector = new Array<number>(DIMS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word.length < 4) continue;
    const concept = CONCEPTS[word] ?? word;
    vector[createHash('sha256').update(concept).digest()[0]! % DIMS]! += 1;
  }
  return vector;
};

const QUESTION = 'Who is the insurer of the building?';

let fake: FakeOpenAi;
let ctx: TestContext;
let admin: Caller;
let loanA: string;
let loanB: string;
let certificateA: string;

const store = async (loanId: string, name: string, lines: string[]) => {
  const id = await storeDocument(ctx, {
    loanId,
    bytes: await samplePdf(lines),
    name,
    contentType: 'application/pdf',
  });
  return { id, row: await waitForExtraction(ctx, id) };
};

beforeAll(async () => {
  fake = await startFakeOpenAi(() => 'unused', conceptVector);
  ctx = await createTestContext({ env: { EMBEDDING_MODEL: 'fake-embed', EMBEDDING_BASE_URL: fake.url } });
  admin = caller(ctx);
  loanA = (await insertLoan(ctx.db)).loan.id;
  loanB = (await insertLoan(ctx.db)).loan.id;
  await store(loanA, 'Bank Statement', sampleLines('bank-statement'));
  certificateA = (
    await store(loanA, 'Hazard Certificate', [
      'CERTIFICATE',
      'Hazard coverage is provided by Acme Mutual under policy 7781.',
      'Named peril: fire and flood.',
    ])
  ).id;
  // The same meaning on another loan: as similar, never returned for loan A.
  await store(loanB, 'Other Hazard Certificate', [
    'CERTIFICATE',
    'Hazard coverage is provided by Zenith Mutual under policy 9999.',
  ]);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('the embedding adapter', () => {
  it('returns one unit vector per text, in the order asked, whatever order the endpoint lists them', async () => {
    const model = createEmbeddingModel({ EMBEDDING_MODEL: 'fake-embed', EMBEDDING_BASE_URL: fake.url })!;
    const [first, second] = await model.embed(['insurance policy', 'tenant rent']);
    const length = (v: Float32Array) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
    expect(length(first!)).toBeCloseTo(1, 5);
    expect(length(second!)).toBeCloseTo(1, 5);
    const expected = conceptVector('insurance policy');
    expect(Array.from(first!).map((x) => x > 0)).toEqual(expected.map((x) => x > 0));
    expect(fake.embeddingRequests.at(-1)).toMatchObject({ model: 'fake-embed', encoding_format: 'float' });
    expect(createEmbeddingModel({})).toBeNull();
  });
});

describe('hybrid retrieval', () => {
  it('embeds every page when a document is read, in batched calls', async () => {
    const pages = await ctx.db
      .select({ model: documentPages.embedding_model, dims: documentPages.embedding_dims })
      .from(documentPages)
      .where(and(eq(documentPages.document_id, certificateA), isNotNull(documentPages.embedding)));
    expect(pages).toEqual([{ model: 'fake-embed', dims: DIMS }]);
    const indexing = fake.embeddingRequests.filter((r) =>
      r.input[0]!.startsWith('Hazard Certificate, page 1'),
    );
    expect(indexing).toHaveLength(1);
    expect(indexing[0]!.input[0]).toContain('Acme Mutual');
    expect((await admin('GET', '/thread/assistant-mode')).json()).toMatchObject({
      retrieval: { mode: 'hybrid', embedding_model: 'fake-embed', vector_store: 'in-app' },
    });
  });

  it('sends the embedding endpoint account numbers only as their last four digits', async () => {
    await store(loanA, 'Wire Instructions', [
      'WIRE INSTRUCTIONS',
      'Beneficiary account 4400123456789012 at First Federal.',
    ]);
    const sent = fake.embeddingRequests
      .flatMap((r) => r.input)
      .filter((t) => t.startsWith('Wire Instructions'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('****9012');
    expect(sent.join('\n')).not.toContain('4400123456789012');
  });

  it('finds by meaning a page that shares no word with the question, which full text alone misses', async () => {
    const keywordsOnly = await retrievePassages(ctx.db, { loanIds: [loanA], question: QUESTION });
    expect(keywordsOnly.map((p) => p.doc_name)).not.toContain('Hazard Certificate');
    const hybrid = await retrievePassages(ctx.db, {
      loanIds: [loanA],
      question: QUESTION,
      semantic: ctx.deps.semantic,
    });
    expect(hybrid[0]).toMatchObject({ doc_name: 'Hazard Certificate', loan_id: loanA, page: 1 });
    expect(hybrid[0]!.text).toMatch(/Acme Mutual|CERTIFICATE|fire and flood/);
    // A keyword question still ranks the keyword page first.
    const balance = await retrievePassages(ctx.db, {
      loanIds: [loanA],
      question: 'What is the ending balance?',
      semantic: ctx.deps.semantic,
    });
    expect(balance[0]).toMatchObject({
      doc_name: 'Bank Statement',
      text: expect.stringMatching(/^Ending Balance/),
    });
  });

  it("never returns a passage of a loan outside the thread's loans", async () => {
    for (const loanIds of [[loanA], [loanB]]) {
      const found = await retrievePassages(ctx.db, {
        loanIds,
        question: QUESTION,
        semantic: ctx.deps.semantic,
      });
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => p.loan_id === loanIds[0])).toBe(true);
    }
    // Through the API: the assistant on loan A cites loan A's certificate and opens it.
    const thread = (await admin('POST', `/thread/create/${loanA}`)).json() as { id: string };
    const answer = await admin('POST', `/thread/${thread.id}/query/${loanA}`, {
      messages: [{ role: 'user', content: QUESTION }],
    });
    expect(answer.statusCode).toBe(200);
    const message = answer.json() as {
      message_id: string;
      content: string;
      retrieval_contents: { content_id: string; document_id: string; loan_id: string }[];
    };
    expect(message.retrieval_contents[0]!.document_id).toBe(certificateA);
    expect(message.retrieval_contents.every((c) => c.loan_id === loanA)).toBe(true);
    expect(message.content).not.toContain('Zenith');
    const info = await admin('GET', `/thread/retrieval-info/${message.message_id}/c1`);
    expect(info.json()).toMatchObject({ metadata: { doc_name: 'Hazard Certificate', page: 1 } });
  });

  it('keeps keyword search working when the endpoint fails, shows why on the document, and retries', async () => {
    // Indexing: every attempt fails; the document is read, its failure is shown, nothing embedded.
    const { loan } = await insertLoan(ctx.db);
    const before = fake.embeddingRequests.length;
    fake.embeddingFailures = Number.POSITIVE_INFINITY;
    const { id, row } = await store(loan.id, 'Flood Certificate', [
      'Flood zone determination: zone X, coverage not required.',
    ]);
    expect(row.extraction_status).toBe('processed');
    expect(row.embedding_error).toMatch(
      /^Semantic search index not built: the embedding endpoint answered 500/,
    );
    // Retried with backoff before giving up.
    expect(fake.embeddingRequests.length - before).toBeGreaterThanOrEqual(3);
    const listed = (await admin('GET', `/loan/${loan.id}/get-all-documents`)).json() as {
      extraction: { status: string; embedding_error: string | null };
    }[];
    expect(listed[0]!.extraction).toMatchObject({
      status: 'processed',
      embedding_error: row.embedding_error,
    });
    const embedded = await ctx.db
      .select({ id: documentPages.id })
      .from(documentPages)
      .where(and(eq(documentPages.document_id, id), isNotNull(documentPages.embedding)));
    expect(embedded).toEqual([]);
    // Questions: the question cannot be embedded either; full text answers.
    const found = await retrievePassages(ctx.db, {
      loanIds: [loan.id, loanA],
      question: 'flood zone determination',
      semantic: ctx.deps.semantic,
    });
    expect(found[0]).toMatchObject({ doc_name: 'Flood Certificate', page: 1 });
    const meaningOnly = await retrievePassages(ctx.db, {
      loanIds: [loanA],
      question: QUESTION,
      semantic: ctx.deps.semantic,
    });
    expect(meaningOnly.map((p) => p.doc_name)).not.toContain('Hazard Certificate');

    // One failed call is retried: the document is embedded and shows no failure.
    fake.embeddingFailures = 1;
    const second = await store(loan.id, 'Wind Certificate', ['Windstorm coverage included by endorsement.']);
    expect(second.row.embedding_error).toBeNull();
    const [page] = await ctx.db
      .select({ model: documentPages.embedding_model })
      .from(documentPages)
      .where(eq(documentPages.document_id, second.id));
    expect(page).toEqual({ model: 'fake-embed' });
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.id, second.id));
    expect(doc!.embedding_error).toBeNull();
  }, 60_000);
});

describe('the in-app vector search of a large loan', () => {
  it('finds the nearest pages an exact scan finds (sign-bit prefilter, int8 rescoring)', async () => {
    const { loan } = await insertLoan(ctx.db);
    const [doc] = await ctx.db
      .insert(documents)
      .values({
        loan_id: loan.id,
        document_name: 'Large Binder',
        file_name: 'binder.pdf',
        storage_key: 'test/binder',
        content_type: 'application/pdf',
        created_epoch: 0,
      })
      .returning();
    const dims = 256;
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5;
    const unit = (v: number[]) => {
      const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
      return Float32Array.from(v.map((x) => x / norm));
    };
    const vectors = Array.from({ length: 3000 }, () => unit(Array.from({ length: dims }, random)));
    for (let i = 0; i < vectors.length; i += 500)
      await ctx.db.insert(documentPages).values(
        vectors.slice(i, i + 500).map((v, n) => ({
          document_id: doc!.id,
          loan_id: loan.id,
          page: i + n + 1,
          text: `page ${i + n + 1}`,
          method: 'text',
          embedding: toBytes(v),
          embedding_model: 'dense-test',
          embedding_dims: dims,
        })),
      );
    const index: SemanticIndex = {
      ...ctx.deps.semantic!,
      embeddings: { model: 'dense-test', embed: async () => [] },
      minSimilarity: -1,
    };
    const pageIds = new Map(
      (
        await ctx.db
          .select({ id: documentPages.id, page: documentPages.page })
          .from(documentPages)
          .where(eq(documentPages.document_id, doc!.id))
      ).map((p) => [p.id, p.page]),
    );
    for (const target of [7, 1500, 2999]) {
      // A question near one page: that page first, and the top 5 as an exact scan ranks them.
      const query = unit(Array.from(vectors[target - 1]!, (x) => x + random() * 0.02));
      const similarity = (v: Float32Array) => v.reduce((sum, x, d) => sum + x * query[d]!, 0);
      const exact = vectors
        .map((v, i) => ({ page: i + 1, similarity: similarity(v) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 5);
      const found = (await nearestPages(ctx.db, index, { loanIds: [loan.id], query, k: 5 })).map((h) =>
        pageIds.get(h.id)!,
      );
      expect(found).toHaveLength(5);
      expect(found[0]).toBe(target);
      // Approximate (int8, sign-bit prefilter): at least 4 of the exact top 5, and every page it
      // returns is as near as the exact 5th, give or take the quantization error.
      expect(found.filter((page) => exact.some((e) => e.page === page)).length).toBeGreaterThanOrEqual(4);
      for (const page of found)
        expect(similarity(vectors[page - 1]!)).toBeGreaterThan(exact[4]!.similarity - 0.02);
    }
    // Another loan's pages are never candidates.
    expect(await nearestPages(ctx.db, index, { loanIds: [loanA], query: vectors[0]!, k: 5 })).toEqual([]);
  });
});
