import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// DELETE /scoring/variable/{id}/delete/rule/{ruleId} (002 §7).
const deleteRule = ({ variableId, ruleId }: { variableId: string; ruleId: string }): Promise<unknown> =>
  api.delete<unknown>(`/scoring/variable/${variableId}/delete/rule/${ruleId}`);

export const useDeleteRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
