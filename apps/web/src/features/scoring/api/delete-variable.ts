import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// DELETE /scoring/groups/{id}/delete/variable/{variableId} (002 §7).
const deleteVariable = ({ groupId, variableId }: { groupId: string; variableId: string }) =>
  call('deleteScoringGroupsByIdDeleteVariableByVariableId', { params: { id: groupId, variableId } });

export const useDeleteVariable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVariable,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
