import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

// DELETE /api-keys/{id}: revokes the key at once.
const revokeApiKey = (id: string) => api.delete<void>(`/api-keys/${id}`);

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
