import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/variable/add (002 §7).
const addVariable = (body: {
  group_id: string;
  name: string;
  math_function: string;
  children: Array<{ table: string; uuid: string }>;
}) => call('postScoringVariableAdd', { body });

export const useAddVariable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVariable,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
