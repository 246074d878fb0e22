import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddActivityBody } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { activitiesKeys } from './activities-keys';

// POST /activity: the Add Activity modal (002 §2.7), validated by the domain's addActivitySchema.
type CreateActivityBody = AddActivityBody;

const createActivity = (body: CreateActivityBody) => call('postActivity', { body });

export const useCreateActivity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activitiesKeys.all }),
  });
};
