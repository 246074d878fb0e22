// Wire contracts of the personal and broker calls (000 §7, 001 §7, 002 §2.3, §3): the response
// allow-lists (the SSN is never among the fields, only ssn_last4 and has_ssn) and the request
// params, queries and bodies. The server validates and serialises with them; the web reads their
// `z.infer` types.
import { z } from 'zod';
import { documentParams, documentPreviewSchema } from './documents';

const personalPropertySchema = z.object({
  id: z.string(),
  property_type: z.string(),
  address_address: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_zipcode: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  purchase_price: z.number().nullable(),
  number_of_units: z.number().nullable(),
  number_of_commercial_units: z.number().nullable(),
});

export const personalLoanSchema = z.object({
  id: z.string(),
  human_id: z.string(),
  name: z.string(),
  archived: z.boolean(),
  amount: z.number().nullable(),
  amount_at_closing: z.number().nullable(),
  purpose: z.string().nullable(),
  duration_months: z.number().nullable(),
  exit_strategy: z.string().nullable(),
  interest_rate: z.number().nullable(),
  purchase_price: z.number().nullable(),
  expected_closing_epoch: z.number().nullable(),
  last_update: z.number(),
  status: z.object({ state: z.string(), suggested_steps: z.array(z.string()) }),
  properties: z.array(personalPropertySchema),
  borrowers: z.array(
    z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string().nullable() }),
  ),
  contacts: z.array(
    z.object({
      id: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
      contact_type: z.string(),
    }),
  ),
});
export type PersonalLoan = z.infer<typeof personalLoanSchema>;

export const personalContactSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  contact_type: z.string(),
  /** Sent back by PUT /personal/contact/update/{id}; a stale one gets 409. */
  version: z.number().int(),
});

export const personalBorrowerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.number().nullable(),
  credit_score: z.number().nullable(),
  address_address: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_zipcode: z.string().nullable(),
  contact_type: z.string().nullable(),
  has_ssn: z.boolean(),
  ssn_last4: z.string().nullable(),
  loans: z.array(personalLoanSchema),
  /** Sent back by PUT /personal/borrower/update/{id}; a stale one gets 409. */
  version: z.number().int(),
});

/** GET /personal/auth and /broker/auth: whose area this is, their record and their loans. */
export const personalAuthSchema = z.object({
  entity_type: z.enum(['borrower', 'contact']),
  role: z.string(),
  user_email: z.string(),
  /** False when the user-email query was not honoured and the caller's own data is shown (002 §2.3). */
  is_other_user: z.boolean(),
  borrower: personalBorrowerSchema.nullable(),
  contact: personalContactSchema.extend({ loans: z.array(personalLoanSchema) }).nullable(),
});
export type PersonalBorrower = z.infer<typeof personalBorrowerSchema>;
export type PersonalContact = z.infer<typeof personalContactSchema>;
export type PersonalAuth = z.infer<typeof personalAuthSchema>;

const personalDocumentSchema = z.object({
  document_id: z.string(),
  document_name: z.string(),
  file_name: z.string(),
  created_epoch: z.number(),
});

export const personalActivitySchema = z.object({
  activity_id: z.string(),
  loan_id: z.string().nullable(),
  borrower_id: z.string().nullable(),
  contact_id: z.string().nullable(),
  activity_type: z.string(),
  name: z.string(),
  document_name: z.string().nullable(),
  description: z.string().nullable(),
  entity_type: z.string(),
  status: z.object({ state: z.string(), text: z.string().nullable(), epoch: z.number() }),
  due_epoch: z.number().nullable(),
  last_update: z.number(),
  parent_id: z.string().nullable(),
  owner_id: z.string().nullable(),
  loan_name: z.string().nullable(),
  done: z.boolean(),
  processes: z.array(
    z.object({
      process_id: z.string(),
      status: z.object({ state: z.string(), epoch: z.number() }),
      documents: z.array(personalDocumentSchema),
      data_to_display: z.record(z.string(), z.unknown()),
    }),
  ),
  docusign_envelope_id: z.string().nullable(),
  report_type: z.string().nullable(),
  url: z.string().nullable(),
  mails: z.array(z.object({ to: z.string(), subject: z.string(), created_epoch: z.number() })),
  /** The personal view's actions of the domain action table. */
  actions: z.array(z.string()),
});
export type PersonalActivity = z.infer<typeof personalActivitySchema>;

export const userEmailQuery = z.object({ 'user-email': z.string().trim().max(320).optional() });

export const personalIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const personalUploadBody = z.object({
  content_type: z.string().trim().min(1, 'content_type is required').max(200),
  name: z.string().trim().min(1, 'name is required').max(255, 'File name is too long'),
});

export const personalUploadResponse = z.object({ presigned_url: z.string(), process_id: z.string() });

export const personalDocumentParams = documentParams;
export const personalActivityParams = z.object({ id: z.string().max(64) });

/** GET /personal/{id}/document/{docId}/preview: how to show one of the caller's files. */
export const personalPreviewResponse = documentPreviewSchema;

export const personalDownloadResponse = z.object({
  url: z.string(),
  document_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
});

export const personalAddContactParams = z.object({
  id: z.string().trim().min(1).max(64),
  contactId: z.string().trim().max(64),
});
export const messageResponseSchema = z.object({ message: z.string() });
