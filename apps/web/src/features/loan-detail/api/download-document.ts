import type { DocumentLinks } from '@lending/domain';
import { api } from '../../../lib/api-client';
import type { DocumentKind } from './document-values';

// GET /{kind}/{id}/download: expiring signed links to the generated PDF and DOCX (DESIGN.md §5).
export const getDocumentLinks = (kind: DocumentKind, activityId: string) =>
  api.get<DocumentLinks>(`/${kind}/${activityId}/download`);
