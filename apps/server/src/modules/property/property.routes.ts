// PUT /property/{id}/update (002 §7): the changed fields and the version read. Declared in
// @lending/domain (contract/loan-records.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';
import { currentUser } from '../../plugins/auth';
import { updateProperty } from './property.service';

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  register(app, endpoints.putPropertyByIdUpdate, async (request) =>
    updateProperty(app.deps.db, {
      id: request.params.id,
      patch: request.body,
      actor: currentUser(request),
    }),
  );
};
