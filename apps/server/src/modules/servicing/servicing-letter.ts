// The payoff letter (issue 19 item 8): for a date from today up to 90 days ahead, a PDF with the
// principal, the interest to that date and its per-diem, unpaid fees, suspense held and the total,
// all from the same quote as GET .../payoff, so the letter and the quote never differ.
import PDFDocument from 'pdfkit';
import {
  dayNumber,
  formatCurrency,
  formatDate,
  formatUsDate,
  parseDate,
  servicingMessages as m,
} from '@lending/domain';
import type { Db } from '../../db/client';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';
import { LENDER_NAME } from '../../lib/lender';
import { AppError } from '../../plugins/errors';
import { findLoan, type LoanCaller } from '../../lib/loan-finder';
import { servicingPayoff } from './servicing-payments';
import { todayDate } from './servicing.queries';

const money = (text: string) => formatCurrency(text, { cents: true });

export const payoffLetter = async (db: Db, options: { loanId: string; date?: string; for: LoanCaller }) => {
  const date = options.date ?? formatDate(todayDate());
  const day = dayNumber(parseDate(date)!);
  const today = dayNumber(todayDate());
  if (day < today || day > today + 90) throw new AppError(400, m.payoffLetterDateRange);
  const quote = await servicingPayoff(db, { loanId: options.loanId, date });
  const loan = await findLoan(db, options.loanId, { for: options.for });
  // Printed dates are US dates like every generated document (issue 23 item 6); the file name keeps
  // the sortable YYYY-MM-DD of the API.
  const goodThrough = formatUsDate(quote.date);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: `Payoff Letter - Loan ${loan.human_id}`, Author: LENDER_NAME },
  });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  const row = (label: string, value: string, weight: 'regular' | 'bold' = 'regular') => {
    doc.fontSize(11);
    writeUnicode(doc, `${label}: `, 'bold', { continued: true });
    writeUnicode(doc, value, weight);
  };
  doc.fontSize(14);
  writeUnicode(doc, LENDER_NAME, 'bold', { align: 'center' });
  doc.moveDown(0.3).fontSize(20);
  writeUnicode(doc, 'Payoff Letter', 'bold', { align: 'center' });
  doc.moveDown(1);
  row('Issued', formatUsDate(formatDate(todayDate())));
  row('Loan', `${loan.name} (Loan ${loan.human_id})`);
  row('Good through', goodThrough);
  doc.moveDown(1);
  row('Principal', money(quote.principal));
  row(`Interest to ${goodThrough}`, money(quote.interest));
  if (quote.default_interest !== '0.00')
    row(
      quote.default_since
        ? `Default interest (since ${formatUsDate(quote.default_since)})`
        : 'Default interest',
      money(quote.default_interest),
    );
  row('Unpaid fees', money(quote.fees));
  if (quote.suspense !== '0.00') row('Less funds held in suspense', `-${money(quote.suspense)}`);
  if (quote.interest_reserve !== '0.00')
    row('Less the unused interest reserve', `-${money(quote.interest_reserve)}`);
  doc.moveDown(0.5);
  row('Total payoff amount', money(quote.payoff_amount), 'bold');
  doc.moveDown(1);
  row('Per diem', `${money(quote.per_diem)} for each day after ${goodThrough}`);
  doc.moveDown(1).fontSize(10);
  writeUnicode(
    doc,
    `Funds received on ${goodThrough} in the total payoff amount pay this loan in full. ` +
      'For a later date, add the per diem for each day or request a new letter.',
    'regular',
  );
  doc.end();
  return { pdf: await done, fileName: `Payoff Letter ${loan.human_id} ${quote.date}.pdf`, quote };
};
