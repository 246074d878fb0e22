import { call } from '../../../lib/contract-client';

// The cited document's pages with word boxes, to highlight the quote on the page image.
export const getCitedPages = (loanId: string, documentId: string) =>
  call('getLoanByIdDocumentByDocumentIdPages', { params: { id: loanId, documentId } });
