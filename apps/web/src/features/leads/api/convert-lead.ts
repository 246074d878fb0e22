import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Lead } from './get-leads';
import { leadKeys } from './lead-keys';

type ConvertLeadResult = {
  lead: Lead;
  loan_id: string;
  human_id: string;
  borrower_id: string;
  contact_id: string | null;
  invited: string[];
};

const convertLead = (id: string): Promise<ConvertLeadResult> =>
  api.post<ConvertLeadResult>(`/leads/${id}/convert`, {});

export const useConvertLead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
};
