import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// PUT /scoring/rule/{id}/update (002 §7).
const updateRule = ({ id, ...body }: { id: string; condition?: string; criteria?: string; score?: number }) =>
  call('putScoringRuleByIdUpdate', { params: { id }, body });

export const useUpdateRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
