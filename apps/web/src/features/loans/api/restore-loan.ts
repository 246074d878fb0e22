import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { loanKeys } from './loan-keys';
import { notifyFailure } from '../../../lib/notify-failure';

// Spec 000 §7: PUT /loan/{id}/restore; §8 messages.
const restoreLoan = (id: string) => call('putLoanByIdRestore', { params: { id } });

export const useRestoreLoan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLoan,
    onSuccess: () => notifications.show({ color: 'green', message: messages.loanRestored }),
    onError: (error) => notifyFailure(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKeys.all }),
  });
};
