// Text embeddings behind any OpenAI-compatible `/v1/embeddings` endpoint (OpenAI, Azure OpenAI, a
// local Ollama or vLLM), through the official `openai` SDK. Off unless EMBEDDING_MODEL is set:
// without it retrieval is PostgreSQL full-text search only (DESIGN.md §9).
import OpenAI from 'openai';

export type EmbeddingModel = {
  /** The model's name: stored with every embedding, shown in the UI. */
  model: string;
  /**
   * One vector per text, in order, each scaled to length 1. Indexing passes `retries` (the SDK
   * retries timeouts, 408/409/429 and 5xx with exponential backoff and honours Retry-After);
   * a question passes none and a short timeout, so a slow endpoint never holds an answer.
   */
  embed: (texts: string[], options?: { retries?: number; timeoutMs?: number }) => Promise<Float32Array[]>;
};

/** Scales a vector to length 1 (cosine similarity becomes a dot product). */
const normalise = (values: ArrayLike<number>): Float32Array => {
  const out = Float32Array.from(values);
  let sum = 0;
  for (const v of out) sum += v * v;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < out.length; i++) out[i]! /= norm;
  return out;
};

type EmbeddingOptions = { model: string; baseURL?: string; apiKey?: string };

const createOpenAiEmbeddings = (options: EmbeddingOptions): EmbeddingModel => {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: 60_000,
    maxRetries: 0,
  });
  return {
    model: options.model,
    embed: async (texts, opts = {}) => {
      if (texts.length === 0) return [];
      const response = await client.embeddings.create(
        { model: options.model, input: texts, encoding_format: 'float' },
        { maxRetries: opts.retries ?? 0, timeout: opts.timeoutMs ?? 60_000 },
      );
      const vectors: Float32Array[] = [];
      for (const item of response.data) vectors[item.index] = normalise(item.embedding);
      if (vectors.length !== texts.length || vectors.some((v) => !v || v.length === 0))
        throw new Error('The embedding endpoint answered with the wrong number of vectors');
      const dims = vectors[0]!.length;
      if (vectors.some((v) => v.length !== dims))
        throw new Error('The embedding endpoint answered with vectors of different sizes');
      return vectors;
    },
  };
};

/** EMBEDDING_MODEL switches embeddings on; the endpoint and key default to the language model's. */
export const createEmbeddingModel = (config: {
  EMBEDDING_MODEL?: string;
  EMBEDDING_BASE_URL?: string;
  EMBEDDING_API_KEY?: string;
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
}): EmbeddingModel | null =>
  config.EMBEDDING_MODEL
    ? createOpenAiEmbeddings({
        model: config.EMBEDDING_MODEL,
        baseURL: config.EMBEDDING_BASE_URL ?? config.LLM_BASE_URL,
        apiKey: config.EMBEDDING_API_KEY ?? (config.EMBEDDING_BASE_URL ? undefined : config.LLM_API_KEY),
      })
    : null;
