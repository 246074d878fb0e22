export { createPgBossQueue, type JobHandler, type JobQueue } from './queue.js';
export { registerWorkers } from './workers.js';
export { EXPORT_DOCUMENTS_JOB, type ExportDocumentsJob } from './export-documents.js';
