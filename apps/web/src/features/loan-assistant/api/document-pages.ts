import type { DocumentPages } from '@lending/domain';
import { api } from '../../../lib/api-client';

// The cited document's pages with word boxes, to highlight the quote on the page image.
export const getCitedPages = (loanId: string, documentId: string) =>
  api.get<DocumentPages>(`/loan/${loanId}/document/${documentId}/pages`);
