import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { apiKeyKeys } from './api-key-keys';

// DELETE /api-keys/{id}: revokes the key at once.
const revokeApiKey = (id: string) => call('deleteApiKeysById', { params: { id } });

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
