import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// PUT /scoring/groups/rename/{id}?new_name= (002 §7).
const renameGroup = ({ id, name }: { id: string; name: string }) =>
  call('putScoringGroupsRenameById', { params: { id }, query: { new_name: name } });

export const useRenameGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameGroup,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
