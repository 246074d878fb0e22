import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/models/add: Save as a new model (a copy of the one shown).
const addModel = (body: { name: string; copy_from?: string }) => call('postScoringModelsAdd', { body });

export const useAddModel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addModel,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
