// The credit memo as a PDF (pdfkit, the generated documents' Noto fonts so any name prints).
import PDFDocument from 'pdfkit';
import { pdfBuffer, registerUnicodeFonts, writeUnicode } from '../../lib/pdf-writer';
import type { MemoLine, MemoModel } from './memo-model';

export const renderMemoPdf = async (model: MemoModel): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${model.title} - ${model.loan_name}`, Author: model.lender },
  });
  const done = pdfBuffer(doc);
  registerUnicodeFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** A paragraph; `indent` shifts every line of it, not only the first. */
  const write = (
    text: string,
    weight: 'regular' | 'bold',
    size: number,
    options: { indent?: number; align?: 'center' } = {},
  ) => {
    const indent = options.indent ?? 0;
    doc.fontSize(size);
    doc.x = left + indent;
    writeUnicode(doc, text, weight, { width: width - indent, align: options.align });
    doc.x = left;
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    write(text, 'bold', 13);
    doc.moveDown(0.2);
  };
  const line = ({ label, value, source }: MemoLine) => {
    doc.fontSize(9.5);
    doc.x = left;
    writeUnicode(doc, `${label}: `, 'bold', { continued: true, width });
    writeUnicode(doc, value, 'regular', { width });
    if (source) {
      doc.fillColor('#555555');
      write(`Source: ${source}`, 'regular', 8, { indent: 12 });
      doc.fillColor('black');
    }
  };
  const list = (lines: MemoLine[], empty: string) =>
    lines.length ? lines.forEach(line) : write(empty, 'regular', 9.5);

  write(model.lender, 'bold', 12, { align: 'center' });
  write(model.title, 'bold', 20, { align: 'center' });
  doc.moveDown(0.3);
  write(`${model.loan_name} (loan ${model.loan_number}) - ${model.date}`, 'regular', 10, { align: 'center' });

  heading('Loan summary');
  list(model.summary, 'No loan data.');

  heading(`Score: ${model.score.total}`);
  list(model.score.lines, 'No score details.');

  heading('Exceptions');
  if (model.exceptions.length)
    model.exceptions.forEach((text) => write(`- ${text}`, 'regular', 9.5, { indent: 8 }));
  else write('None: every value read meets the policy.', 'regular', 9.5);

  heading('Policy analysis');
  if (!model.policy.length) write('No policy requirements are set.', 'regular', 9.5);
  for (const table of model.policy) {
    write(table.title, 'bold', 10.5);
    for (const row of table.rows) {
      write(`${row.label} (requirement: ${row.requirement})`, 'bold', 9.5, { indent: 8 });
      write(`Based on borrower: ${row.borrower}`, 'regular', 9, { indent: 18 });
      write(`Based on external system: ${row.external}`, 'regular', 9, { indent: 18 });
    }
    doc.moveDown(0.3);
  }

  heading('Insights');
  list(model.insights, 'No insights.');

  heading('Report summaries');
  if (!model.reports.length) write('No reports received.', 'regular', 9.5);
  for (const report of model.reports) {
    write(report.title, 'bold', 10.5);
    report.lines.forEach((l) => line({ label: l.label, value: l.value }));
    doc.moveDown(0.3);
  }

  heading('Key data points and their sources');
  list(model.data_points, 'No data points read yet.');

  doc.end();
  return done;
};
