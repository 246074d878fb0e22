import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { CONTACT_TYPES, contactAddResponseSchema, contactSchema, newContactSchema } from './contact.schemas';
import { addContact, listContacts } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/contact/all',
    { config: { access: 'admin' }, schema: { tags: ['contact'], response: { 200: z.array(contactSchema) } } },
    async () => listContacts(db),
  );

  // The add-contact forms of staff and brokers offer these types (docs/contract.md).
  app.get(
    '/contact/allowed-types',
    {
      config: { access: 'owner' },
      schema: { tags: ['contact'], response: { 200: z.array(z.string()) } },
    },
    async () => [...CONTACT_TYPES],
  );

  app.post(
    '/contact/add',
    {
      config: { access: 'admin' },
      schema: { tags: ['contact'], body: newContactSchema, response: { 200: contactAddResponseSchema } },
    },
    async (request) => addContact(db, { contact: request.body, actor: currentUser(request) }),
  );
};
