import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

const declineLead = ({ id, reason }: { id: string; reason: string }): Promise<unknown> =>
  api.post(`/leads/${id}/decline`, { reason });

export const useDeclineLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
};
