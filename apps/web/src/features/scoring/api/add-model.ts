import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/models/add: Save as a new model (a copy of the one shown).
const addModel = (body: {
  name: string;
  copy_from?: string;
}): Promise<{ score_model_id: string; name: string }> =>
  api.post<{ score_model_id: string; name: string }>(`/scoring/models/add`, body);

export const useAddModel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addModel,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
