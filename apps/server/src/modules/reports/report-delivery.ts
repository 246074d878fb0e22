// The one way a vendor's payload becomes a report, whether the job polled it or the vendor called
// back: normalise with the vendor's adapter, validate against the Report schema (001 §3, a
// confidence level outside 0-10 is an error), store the sections and move the activity to Done.
import { reportSectionSchema } from '@lending/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  ReportVendorError,
  type ReportAdapter,
  type ReportSubject,
} from '../../integrations/reports/report-adapter';
import { refreshLoanInsights } from '../policy/index';
import { completeReport } from './reports.service';

const sectionsSchema = z.array(reportSectionSchema);

/** Throws a non-retryable ReportVendorError naming the first problem of a malformed payload. */
export const storeVendorPayload = async (
  db: Db,
  reportId: string,
  adapter: ReportAdapter,
  payload: unknown,
  subject: ReportSubject,
): Promise<void> => {
  let sections;
  try {
    sections = sectionsSchema.parse(adapter.normalise(payload, subject));
  } catch (error) {
    if (error instanceof ReportVendorError) throw error;
    const issue = error instanceof z.ZodError ? error.issues[0] : undefined;
    throw new ReportVendorError(
      `The vendor sent a malformed report${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}`,
      false,
    );
  }
  await completeReport(db, reportId, sections, async (tx, loanId) => {
    await refreshLoanInsights(tx, loanId);
  });
};
