import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataPointUpdate } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { loanDocumentsKeys } from './loan-documents-keys';

// PUT /data-point/update (001 §7): the returned points replace the local ones; the list is refetched.
const updateDataPoints = (updates: DataPointUpdate) => call('putDataPointUpdate', { body: updates });

export const useUpdateDataPoints = (loanId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanDocumentsKeys.documents(loanId) }),
  });
};
