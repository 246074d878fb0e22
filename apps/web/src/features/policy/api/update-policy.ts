import type { PolicyUpdate } from '@lending/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { policyKeys } from './policy-keys';

// PUT /policies {version, requirements}: a stale version is refused with 409.
const updatePolicy = (body: PolicyUpdate) => call('putPolicies', { body });

export const useUpdatePolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePolicy,
    onSuccess: (policy) => {
      queryClient.setQueryData(policyKeys.policy, policy);
      // Every loan's analysis reads the policy: drop the cached tables.
      void queryClient.invalidateQueries({ queryKey: ['loan-detail'] });
    },
  });
};
