// 'download report' (000 §4): the normalised report as a PDF, drawn with pdfkit as the liquidity
// report and the generated documents are. Sandbox reports say so on the page.
import PDFDocument from 'pdfkit';
import { formatFieldValue, type ReportResponse } from '@lending/domain';

export const renderReportPdf = (report: ReportResponse, header: { loanName: string }): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      info: { Title: report.reportType, Author: 'Lending' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(report.reportType);
    if (report.is_sandbox)
      doc.fontSize(10).fillColor('#b45309').text('SANDBOX DATA - not from the vendor').fillColor('black');
    doc.moveDown(0.5).fontSize(10);
    doc.text(`Loan: ${header.loanName}`);
    doc.text(`Source: ${report.source}${report.pull_option ? ` (${report.pull_option} pull)` : ''}`);
    if (report.updated_epoch) doc.text(`Received: ${new Date(report.updated_epoch * 1000).toUTCString()}`);
    for (const section of report.res ?? []) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(section.title, 54);
      doc.font('Helvetica').fontSize(9);
      for (const item of section.items) {
        const top = doc.y;
        doc.text(item.label, 54, top, { width: 220 });
        const left = doc.y;
        doc.text(formatFieldValue(item.key, item.value, item.label), 280, top, { width: 160 });
        const middle = doc.y;
        doc.text(
          item.confidence_level === null || item.confidence_level === undefined
            ? ''
            : `confidence ${item.confidence_level}/10`,
          450,
          top,
          { width: 110 },
        );
        doc.y = Math.max(left, middle, doc.y);
        if (item.note || item.quote)
          doc
            .fillColor('#555555')
            .text([item.note, item.quote ? `"${item.quote}"` : null].filter(Boolean).join('  '), 66, doc.y, {
              width: 490,
            })
            .fillColor('black');
        doc.y += 3;
      }
    }
    doc.end();
  });
