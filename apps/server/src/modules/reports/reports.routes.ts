// The report calls of 000 §7 (admin only, 000 §6 / DESIGN.md §2): list a loan's reports, one
// report, request or refetch (pull_option for credit), download as PDF, and the sponsor link.
import { requestReportBodySchema, reportResponseSchema } from '@lending/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { borrowers, loanBorrowers, loans } from '../../db/schema';
import { allow } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { actorOf, idParams } from '../activity/activity.schemas';
import { resolveLoan } from '../loan-status/loan-status.service';
import { renderReportPdf } from './report-pdf';
import { getReport, listLoanReports, requestReport } from './reports.service';

const admin = allow('admin');
const LINK_SECONDS = 15 * 60;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/activity/loan/:id/report/all',
    { preHandler: admin, schema: { params: idParams, response: { 200: z.array(reportResponseSchema) } } },
    async (request) => listLoanReports(db, request.params.id),
  );

  app.get(
    '/activity/:id/report',
    { preHandler: admin, schema: { params: idParams, response: { 200: reportResponseSchema } } },
    async (request) => (await getReport(db, request.params.id)).report,
  );

  app.post(
    '/activity/reports/:id/set/requested',
    {
      preHandler: admin,
      schema: {
        params: idParams,
        body: requestReportBodySchema.nullish(),
        response: { 200: z.object({ activity_id: z.string(), state: z.string() }) },
      },
    },
    async (request) =>
      requestReport(
        { db, jobs: app.deps.jobs, reports: app.deps.reports },
        {
          activityId: request.params.id,
          pullOption: request.body?.pull_option ?? null,
          actor: actorOf(request),
        },
      ),
  );

  app.get(
    '/activity/:id/download/report',
    {
      preHandler: admin,
      schema: { params: idParams, response: { 200: z.object({ url: z.string(), file_name: z.string() }) } },
    },
    async (request) => {
      const { report, loanId } = await getReport(db, request.params.id);
      if (report.state !== 'done' || !report.res || !loanId)
        throw new AppError(409, 'The report is not ready to download');
      const [loan] = await db.select({ name: loans.name }).from(loans).where(eq(loans.id, loanId));
      const key = `loans/${loanId}/reports/${report.activityId}-${report.updated_epoch}.pdf`;
      const fileName = `${report.source}-report.pdf`;
      if (!(await app.deps.storage.exists(key))) {
        const pdf = await renderReportPdf(report, { loanName: loan?.name ?? '' });
        await app.deps.storage.put(key, pdf, { contentType: 'application/pdf' });
      }
      return {
        url: await app.deps.storage.signedDownloadUrl(key, { fileName, expiresIn: LINK_SECONDS }),
        file_name: fileName,
      };
    },
  );

  // The loan's sponsor (its first borrower) as staff open them: their personal area, which admins
  // reach with user-email (000 §2 "/personal (optional query user-email)").
  app.get(
    '/loan/:id/get-sponsor-link',
    {
      preHandler: admin,
      schema: {
        params: idParams,
        response: { 200: z.object({ url: z.string(), borrower_id: z.string(), name: z.string() }) },
      },
    },
    async (request) => {
      const loan = await resolveLoan(db, request.params.id);
      const [sponsor] = await db
        .select({
          id: borrowers.id,
          first_name: borrowers.first_name,
          last_name: borrowers.last_name,
          email: borrowers.email,
        })
        .from(loanBorrowers)
        .innerJoin(borrowers, eq(borrowers.id, loanBorrowers.borrower_id))
        .where(eq(loanBorrowers.loan_id, loan.id))
        .orderBy(asc(loanBorrowers.position))
        .limit(1);
      if (!sponsor) throw new AppError(404, 'The loan has no sponsor');
      if (!sponsor.email) throw new AppError(409, 'The sponsor has no email address');
      return {
        url: `/personal?user-email=${encodeURIComponent(sponsor.email)}`,
        borrower_id: sponsor.id,
        name: `${sponsor.first_name} ${sponsor.last_name}`,
      };
    },
  );
};
