// Embeds a document's pages for semantic retrieval (issue 9) before its read is written: batched
// calls, each retried with backoff by the SDK. A failure is kept on the document as a reason a
// person can act on (never the text or the endpoint's answer); full-text search is unaffected.
import OpenAI from 'openai';
import { embeddingInput, type SemanticIndex } from './semantic-index';

const BATCH = 64;
const RETRIES = 3;

const reasonOf = (error: unknown): string => {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'the embedding endpoint timed out';
  if (error instanceof OpenAI.APIConnectionError) return 'the embedding endpoint could not be reached';
  if (error instanceof OpenAI.APIError && error.status)
    return `the embedding endpoint answered ${error.status}`;
  return 'the embedding endpoint gave an answer that could not be used';
};

export type EmbeddedPages = {
  /** One vector per page (null for a page without text), or all null after a failure. */
  vectors: (Float32Array | null)[];
  error: string | null;
};

export const embedPages = async (
  index: SemanticIndex,
  input: { documentName: string; pages: { page: number; text: string }[] },
  afterBatch?: () => Promise<void>,
): Promise<EmbeddedPages> => {
  const vectors: (Float32Array | null)[] = input.pages.map(() => null);
  const todo = input.pages.flatMap((p, i) => (p.text.trim() ? [i] : []));
  try {
    for (let start = 0; start < todo.length; start += BATCH) {
      const batch = todo.slice(start, start + BATCH);
      const made = await index.embeddings.embed(
        batch.map((i) => embeddingInput(input.documentName, input.pages[i]!.page, input.pages[i]!.text)),
        { retries: RETRIES },
      );
      batch.forEach((i, n) => (vectors[i] = made[n]!));
      await afterBatch?.();
    }
    return { vectors, error: null };
  } catch (error) {
    return {
      vectors: input.pages.map(() => null),
      error: `Semantic search index not built: ${reasonOf(error)}. Keyword search works; sync the folder to try again.`,
    };
  }
};
