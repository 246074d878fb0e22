// Wire contracts of the report and sponsor calls beside the report shape (reports/report-wire.ts):
// requesting and downloading a report, and the loan's sponsor link (docs/contract.md "Sponsor link").
import { z } from 'zod';

export const reportRequestedSchema = z.object({ activity_id: z.string(), state: z.string() });
export const reportDownloadSchema = z.object({ url: z.string(), file_name: z.string() });

/** GET /loan/{id}/get-sponsor-link (admin). */
export const sponsorLinkSchema = z.object({
  url: z.string(),
  expires_epoch: z.number(),
  borrower_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  staff_url: z.string().nullable(),
});

/** GET /sponsor/{token} (public: the signed, expiring token is the key; never SSN or date of birth). */
export const sponsorTokenParams = z.object({ token: z.string().max(64) });
export const sponsorViewSchema = z.object({
  loan: z.object({
    human_id: z.string(),
    name: z.string(),
    status: z.string(),
    amount: z.number().nullable(),
    purpose: z.string().nullable(),
    duration_months: z.number().nullable(),
    property_address: z.string().nullable(),
  }),
  lender: z.object({
    name: z.string(),
    officer: z.object({ name: z.string(), email: z.string() }).nullable(),
  }),
  sponsor: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address_address: z.string().nullable(),
    address_city: z.string().nullable(),
    address_state: z.string().nullable(),
    address_zipcode: z.string().nullable(),
  }),
  has_account: z.boolean(),
  document_requests: z.array(
    z.object({ name: z.string(), state: z.string(), due_epoch: z.number().nullable() }),
  ),
  application: z
    .object({ activity_id: z.string(), state: z.string(), submitted: z.boolean(), url: z.string() })
    .nullable(),
  expires_epoch: z.number(),
});
export type SponsorView = z.infer<typeof sponsorViewSchema>;

/** POST /api/webhooks/reports/{vendor}: what a vendor posts, and the answer (docs/contract.md "Report vendor callbacks"). */
export const reportWebhookParams = z.object({ vendor: z.string().max(64) });
export const reportWebhookMessageSchema = z.object({
  order_id: z.string().trim().min(1).max(200),
  event: z.enum(['report.completed', 'report.failed']),
  report: z.unknown().optional(),
  error: z.string().max(2000).optional(),
});
export const reportWebhookResultSchema = z.object({
  report_id: z.string(),
  state: z.string(),
  duplicate: z.boolean(),
});
export type ReportWebhookResult = z.infer<typeof reportWebhookResultSchema>;
