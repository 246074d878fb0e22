// The subscription changes: create, delete, rotate the secret, replay a delivery.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

type Secret = { id: string; secret: string };

export const useCreateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { url: string; events: string[] }) => api.post<Secret>('/webhook-subscriptions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useDeleteSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/webhook-subscriptions/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useRotateSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Secret>(`/webhook-subscriptions/${id}/rotate-secret`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useReplayDelivery = (subscriptionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<WebhookDelivery>(`/webhook-subscriptions/${subscriptionId}/deliveries/${deliveryId}/replay`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(subscriptionId) }),
  });
};
