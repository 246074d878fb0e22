import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// DELETE /scoring/models/{modelId}/delete/group/{groupId} (002 §7).
const deleteGroup = (params: { modelId: string; groupId: string }) =>
  call('deleteScoringModelsByModelIdDeleteGroupByGroupId', { params });

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
