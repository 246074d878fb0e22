// Wire contracts of the /leads calls (public pre-qualification submissions, /leads admin screen;
// 002 §2.1, DESIGN.md §8) and of accepting an invitation (lead conversion, issue 4 §2).
import { z } from 'zod';
import { newPasswordSchema } from '../auth/password';
import { messages } from '../messages/messages';

export const LEAD_STATUSES = ['new', 'converted', 'declined'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const leadIdParams = z.object({ id: z.uuid('Lead not found') });
export const leadListQuery = z.object({ status: z.enum(LEAD_STATUSES).optional() });

/** A public pre-qualification submission; `payload` is the form as sent. */
export const leadResponse = z.object({
  id: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_epoch: z.number(),
  decided_epoch: z.number().nullable(),
  decline_reason: z.string().nullable(),
  loan_id: z.string().nullable(),
  is_broker: z.boolean(),
  borrower_name: z.string(),
  borrower_email: z.string().nullable(),
  broker_name: z.string().nullable(),
  broker_email: z.string().nullable(),
  purpose: z.string().nullable(),
  amount: z.number().nullable(),
  property_count: z.number(),
  first_property: z.object({ property_type: z.string(), address: z.string() }).nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type Lead = z.infer<typeof leadResponse>;

export const convertLeadSchema = z.object({
  lead: leadResponse,
  loan_id: z.string(),
  human_id: z.string(),
  borrower_id: z.string(),
  contact_id: z.string().nullable(),
  invited: z.array(z.string()),
});
export type ConvertLeadResult = z.infer<typeof convertLeadSchema>;

export const declineLeadBody = z.object({
  reason: z.string().trim().min(1, messages.required).max(2000, 'Reason is too long'),
});

/** POST /invitation/accept: the password rules of auth/password.ts; the token names the account. */
export const acceptInvitationBody = z.object({
  token: z.string().min(1, 'Invitation token is required').max(200),
  password: newPasswordSchema,
});
export const invitationAcceptedSchema = z.object({ email: z.string(), role: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
