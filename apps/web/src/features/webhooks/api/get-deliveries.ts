import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { webhookKeys } from './webhook-keys';

// GET /webhook-subscriptions/{id}/deliveries: newest first; refreshed while any is pending.
const getDeliveries = (id: string) =>
  call('getWebhookSubscriptionsByIdDeliveries', { params: { id }, query: { limit: 50 } });

export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => getDeliveries(id),
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 2000 : 10_000,
  });
