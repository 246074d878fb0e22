import { useQuery } from '@tanstack/react-query';
import type { WebhookSubscription } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

// GET /webhook-subscriptions (admin)
const getSubscriptions = () => api.get<{ items: WebhookSubscription[] }>('/webhook-subscriptions');

export const useSubscriptions = () => useQuery({ queryKey: webhookKeys.all, queryFn: getSubscriptions });
