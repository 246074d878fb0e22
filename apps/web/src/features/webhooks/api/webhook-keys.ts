// Query keys of the webhooks feature.
export const webhookKeys = {
  all: ['webhook-subscriptions'] as const,
  deliveries: (id: string) => [...webhookKeys.all, id, 'deliveries'] as const,
};
