// The demo's lender documents (issue 23 item 1): for each document request of a loan, the files
// a borrower would upload, written from the loan's own facts (facts.ts). Each generator is a
// plain `(facts) => Promise<Buffer>` so the extraction evaluation can use them as a layout family.
import { bankStatementPdf, statementFacts } from './bank-statement';
import { operatingAgreementPdf } from './agreements';
import { insuranceBinderPdf, sreoPdf, titleCommitmentPdf } from './closing';
import { appraisalPdf } from './appraisal';
import { idFacts, idScanJpeg } from './id-scan';
import { rentRollPdf } from './rent-roll';
import { purchaseContractPdf } from './agreements';
import { monthYear } from './format';
import type { DemoFacts } from './facts';

export { loadDemoFacts, type DemoFacts } from './facts';

export type DemoFile = { fileName: string; contentType: string; bytes: Buffer };

const pdf = async (fileName: string, bytes: Promise<Buffer>): Promise<DemoFile> => ({
  fileName,
  contentType: 'application/pdf',
  bytes: await bytes,
});

/** The files a borrower uploads for a document request of this name (placeholder-free). */
export const demoFilesFor = async (documentName: string, facts: DemoFacts): Promise<DemoFile[]> => {
  switch (documentName) {
    case 'Bank Statements': {
      const months = statementFacts(facts).months;
      return Promise.all(
        months.map((month, i) =>
          pdf(
            `bank-statement-${monthYear(month.end).toLowerCase().replace(' ', '-')}.pdf`,
            bankStatementPdf(facts, i),
          ),
        ),
      );
    }
    case 'Operating Agreement':
      return [await pdf('operating-agreement.pdf', operatingAgreementPdf(facts))];
    case 'Purchase Contract':
      return [await pdf('purchase-contract.pdf', purchaseContractPdf(facts))];
    case 'Schedule of Real Estate Owned':
      return [await pdf('schedule-of-real-estate-owned.pdf', sreoPdf(facts))];
    case 'Rent Roll':
      return [await pdf('rent-roll.pdf', rentRollPdf(facts))];
    case 'Photo ID': {
      const kind = idFacts(facts).kind === 'passport' ? 'passport' : 'drivers-license';
      return [{ fileName: `${kind}-scan.jpg`, contentType: 'image/jpeg', bytes: idScanJpeg(facts) }];
    }
    case 'Appraisal':
      return [await pdf('appraisal-report.pdf', appraisalPdf(facts))];
    case 'Title Commitment':
      return [await pdf('title-commitment.pdf', titleCommitmentPdf(facts))];
    case 'Insurance Binder':
      return [await pdf('insurance-binder.pdf', insuranceBinderPdf(facts))];
    default:
      return [];
  }
};
