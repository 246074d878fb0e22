import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { webhookKeys } from './webhook-keys';

// GET /webhook-subscriptions (admin)
const getSubscriptions = () => call('getWebhookSubscriptions', {});

export const useSubscriptions = () => useQuery({ queryKey: webhookKeys.all, queryFn: getSubscriptions });
