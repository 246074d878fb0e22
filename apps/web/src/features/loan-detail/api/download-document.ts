import type { DocumentLinks } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { DOCUMENT_CALLS } from './document-calls';
import type { DocumentKind } from './document-values';

// GET /{kind}/{id}/download: expiring signed links to the generated PDF and DOCX (DESIGN.md §5).
export const getDocumentLinks = (kind: DocumentKind, activityId: string): Promise<DocumentLinks> =>
  call(DOCUMENT_CALLS[kind].download, { params: { id: activityId } });
