import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/model/{id}/set-active: publish the model and recalculate open loans in the background.
const setActive = (modelId: string) => call('postScoringModelByModelIdSetActive', { params: { modelId } });

export const useSetActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActive,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
