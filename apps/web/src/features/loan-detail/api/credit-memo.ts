import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

// POST /loan/{id}/credit-memo (issue 23 item 7): the memo's PDF and DOCX, as fresh signed links.
const generateCreditMemo = (id: string) => call('postLoanByIdCreditMemo', { params: { id } });

export const useCreditMemo = (id: string) => useMutation({ mutationFn: () => generateCreditMemo(id) });
