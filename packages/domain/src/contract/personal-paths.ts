// Where the personal area's and the broker area's endpoints live (000 §7 'Personal', 001 §7
// 'Broker personal interface', 002 §2.2-2.3): zod-free (see loan-paths.ts).
import type { EndpointPath } from './endpoint';

export const personalPaths = {
  getPersonalAuth: { method: 'GET', path: '/personal/auth' },
  getPersonalToDo: { method: 'GET', path: '/personal/to-do' },
  getPersonalBorrowerById: { method: 'GET', path: '/personal/borrower/:id' },
  getPersonalBorrowerByIdActivities: { method: 'GET', path: '/personal/borrower/:id/activities' },
  getPersonalLoanById: { method: 'GET', path: '/personal/loan/:id' },
  getPersonalLoanByIdActivities: { method: 'GET', path: '/personal/loan/:id/activities' },
  getPersonalLoanByIdContacts: { method: 'GET', path: '/personal/loan/:id/contacts' },
  putPersonalBorrowerUpdateById: { method: 'PUT', path: '/personal/borrower/update/:id' },
  putPersonalContactUpdateById: { method: 'PUT', path: '/personal/contact/update/:id' },
  putPersonalLoanByIdAddContactByContactId: {
    method: 'PUT',
    path: '/personal/loan/:id/add-contact/:contactId',
  },
  getPersonalApplication: { method: 'GET', path: '/personal/application/:activityId' },
  putPersonalApplication: { method: 'PUT', path: '/personal/application/:activityId' },
  postPersonalApplication: { method: 'POST', path: '/personal/application/:activityId' },
  getPersonalApplicationDownload: { method: 'GET', path: '/personal/application/:activityId/download' },
  postPersonalUploadLink: { method: 'POST', path: '/personal/:id/generate-document-with-presigned-url' },
  postPersonalProcessRun: { method: 'POST', path: '/personal/:id/process/:pid/run' },
  getPersonalDocumentDownload: { method: 'GET', path: '/personal/:id/document/:docId/download' },
  getPersonalDocumentPreview: { method: 'GET', path: '/personal/:id/document/:docId/preview' },
  getBrokerAuth: { method: 'GET', path: '/broker/auth' },
  getBrokerAll: { method: 'GET', path: '/broker/all' },
  getBrokerLoanById: { method: 'GET', path: '/broker/loan/:id' },
  getBrokerLoanByIdActivities: { method: 'GET', path: '/broker/loan/:id/activities' },
  getBrokerById: { method: 'GET', path: '/broker/:id' },
  postBrokerUploadLink: { method: 'POST', path: '/broker/:id/generate-document-with-presigned-url' },
  postBrokerProcessRun: { method: 'POST', path: '/broker/:id/process/:processId/run' },
  getBrokerDocumentDownload: { method: 'GET', path: '/broker/:id/document/:docId/download' },
  getBrokerDocumentPreview: { method: 'GET', path: '/broker/:id/document/:docId/preview' },
} as const satisfies Record<string, EndpointPath>;
