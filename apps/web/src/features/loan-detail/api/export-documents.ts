import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// PUT /loan/{id}/export-documents: a background job mails the archive link (spec 000 §2).
const exportDocuments = (id: string) => api.put<unknown>(`/loan/${id}/export-documents`);

export const useExportDocuments = (id: string) => useMutation({ mutationFn: () => exportDocuments(id) });
