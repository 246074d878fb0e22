// The downloadable liquidity report of a bank connection (issue 4 §6): a one-page PDF with the
// institution, each account's balances and the liquidity figure (cash-like accounts only).
import PDFDocument from 'pdfkit';
import { formatCurrency } from '@lending/domain';
import type { LiquidityReport } from '../../integrations/plaid/plaid';

/** Balances with their cents, by the one formatting module (issue 23 item 6). */
const usd = (value: number | null): string => formatCurrency(value, { cents: true });

export type ReportHeader = { borrowerName: string; loanName: string | null };

export const renderLiquidityPdf = (report: LiquidityReport, header: ReportHeader): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: 'Liquidity Verification', Author: 'Lending' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(18).text('Liquidity Verification', { continued: false });
    if (report.mode === 'sandbox')
      doc.fontSize(10).fillColor('#b45309').text('SANDBOX DATA - not a real bank account').fillColor('black');
    doc.moveDown(0.5).fontSize(10);
    doc.text(`Borrower: ${header.borrowerName}`);
    if (header.loanName) doc.text(`Loan: ${header.loanName}`);
    doc.text(`Institution: ${report.institution?.name ?? 'Unknown institution'}`);
    doc.text(`Retrieved: ${new Date(report.retrieved_epoch * 1000).toUTCString()}`);
    doc.moveDown();

    // Account, type, available, current, counts toward liquidity; each row as tall as its tallest cell.
    const columns = [54, 230, 340, 430, 510, 560];
    const row = (cells: string[], bold = false) => {
      const top = doc.y;
      let bottom = top;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      cells.forEach((cell, index) => {
        doc.text(cell, columns[index]!, top, { width: columns[index + 1]! - columns[index]! - 8 });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 4;
    };
    row(['Account', 'Type', 'Available', 'Current', 'Counts'], true);
    for (const account of report.accounts) {
      const isLiquid = account.type === 'depository' || account.type === 'investment';
      row([
        `${account.name}${account.mask ? ` ••${account.mask}` : ''}`,
        account.subtype ?? account.type,
        usd(account.balances.available),
        usd(account.balances.current),
        isLiquid ? 'yes' : 'no',
      ]);
    }
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Total liquidity: ${usd(report.total_liquidity)}`, 54);
    doc
      .font('Helvetica')
      .fontSize(8)
      .moveDown()
      .text(
        'Liquidity counts checking, savings, CD, money market and investment accounts at their available balance (current when none is reported). Credit and loan accounts are excluded.',
      );
    doc.end();
  });
