import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { apiKeyKeys } from './api-key-keys';

// POST /api-keys: the answer holds the key, shown once.
// The scopes come from the form's checkboxes (area:read|write); the server refuses another (400).
const createApiKey = ({ name, scopes }: { name: string; scopes: string[] }) =>
  call('postApiKeys', { body: { name, scopes: scopes as ApiKeyScope[] } });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
