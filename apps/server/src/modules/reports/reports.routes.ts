// The report calls of 000 §7 (admin only, 000 §6 / DESIGN.md §2): list a loan's reports, one
// report, request or refetch (pull_option for credit), download as PDF, and the sponsor link.
import { endpoints } from '@lending/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loans } from '../../db/schema';
import { register } from '../../plugins/contract';
import { pageInMemory, pageOrder } from '../../plugins/paging';
import { AppError } from '../../plugins/errors';
import { actorOf } from '../activity/index';
import { findLoan } from '../../lib/loan-finder';
import { renderReportPdf } from './report-pdf';
import { getReport, listLoanReports, requestReport } from './reports.service';
import { sponsorLinkFor, sponsorView } from './sponsor-link';

const LINK_SECONDS = 15 * 60;

const reportOrder = pageOrder<{ activityId: string; reportType: string; source: string }>(
  'getActivityLoanByIdReportAll',
  [
    ['asc', 'text'],
    ['asc', 'text'],
    ['asc', 'text'],
  ],
  (row) => [row.activityId, row.reportType, row.source],
);

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // Paged on (activity, report type, source): an activity's report per vendor. One loan's reports
  // (a few per vendor), bounded by the loan, so built whole and paged in memory.
  register(app, endpoints.getActivityLoanByIdReportAll, async (request, reply) =>
    pageInMemory(request, reply, reportOrder, await listLoanReports(db, request.params.id, actorOf(request))),
  );

  register(
    app,
    endpoints.getActivityByIdReport,
    async (request) => (await getReport(db, request.params.id)).report,
  );

  register(app, endpoints.postActivityReportsByIdSetRequested, async (request) =>
    requestReport(
      { db, jobs: app.deps.jobs, reports: app.deps.reports },
      {
        activityId: request.params.id,
        pullOption: request.body?.pull_option ?? null,
        actor: actorOf(request),
      },
    ),
  );

  register(app, endpoints.getActivityByIdDownloadReport, async (request) => {
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
  });

  // The loan's sponsor (its first borrower, 002 §2.2): a signed, expiring link to send them, and
  // where staff see them in the personal area.
  register(app, endpoints.getLoanByIdGetSponsorLink, async (request) =>
    sponsorLinkFor(
      { db, crypto: app.deps.crypto, appBaseUrl: app.deps.config.appBaseUrl },
      await findLoan(db, request.params.id, { for: actorOf(request) }),
    ),
  );

  // What the sponsor link opens (no sign-in: the signed, expiring token is the key).
  register(app, endpoints.getSponsorByToken, async (request) =>
    sponsorView({ db, crypto: app.deps.crypto }, request.params.token),
  );
};
