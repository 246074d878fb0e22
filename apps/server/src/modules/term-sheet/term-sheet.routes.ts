import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termSheetValuesSchema } from '@lending/domain';
import { registerDocumentActivityRoutes } from '../generated-documents/index';

/** /term-sheet/{id}/... (000 §7): get-values, update, generate, get-google-docs, download, send, set/*. */
export const termSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDocumentActivityRoutes(app, {
    kind: 'term-sheet',
    valuesSchema: termSheetValuesSchema,
    marks: ['sent', 'signed', 'verified', 'accepted'],
  });
};
