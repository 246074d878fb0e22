// The generated-documents module's surface (issue 20 item 4): the DOCX templates, their filling and
// conversion to PDF, the files of a generation, and the route set each generated-document activity
// (term sheet, commitment, board review) registers. Everything else here is private to the module.

export { registerDocumentActivityRoutes } from './document-activity.routes';
export { generateFiles, linksFor, prepareDocumentMail, valuesOf } from './document-files';
export type { Generated, GenerationDeps } from './document-files';
export { TemplateError } from './docx';
export { loadTemplate, saveTemplate } from './templates';
