import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// DELETE /scoring/models/{modelId}/delete/group/{groupId} (002 §7).
const deleteGroup = ({ modelId, groupId }: { modelId: string; groupId: string }): Promise<unknown> =>
  api.delete<unknown>(`/scoring/models/${modelId}/delete/group/${groupId}`);

export const useDeleteGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
