// Where the loan assistant's threads (001 §7) and the activity templates (001 §7, with the
// replaceable DOCX templates of generated documents) live: zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const threadPaths = {
  getThreadAssistantMode: { method: 'GET', path: '/thread/assistant-mode' },
  getThreadsOfLoan: { method: 'GET', path: '/thread/:loanId/all' },
  getThreadById: { method: 'GET', path: '/thread/:id' },
  postThreadCreate: { method: 'POST', path: '/thread/create/:loanId' },
  postThreadQuery: { method: 'POST', path: '/thread/:threadId/query/:loanId' },
  getThreadRetrievalInfo: { method: 'GET', path: '/thread/retrieval-info/:messageId/:contentId' },
  putThreadArchive: { method: 'PUT', path: '/thread/:id/archive' },
  putThreadActivate: { method: 'PUT', path: '/thread/:id/activate' },
  postThreadAddLoan: { method: 'POST', path: '/thread/:id/add-loan/:loanId' },
  deleteThreadRemoveLoan: { method: 'DELETE', path: '/thread/:id/remove-loan/:loanId' },
  getActivityTemplates: { method: 'GET', path: '/activity-templates/get-all-activity-templates' },
  postActivityTemplate: { method: 'POST', path: '/activity-templates/create-template' },
  putActivityTemplate: { method: 'PUT', path: '/activity-templates/update-template/:templateId' },
  postDocumentRequestFromTemplate: {
    method: 'POST',
    path: '/activity-templates/create-document-request/:entityId/from-template/:templateId',
  },
  getDocumentTemplateFile: { method: 'GET', path: '/activity-templates/document-template/:kind' },
  putDocumentTemplateFile: { method: 'PUT', path: '/activity-templates/document-template/:kind' },
} as const satisfies Record<string, EndpointPath>;
