import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

// PATCH /api-keys/{id}
const renameApiKey = ({ id, name }: { id: string; name: string }) =>
  api.patch<ApiKey>(`/api-keys/${id}`, { name });

export const useRenameApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
