import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateLoan } from '../../../lib/loan-queries';

// Spec 000 §7: POST /loan/{id}/add-borrower/{bid}; PUT add-contact/{cid}, remove-borrower/{bid},
// remove-contact/{cid}.
export type LinkChange = { kind: 'borrower' | 'contact'; action: 'add' | 'remove'; entityId: string };

const changeLink = (loanId: string, { kind, action, entityId }: LinkChange) => {
  const path = `/loan/${loanId}/${action}-${kind}/${entityId}`;
  return kind === 'borrower' && action === 'add' ? api.post<unknown>(path) : api.put<unknown>(path);
};

export const useChangeLink = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LinkChange) => changeLink(loanId, change),
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};
