import { useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

// GET /api-keys (admin): the keys, without key material.
const getApiKeys = () => api.get<{ items: ApiKey[] }>('/api-keys');

export const useApiKeys = () => useQuery({ queryKey: apiKeyKeys.all, queryFn: getApiKeys });
