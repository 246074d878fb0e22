import type { CreditMemoResponse } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /loan/{id}/credit-memo (issue 23 item 7): the memo's PDF and DOCX, as fresh signed links.
const generateCreditMemo = (id: string) => api.post<CreditMemoResponse>(`/loan/${id}/credit-memo`);

export const useCreditMemo = (id: string) => useMutation({ mutationFn: () => generateCreditMemo(id) });
