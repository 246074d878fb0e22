// The subscription changes: create, delete, rotate the secret, replay a delivery.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEventType } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { webhookKeys } from './webhook-keys';

export const useCreateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // The events come from the event-types list; the server refuses another (400).
    mutationFn: ({ url, events }: { url: string; events: string[] }) =>
      call('postWebhookSubscriptions', { body: { url, events: events as WebhookEventType[] } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useDeleteSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteWebhookSubscriptionsById', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useRotateSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('postWebhookSubscriptionsByIdRotateSecret', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useReplayDelivery = (subscriptionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      call('postWebhookSubscriptionsByIdDeliveriesByDeliveryIdReplay', {
        params: { id: subscriptionId, deliveryId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(subscriptionId) }),
  });
};
