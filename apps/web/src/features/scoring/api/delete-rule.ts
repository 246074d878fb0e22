import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// DELETE /scoring/variable/{id}/delete/rule/{ruleId} (002 §7).
const deleteRule = ({ variableId, ruleId }: { variableId: string; ruleId: string }) =>
  call('deleteScoringVariableByIdDeleteRuleByRuleId', { params: { id: variableId, ruleId } });

export const useDeleteRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
