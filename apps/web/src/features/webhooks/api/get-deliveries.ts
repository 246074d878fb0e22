import { call } from '../../../lib/contract-client';
import { usePagedList } from '../../../lib/use-paged-list';
import { webhookKeys } from './webhook-keys';

// GET /webhook-subscriptions/{id}/deliveries: newest first, 50 a page ({ items, next_cursor });
// the loaded pages are refreshed while any delivery is pending.
const PAGE_SIZE = 50;

export const useDeliveries = (id: string) =>
  usePagedList({
    queryKey: webhookKeys.deliveries(id),
    fetchPage: async (cursor, signal) => {
      const page = await call(
        'getWebhookSubscriptionsByIdDeliveries',
        { params: { id }, query: { limit: PAGE_SIZE, cursor } },
        { signal },
      );
      return { items: page.items, next: page.next_cursor ?? null };
    },
    refetchInterval: (items) => (items.some((delivery) => delivery.status === 'pending') ? 2000 : 10_000),
  });
