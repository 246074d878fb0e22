import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// Spec 000 §7: POST /loan/{id}/add-borrower/{bid}; PUT add-contact/{cid}, remove-borrower/{bid},
// remove-contact/{cid}.
export type LinkChange = { kind: 'borrower' | 'contact'; action: 'add' | 'remove'; entityId: string };

const changeLink = (loanId: string, { kind, action, entityId }: LinkChange) => {
  if (kind === 'borrower')
    return call(action === 'add' ? 'postLoanByIdAddBorrowerByBid' : 'putLoanByIdRemoveBorrowerByBid', {
      params: { id: loanId, bid: entityId },
    });
  return call(action === 'add' ? 'putLoanByIdAddContactByCid' : 'putLoanByIdRemoveContactByCid', {
    params: { id: loanId, cid: entityId },
  });
};

export const useChangeLink = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LinkChange) => changeLink(loanId, change),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};
