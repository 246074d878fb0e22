// The documents-intelligence module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/documents-intelligence/ is private to the module.

export { documentsIntelligenceRoutes } from './documents-intelligence.routes.js';
export { extractFieldsAs } from './extractor/extract.js';
export { toWireDataPoint } from './documents.service.js';
export { pageImagePng } from './page-image.js';
export { seedDemoDocumentsOnce } from './seed-documents.js';
export { nearestPages, prepareSemanticIndex } from './semantic-index.js';
export type { SemanticIndex } from './semantic-index.js';
export { startDocumentIntelligence } from './worker.js';
export { createChildReader, type ChildReader } from './child-reader.js';
export { collectLoanFacts } from './loan-facts.js';
export type { LoanFact } from './loan-facts.js';
