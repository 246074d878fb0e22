import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { loanKeys } from './loan-keys';
import { notifyFailure } from '../../../lib/notify-failure';

// Spec 000 §7: PUT /loan/{id}/restore; §8 messages.
const restoreLoan = (id: string) => api.put<unknown>(`/loan/${id}/restore`, {});

export const useRestoreLoan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLoan,
    onSuccess: () => notifications.show({ color: 'green', message: messages.loanRestored }),
    onError: (error) => notifyFailure(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
};
