import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { apiKeyKeys } from './api-key-keys';

// GET /api-keys (admin): the keys, without key material.
const getApiKeys = () => call('getApiKeys', {});

export const useApiKeys = () => useQuery({ queryKey: apiKeyKeys.all, queryFn: getApiKeys });
