import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { policyKeys } from './policy-keys';

// GET /policies: the investment policy's requirements and its version (001 §3 Policy analysis).
const getPolicy = () => call('getPolicies', {});

export const usePolicy = () => useQuery({ queryKey: policyKeys.policy, queryFn: getPolicy, retry: false });
