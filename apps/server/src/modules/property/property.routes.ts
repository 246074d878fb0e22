import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { propertyIdParams } from '@lending/domain';
import { propertyPatchSchema, propertySchema } from './property.schemas';
import { updateProperty } from './property.service';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/property/:id/update',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['property'],
        params: propertyIdParams,
        body: propertyPatchSchema,
        response: { 200: propertySchema },
      },
    },
    async (request) =>
      updateProperty(app.deps.db, {
        id: request.params.id,
        patch: request.body,
        actor: currentUser(request),
      }),
  );
};
