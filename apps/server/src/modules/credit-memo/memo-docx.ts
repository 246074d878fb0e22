// The credit memo as an editable DOCX: a Word template with docxtemplater loops (the policy
// tables are Word tables, one row per requirement) filled from the same model as the PDF.
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { MemoModel } from './memo-model';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

type Run = { text: string; bold?: boolean; size?: number };
const run = ({ text, bold, size }: Run): string => {
  const props = `${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/>` : ''}`;
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
};
const p = (runs: Run[], options: { center?: boolean; after?: number } = {}): string =>
  `<w:p><w:pPr>${options.center ? '<w:jc w:val="center"/>' : ''}<w:spacing w:after="${options.after ?? 80}"/></w:pPr>${runs.map(run).join('')}</w:p>`;
const heading = (text: string) => p([{ text, bold: true, size: 26 }], { after: 120 });
const loopLines = (name: string, withSource = false) =>
  [
    p([{ text: `{#${name}}` }], { after: 0 }),
    p([{ text: '{label}: ', bold: true }, { text: '{value}' }], { after: withSource ? 0 : 60 }),
    ...(withSource ? [p([{ text: '{#source}Source: {source}{/source}', size: 16 }])] : []),
    p([{ text: `{/${name}}` }], { after: 0 }),
  ].join('');

const tc = (text: string, bold = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="2340" w:type="dxa"/></w:tcPr>${p([{ text, bold, size: 18 }], { after: 0 })}</w:tc>`;
const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;
const policyTable = (): string =>
  [
    `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr>`,
    '<w:tblGrid><w:gridCol w:w="2340"/><w:gridCol w:w="2340"/><w:gridCol w:w="2340"/><w:gridCol w:w="2340"/></w:tblGrid>',
    `<w:tr>${tc('Investment Policy', true)}${tc('Based on Borrower', true)}${tc('Based on External System', true)}${tc('Requirement', true)}</w:tr>`,
    `<w:tr>${tc('{#rows}{label}')}${tc('{borrower}')}${tc('{external}')}${tc('{requirement}{/rows}')}</w:tr>`,
    '</w:tbl>',
  ].join('');

const template = (): Buffer => {
  const body = [
    p([{ text: '{lender}', bold: true, size: 24 }], { center: true }),
    p([{ text: '{title}', bold: true, size: 40 }], { center: true }),
    p([{ text: '{loan_name} (loan {loan_number}) - {date}' }], { center: true, after: 240 }),
    heading('Loan summary'),
    loopLines('summary'),
    heading('Score: {score_total}'),
    loopLines('score_lines'),
    heading('Exceptions'),
    p([{ text: '{#exceptions}- {text}{/exceptions}' }]),
    p([{ text: '{^exceptions}None: every value read meets the policy.{/exceptions}' }]),
    heading('Policy analysis'),
    p([{ text: '{#policy}' }], { after: 0 }),
    p([{ text: '{title}', bold: true }]),
    policyTable(),
    p([{ text: '{/policy}' }], { after: 120 }),
    heading('Insights'),
    loopLines('insights'),
    heading('Report summaries'),
    p([{ text: '{#reports}' }], { after: 0 }),
    p([{ text: '{title}', bold: true }]),
    loopLines('lines'),
    p([{ text: '{/reports}' }], { after: 0 }),
    heading('Key data points and their sources'),
    loopLines('data_points', true),
  ].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', document);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
};

export const renderMemoDocx = (model: MemoModel): Buffer => {
  const doc = new Docxtemplater(new PizZip(template()), {
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => '',
  });
  doc.render({
    ...model,
    score_total: model.score.total,
    score_lines: model.score.lines,
    exceptions: model.exceptions.map((text) => ({ text })),
  });
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
};
