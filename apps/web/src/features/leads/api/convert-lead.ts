import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { leadKeys } from './lead-keys';

const convertLead = (id: string) => call('postLeadConvert', { params: { id } });

export const useConvertLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
};
