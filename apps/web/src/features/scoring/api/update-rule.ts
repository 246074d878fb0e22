import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// PUT /scoring/rule/{id}/update (002 §7).
const updateRule = ({
  id,
  ...body
}: {
  id: string;
  condition?: string;
  criteria?: string;
  score?: number;
}): Promise<unknown> => api.put<unknown>(`/scoring/rule/${id}/update`, body);

export const useUpdateRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
