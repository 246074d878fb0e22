// The people endpoints (spec 000 §7, 001 §7, 002 §7): the signed-in user, their notifications,
// the staff list, borrowers, contacts and the installation's config for the browser.
import { z } from 'zod';
import { userSchema } from '../auth/login';
import { borrowerIdParams, borrowerPatchSchema } from '../api/borrower';
import { configResponseSchema } from '../api/config';
import { notificationListQuerySchema, notificationSchema } from '../api/notifications';
import { borrowerSchema, contactAddResponseSchema, contactSchema } from '../api/people-entities';
import { staffUserSchema, userEmailParams, userIdParams } from '../api/user';
import { contactTypeSchema } from '../catalogue/catalogue';
import { addContactSchema } from '../forms/loan-forms';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { peoplePaths } from './people-paths';

const admin = { access: 'admin' } as const;
const owner = { access: 'owner' } as const;

export const peopleEndpoints = defineEndpoints(peoplePaths, {
  getUserLoggedInUserByEmail: {
    tags: ['user'],
    access: 'signed-in',
    summary: 'The signed-in user (id, email, role, name and their borrower or contact)',
    description: 'Any verified identity may ask; one without a user row gets 403.',
    params: userEmailParams,
    responses: { 200: userSchema, ...errors(400, 401, 403, 404) },
  },
  getUserByIdNotifications: {
    ...owner,
    tags: ['user'],
    summary: 'Your notifications, newest first, one page (X-Next-Cursor names the next)',
    params: userIdParams,
    query: notificationListQuerySchema,
    paging: 'header',
    responses: { 200: z.array(notificationSchema), ...errors(400, 401, 403) },
  },
  getUserStaff: {
    ...admin,
    tags: ['user'],
    summary: 'The active staff an activity can name as participants',
    ...headerPaged(),
    responses: { 200: z.array(staffUserSchema), ...errors(401, 403) },
  },
  getBorrowerAll: {
    ...admin,
    tags: ['borrower'],
    summary: 'Every borrower, by name (paged with limit and cursor)',
    ...headerPaged(),
    responses: { 200: z.array(borrowerSchema), ...errors(401, 403) },
  },
  getBorrowerById: {
    ...owner,
    tags: ['borrower'],
    summary: "One borrower (staff, the borrower, or a broker of the borrower's loans)",
    params: borrowerIdParams,
    responses: { 200: borrowerSchema, ...errors(400, 401, 403, 404) },
  },
  putBorrowerByIdUpdate: {
    tags: ['borrower'],
    access: 'borrower-owner',
    summary: "Change a borrower's details (staff, or the borrower their own)",
    description: 'Underwriting fields (credit score, net worth, liquidity) are set by staff only.',
    params: borrowerIdParams,
    body: borrowerPatchSchema,
    responses: { 200: borrowerSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getContactAll: {
    ...admin,
    tags: ['contact'],
    summary: 'Every contact, by name (paged with limit and cursor)',
    ...headerPaged(),
    responses: { 200: z.array(contactSchema), ...errors(401, 403) },
  },
  getContactAllowedTypes: {
    ...owner,
    tags: ['contact'],
    summary: 'The contact types the add-contact forms offer',
    responses: { 200: z.array(contactTypeSchema), ...errors(401, 403) },
  },
  postContactAdd: {
    ...admin,
    tags: ['contact'],
    summary: 'Add a contact',
    body: addContactSchema.strict(),
    responses: { 200: contactAddResponseSchema, ...errors(400, 401, 403) },
  },
  getConfig: {
    ...owner,
    tags: ['config'],
    summary: "This installation's map tile server, street view key and Plaid mode",
    responses: { 200: configResponseSchema, ...errors(401, 403) },
  },
});
