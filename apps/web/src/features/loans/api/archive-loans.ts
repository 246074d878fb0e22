import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { loanKeys } from './loan-keys';

// Spec 000 §2/§7: the bulk archive sends one PUT /loan/{id}/archive with an empty body per loan.
export const archiveLoan = (id: string) => api.put<unknown>(`/loan/${id}/archive`, {});

export const useArchiveLoans = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map(archiveLoan));
      if (results.some((result) => result.status === 'rejected')) throw new Error('archive failed');
    },
    onSuccess: () => notifications.show({ color: 'green', message: messages.loanArchived }),
    onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
};
