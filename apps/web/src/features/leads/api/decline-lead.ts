import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { leadKeys } from './lead-keys';

const declineLead = ({ id, reason }: { id: string; reason: string }) =>
  call('postLeadDecline', { params: { id }, body: { reason } });

export const useDeclineLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
};
