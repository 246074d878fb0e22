// Semantic retrieval's index as the app holds it (deps.ts `semantic`): the embedding model and
// where the page vectors are searched. modules/documents-intelligence prepares it (its
// semantic-index.ts) and fills it; the thread's retrieval reads it.
import type { EmbeddingModel } from './embeddings';

export type SemanticIndex = {
  embeddings: EmbeddingModel;
  /** pgvector: SQL over the vector column (HNSW); in-app: brute force over the loan's pages. */
  store: 'pgvector' | 'in-app';
  /** pgvector 0.8+: filtered HNSW scans go on until enough rows match (hnsw.iterative_scan). */
  iterativeScan: boolean;
  /** Pages less similar than this to a question are not semantic matches. */
  minSimilarity: number;
};
