import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { registerDocumentActivityRoutes } from '../generated-documents/index';

/** /term-sheet/{id}/... (000 §7): get-values, update, generate, get-google-docs, download, send, set/*. */
export const termSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDocumentActivityRoutes(app, {
    kind: 'term-sheet',
    getValues: endpoints.getTermSheetByIdGetValues,
    update: endpoints.putTermSheetByIdUpdate,
    generate: endpoints.postTermSheetByIdGenerate,
    googleDocs: endpoints.getTermSheetByIdGetGoogleDocs,
    download: endpoints.getTermSheetByIdDownload,
    send: endpoints.postTermSheetByIdSend,
    marks: [
      [endpoints.postTermSheetByIdSetSent, 'sent'],
      [endpoints.postTermSheetByIdSetSigned, 'signed'],
      [endpoints.postTermSheetByIdSetVerified, 'verified'],
      [endpoints.postTermSheetByIdSetAccepted, 'accepted'],
    ],
  });
};
