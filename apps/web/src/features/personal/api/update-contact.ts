import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { personalKeys } from './personal-keys';
import { userEmailQuery } from '../../../lib/personal-area';

// PUT /api/personal/contact/update/{id} (002 §7): first_name, last_name, email.
type ContactUpdatePayload = { first_name: string; last_name: string; email: string };

const updateContact = (input: {
  id: string;
  payload: ContactUpdatePayload;
  /** The version of the record the form was filled from. */
  version: number;
  userEmail: string | null;
}) =>
  api.put(
    `/personal/contact/update/${input.id}`,
    { ...input.payload, version: input.version },
    { query: userEmailQuery(input.userEmail) },
  );

export const useUpdateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.all }),
  });
};
