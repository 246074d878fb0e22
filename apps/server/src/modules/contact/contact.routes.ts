import { CONTACT_TYPES, endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { register } from '../../plugins/contract';

import { pagedAnswer } from '../../plugins/paging';
import { addContact, contactOrder, listContacts } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  register(app, endpoints.getContactAll, async (request, reply) =>
    pagedAnswer(request, reply, contactOrder, (page) => listContacts(db, page)),
  );

  // The add-contact forms of staff and brokers offer these types (docs/contract.md).
  register(app, endpoints.getContactAllowedTypes, async () => [...CONTACT_TYPES]);

  // Add contact (spec 002 §5): first_name, last_name, email and contact_type are required; the
  // same schema validates the web form. Unknown fields are refused.
  register(app, endpoints.postContactAdd, async (request) =>
    addContact(db, { contact: request.body, actor: currentUser(request) }),
  );
};
