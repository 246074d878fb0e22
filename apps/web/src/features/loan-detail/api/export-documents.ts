import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

// PUT /loan/{id}/export-documents: a background job mails the archive link (spec 000 §2).
const exportDocuments = (id: string) => call('putLoanByIdExportDocuments', { params: { id } });

export const useExportDocuments = (id: string) => useMutation({ mutationFn: () => exportDocuments(id) });
