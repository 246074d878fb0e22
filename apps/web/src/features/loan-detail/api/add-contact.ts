import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddContactBody } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';
import { invalidateLoan } from '../../../lib/loan-queries';

// POST /contact/add (002 §7) returning contact_id, then PUT /loan/{id}/add-contact/{cid} (000 §7).
const addContact = (body: AddContactBody) => call('postContactAdd', { body });

export const useAddContactToLoan = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddContactBody) => {
      const { contact_id } = await addContact(body);
      await call('putLoanByIdAddContactByCid', { params: { id: loanId, cid: contact_id } });
      return contact_id;
    },
    onSuccess: () => invalidateLoan(queryClient, loanId),
  });
};

// GET /contact/allowed-types (002 §7).
export const useContactTypes = () =>
  useQuery({
    queryKey: [...loanDetailKeys.all, 'contact-types'],
    queryFn: () => call('getContactAllowedTypes', {}),
  });
