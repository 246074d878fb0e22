import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/variable/{id}/add/rule (002 §7).
const addRule = ({
  variableId,
  ...body
}: {
  variableId: string;
  condition: string;
  criteria: string;
  score: number;
}) => call('postScoringVariableByIdAddRule', { params: { id: variableId }, body });

export const useAddRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRule,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
