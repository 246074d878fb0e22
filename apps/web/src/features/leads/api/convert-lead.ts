import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ConvertLeadResult } from '@lending/domain';
import { leadKeys } from './lead-keys';

const convertLead = (id: string): Promise<ConvertLeadResult> =>
  api.post<ConvertLeadResult>(`/leads/${id}/convert`, {});

export const useConvertLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
};
