// The documents module's surface: what the rest of the server may import from it (issue 12; ESLint
// boundaries/dependencies). Everything else in modules/documents/ is private to the module.

export { documentPreview } from './document-preview';
export { documentsRoutes } from './documents.routes';
export { EXPORT_DOCUMENTS_JOB, runExportDocuments } from './export-documents';
export type { ExportDocumentsJob } from './export-documents';
