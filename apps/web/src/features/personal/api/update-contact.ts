import type { contactUpdateSchema } from '@lending/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/contract-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery } from '../../../lib/personal-area';

// PUT /api/personal/contact/update/{id} (002 §7): first_name, last_name, email.
type ContactUpdatePayload = z.input<typeof contactUpdateSchema>;

const updateContact = (input: {
  id: string;
  payload: ContactUpdatePayload;
  /** The version of the record the form was filled from. */
  version: number;
  userEmail: string | null;
}) =>
  call('putPersonalContactUpdateById', {
    params: { id: input.id },
    query: userEmailQuery(input.userEmail),
    body: { ...input.payload, version: input.version },
  });

export const useUpdateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.all }),
  });
};
