import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { registerDocumentActivityRoutes } from '../generated-documents/index';

/** /commitment/{id}/...: the same set as the term sheet (000 §7). */
export const commitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDocumentActivityRoutes(app, {
    kind: 'commitment',
    getValues: endpoints.getCommitmentByIdGetValues,
    update: endpoints.putCommitmentByIdUpdate,
    generate: endpoints.postCommitmentByIdGenerate,
    googleDocs: endpoints.getCommitmentByIdGetGoogleDocs,
    download: endpoints.getCommitmentByIdDownload,
    send: endpoints.postCommitmentByIdSend,
    marks: [
      [endpoints.postCommitmentByIdSetSent, 'sent'],
      [endpoints.postCommitmentByIdSetSigned, 'signed'],
      [endpoints.postCommitmentByIdSetVerified, 'verified'],
      [endpoints.postCommitmentByIdSetAccepted, 'accepted'],
    ],
  });
};
