import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { apiKeyKeys } from './api-key-keys';

// PATCH /api-keys/{id}
const renameApiKey = ({ id, name }: { id: string; name: string }) =>
  call('patchApiKeysById', { params: { id }, body: { name } });

export const useRenameApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
};
