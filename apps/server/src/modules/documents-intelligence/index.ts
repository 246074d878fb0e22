// The documents-intelligence module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/documents-intelligence/ is private to the module.

export { documentsIntelligenceRoutes } from './documents-intelligence.routes';
export { extractFieldsAs } from './extractor/extract';
export { saveCorrections } from './corrections';
export { pageImagePng } from './page-image';
export { seedDemoDocumentsOnce } from './seed-documents';
export { nearestPages, prepareSemanticIndex } from './semantic-index';
export type { SemanticIndex } from './semantic-index';
export { startDocumentIntelligence } from './worker';
export { createChildReader } from './child-reader';
export { collectLoanFacts } from './loan-facts';
export { checkFacts } from './fact-plausibility';
export type { LoanFact } from './loan-facts';
