// DOCX generation (DESIGN.md §5): an editable Word template with {placeholders} filled by
// docxtemplater. The default templates are built here (and committed as files by
// templates/build-templates.ts) so an admin can download one, edit it in Word and upload it back.
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { zipProblem } from '../../integrations/storage/file-safety';
import type { DocumentModel } from './model';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Run = { text: string; bold?: boolean; size?: number };

const paragraph = (runs: Run[], options: { center?: boolean; spaceAfter?: number } = {}): string => {
  const props = [
    options.center ? '<w:jc w:val="center"/>' : '',
    `<w:spacing w:after="${options.spaceAfter ?? 120}"/>`,
  ].join('');
  const body = runs
    .map((run) => {
      const runProps = [run.bold ? '<w:b/>' : '', run.size ? `<w:sz w:val="${run.size}"/>` : ''].join('');
      return `<w:r>${runProps ? `<w:rPr>${runProps}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(run.text)}</w:t></w:r>`;
    })
    .join('');
  return `<w:p><w:pPr>${props}</w:pPr>${body}</w:p>`;
};

const labelled = (label: string, placeholder: string): string =>
  paragraph([{ text: `${label}: `, bold: true }, { text: `{${placeholder}}` }]);

/** The default template of a document kind: every placeholder the model offers, in a plain layout. */
export const buildDefaultTemplate = (): Buffer => {
  const body = [
    paragraph([{ text: '{lender}', bold: true, size: 28 }], { center: true }),
    paragraph([{ text: '{title}', bold: true, size: 36 }], { center: true, spaceAfter: 240 }),
    labelled('Date', 'date'),
    labelled('Loan', 'loan_name'),
    labelled('Loan Number', 'loan_number'),
    labelled('Borrower', 'borrower_name'),
    labelled('Borrower Email', 'borrower_email'),
    labelled('Property Address', 'property_address'),
    labelled('Loan Amount', 'loan_amount'),
    labelled('Interest Rate', 'interest_rate'),
    labelled('Term', 'duration'),
    labelled('Purpose', 'purpose'),
    paragraph([{ text: 'Terms', bold: true, size: 26 }], { spaceAfter: 120 }),
    paragraph([{ text: '{#terms}' }], { spaceAfter: 0 }),
    paragraph([{ text: '{label}: ', bold: true }, { text: '{value}' }]),
    paragraph([{ text: '{/terms}' }], { spaceAfter: 0 }),
    paragraph([{ text: 'Signatures', bold: true, size: 26 }], { spaceAfter: 240 }),
    paragraph([{ text: '{#signers}' }], { spaceAfter: 0 }),
    paragraph([{ text: '{role}: ', bold: true }, { text: '______________________________' }], {
      spaceAfter: 60,
    }),
    paragraph([{ text: '{name}' }, { text: '    Date: ______________' }], { spaceAfter: 240 }),
    paragraph([{ text: '{/signers}' }], { spaceAfter: 0 }),
  ].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', document);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
};

export class TemplateError extends Error {}

/** Fills a template; a template that is not a valid DOCX or has broken tags raises TemplateError. */
export const renderDocx = (template: Buffer, model: DocumentModel): Buffer => {
  const bomb = zipProblem(template);
  if (bomb) throw new TemplateError(bomb);
  try {
    const doc = new Docxtemplater(new PizZip(template), {
      paragraphLoop: true,
      linebreaks: true,
      nullGetter: () => 'N/A',
    });
    doc.render(model);
    return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
  } catch (error) {
    throw new TemplateError(`The document template could not be filled: ${(error as Error).message}`);
  }
};

/** The visible text of a DOCX (for checks and search): the runs of word/document.xml in order. */
export const docxText = (file: Buffer): string => {
  const bomb = zipProblem(file);
  if (bomb) throw new TemplateError(bomb);
  const xml = new PizZip(file).file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
};

/** An upload replacing a template must be a DOCX docxtemplater can open and fill. */
export const validateTemplate = (file: Buffer, sample: DocumentModel): void => {
  renderDocx(file, sample);
};
