import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// PUT /scoring/variable/{id}/update (002 §7).
const updateVariable = ({
  id,
  ...body
}: {
  id: string;
  name?: string;
  math_function?: string;
  children?: Array<{ table: string; uuid: string }>;
}) => call('putScoringVariableByIdUpdate', { params: { id }, body });

export const useUpdateVariable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVariable,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
