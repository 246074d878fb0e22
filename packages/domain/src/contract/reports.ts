// The report endpoints (000 §7, admin only, 000 §6): a loan's reports, one report, request or
// refetch, the PDF download; the sponsor link and what it opens; the vendors' signed callback
// (docs/contract.md "Report vendor callbacks").
import { z } from 'zod';
import { idParamsSchema } from '../api/error-body';
import {
  reportDownloadSchema,
  reportRequestedSchema,
  reportWebhookParams,
  reportWebhookResultSchema,
  sponsorLinkSchema,
  sponsorTokenParams,
  sponsorViewSchema,
} from '../api/reports';
import { reportResponseSchema, requestReportBodySchema } from '../reports/report-wire';
import { defineEndpoints, errors } from './endpoint';
import { headerPaged } from './paging';
import { reportsPaths } from './reports-paths';

const admin = { tags: ['reports'], access: 'admin' } as const;

export const reportsEndpoints = defineEndpoints(reportsPaths, {
  getActivityLoanByIdReportAll: {
    ...admin,
    summary: "A loan's reports",
    params: idParamsSchema,
    ...headerPaged(),
    responses: { 200: z.array(reportResponseSchema), ...errors(400, 401, 403, 404) },
  },
  getActivityByIdReport: {
    ...admin,
    summary: "A report activity's report",
    params: idParamsSchema,
    responses: { 200: reportResponseSchema, ...errors(400, 401, 403, 404) },
  },
  postActivityReportsByIdSetRequested: {
    ...admin,
    summary: 'Order a report from its vendor, or order it again (pull_option for credit)',
    params: idParamsSchema,
    body: requestReportBodySchema.nullish(),
    responses: { 200: reportRequestedSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getActivityByIdDownloadReport: {
    ...admin,
    summary: 'A 15-minute link to the report as PDF',
    params: idParamsSchema,
    responses: { 200: reportDownloadSchema, ...errors(400, 401, 403, 404, 409) },
  },
  getLoanByIdGetSponsorLink: {
    ...admin,
    summary: "A signed, 7-day link for the loan's sponsor, and where staff see them",
    params: idParamsSchema,
    responses: { 200: sponsorLinkSchema, ...errors(400, 401, 403, 404) },
  },
  getSponsorByToken: {
    tags: ['reports'],
    access: 'public-link',
    summary: 'What the sponsor link opens: the loan, the lender and what is asked of the sponsor',
    params: sponsorTokenParams,
    responses: { 200: sponsorViewSchema, ...errors(400, 403, 410) },
  },
  postWebhooksReportsByVendor: {
    tags: ['reports'],
    access: 'public',
    summary: "A report vendor's signed callback (report.completed or report.failed)",
    description:
      'Signed with X-Webhook-Timestamp and X-Webhook-Signature (v1= HMAC-SHA256 of "<timestamp>.<raw body>").',
    params: reportWebhookParams,
    responses: { 200: reportWebhookResultSchema, ...errors(400, 401, 404) },
  },
});
