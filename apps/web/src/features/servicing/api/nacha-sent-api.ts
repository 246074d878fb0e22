// Recording the day's NACHA file as sent to the bank (issue 19 item 4; POST
// /api/servicing/ach/nacha/sent): who sent it, when and the file's SHA-256 come back in the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

export const useMarkNachaSent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call('postServicingAchNachaSent', { body: { date } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicing'] }),
  });
};
