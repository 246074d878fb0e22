import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/model/{id}/set-active: publish the model and recalculate open loans in the background.
const setActive = (modelId: string): Promise<unknown> =>
  api.post<unknown>(`/scoring/model/${modelId}/set-active`, {});

export const useSetActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActive,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
