import type { PolicyResponse } from '@lending/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { policyKeys } from './policy-keys';

// GET /policies: the investment policy's requirements and its version (001 §3 Policy analysis).
const getPolicy = () => api.get<PolicyResponse>('/policies');

export const usePolicy = () => useQuery({ queryKey: policyKeys.policy, queryFn: getPolicy, retry: false });
