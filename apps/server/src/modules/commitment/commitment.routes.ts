import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentValuesSchema } from '@lending/domain';
import { registerDocumentActivityRoutes } from '../generated-documents/index';

/** /commitment/{id}/...: the same set as the term sheet (000 §7). */
export const commitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDocumentActivityRoutes(app, {
    kind: 'commitment',
    valuesSchema: commitmentValuesSchema,
    marks: ['sent', 'signed', 'verified', 'accepted'],
  });
};
