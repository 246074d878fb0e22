// The extension agreement (issue 19 item 7): a PDF generated from the extension's ledger event and
// the loan's terms: the previous and new maturity, the extension fee, the extension rate from the
// extension date, and lines for the borrower's and the lender's signatures. Printed from the same
// figures as the ledger, so the agreement and the ledger never differ.
import PDFDocument from 'pdfkit';
import {
  formatCentsMoney,
  formatDate,
  formatUsDate,
  replayLedger,
  servicingMessages as m,
} from '@lending/domain';
import type { Db, DbOrTx } from '../../db/client';
import { findLoan, type LoanCaller } from '../../lib/loan-finder';
import { LENDER_NAME } from '../../lib/lender';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';
import { AppError } from '../../plugins/errors';
import { trimRate } from './servicing-extension-terms';
import { eventsOf, loadEvents, loadServicing, termsOf } from './servicing.queries';

export const extensionAgreement = async (
  db: Db,
  options: { loanId: string; extensionId: string; for: LoanCaller },
) => {
  const loan = await findLoan(db, options.loanId, { for: options.for });
  return drawExtensionAgreement(db, { loan, extensionId: options.extensionId });
};

/** The agreement of one extension of `loan`, read in `db` (the extension's own transaction too). */
export const drawExtensionAgreement = async (
  db: DbOrTx,
  options: { loan: { id: string; name: string; human_id: string }; extensionId: string },
) => {
  const { loan } = options;
  const record = await loadServicing(db, loan.id);
  const events = eventsOf(await loadEvents(db, loan.id));
  const extension = events.find((e) => e.kind === 'extension' && e.id === options.extensionId);
  if (!extension || extension.kind !== 'extension') throw new AppError(404, m.extensionNotFound);
  const terms = termsOf(record);
  const prior = events.filter((e) => e.seq < extension.seq);
  const before = replayLedger(terms, prior, extension.effectiveDate);
  const after = replayLedger(terms, [...prior, extension], extension.effectiveDate);
  const number = events.filter((e) => e.kind === 'extension' && e.seq <= extension.seq).length;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: `Extension Agreement - Loan ${loan.human_id}`, Author: LENDER_NAME },
  });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  const row = (label: string, value: string) => {
    doc.fontSize(11);
    writeUnicode(doc, `${label}: `, 'bold', { continued: true });
    writeUnicode(doc, value, 'regular');
  };
  doc.fontSize(14);
  writeUnicode(doc, LENDER_NAME, 'bold', { align: 'center' });
  doc.moveDown(0.3).fontSize(20);
  writeUnicode(doc, 'Loan Extension Agreement', 'bold', { align: 'center' });
  doc.moveDown(1);
  row('Loan', `${loan.name} (Loan ${loan.human_id})`);
  row('Extension', `${number} of ${record.extensions_allowed}`);
  row('Extension date', formatUsDate(formatDate(extension.effectiveDate)));
  row('Maturity before this extension', formatUsDate(before.maturityDate));
  row('New maturity date', formatUsDate(after.maturityDate));
  row('Extension period', `${extension.months} months`);
  row('Principal outstanding', formatCentsMoney(before.principalCents));
  row('Extension fee', formatCentsMoney(extension.feeCents));
  row('Interest rate from the extension date', `${trimRate(record.extension_rate ?? record.annual_rate)}%`);
  doc.moveDown(1).fontSize(10);
  writeUnicode(
    doc,
    `The lender and the borrower agree that the maturity date of the loan is extended to ${formatUsDate(after.maturityDate)}. ` +
      'The extension fee is due with the next payment. Interest accrues at the rate above from the extension ' +
      'date; every other term of the loan documents remains in force.',
    'regular',
  );
  doc.moveDown(2).fontSize(11);
  writeUnicode(doc, 'Borrower: ______________________________   Date: ____________', 'regular');
  doc.moveDown(1.5);
  writeUnicode(doc, `For ${LENDER_NAME}: ______________________________   Date: ____________`, 'regular');
  doc.end();
  return { pdf: await done, fileName: `Extension Agreement ${loan.human_id} ${number}.pdf` };
};
