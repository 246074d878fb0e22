import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, Endpoints } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { scoringKeys } from './scoring-keys';

// POST /scoring/groups/add (002 §7).
const addGroup = (body: EndpointInput<Endpoints['postScoringGroupsAdd']>['body']) =>
  call('postScoringGroupsAdd', { body });

export const useAddGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroup,
    // The model and its groups are fetched again after every change (002 §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringKeys.all }),
  });
};
