import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/groups/add (002 §7).
const addGroup = (body: { name: string; category: string; model_id: string }): Promise<unknown> =>
  api.post<unknown>(`/scoring/groups/add`, body);

export const useAddGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroup,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
