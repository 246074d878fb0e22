// The PDF of a generated document (issue 20 item 4): the filled DOCX template converted by the
// kernel's PdfConverter (LibreOffice), so a template edited in the product shows in its PDF. When
// LibreOffice is missing or fails, the model is drawn in the standard layout with a line saying so,
// and the generation records `pdf_layout: 'standard'` (answered with the document's links).
import type { PdfLayout } from '@lending/domain';
import { PdfConversionError, type PdfConverter } from '../../lib/pdf-converter';
import type { DocumentModel } from './model';
import { renderStandardPdf } from './standard-pdf';

export const STANDARD_LAYOUT_NOTICE =
  "This PDF uses the standard layout; the lender's template could not be converted.";

export const renderDocumentPdf = async (
  converter: PdfConverter,
  input: { docx: Buffer; model: DocumentModel },
): Promise<{ pdf: Buffer; layout: PdfLayout; problem?: string }> => {
  try {
    return { pdf: await converter.convert(input.docx), layout: 'template' };
  } catch (error) {
    if (!(error instanceof PdfConversionError)) throw error;
    const pdf = await renderStandardPdf(input.model, { notice: STANDARD_LAYOUT_NOTICE });
    return { pdf, layout: 'standard', problem: error.message };
  }
};
