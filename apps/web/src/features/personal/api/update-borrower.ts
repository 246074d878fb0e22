import type { borrowerUpdateSchema } from '@lending/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/contract-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery } from '../../../lib/personal-area';

// PUT /api/personal/borrower/update/{id} (002 §7): the borrower edit payload (the domain's
// contract, as the server checks it); ssn only when edited.
export type BorrowerUpdatePayload = z.input<typeof borrowerUpdateSchema>;

const updateBorrower = (input: {
  id: string;
  payload: BorrowerUpdatePayload;
  /** The version of the record the form was filled from. */
  version: number;
  userEmail: string | null;
}) =>
  call('putPersonalBorrowerUpdateById', {
    params: { id: input.id },
    query: userEmailQuery(input.userEmail),
    body: { ...input.payload, version: input.version },
  });

export const useUpdateBorrower = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBorrower,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.all }),
  });
};
