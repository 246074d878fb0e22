import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedApiKey } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

// POST /api-keys: the answer holds the key, shown once.
const createApiKey = (body: { name: string; scopes: string[] }) => api.post<CreatedApiKey>('/api-keys', body);

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
