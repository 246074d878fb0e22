import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { webhookEventTypes } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { notifyFailure } from '../../../lib/notify-failure';
import { useSubscriptions } from '../api/get-subscriptions';
import { useCreateSubscription, useDeleteSubscription, useRotateSecret } from '../api/mutate-subscriptions';
import { DeliveriesLog } from './deliveries-log';
import { SecretModal } from './secret-modal';

const EVENT_OPTIONS = webhookEventTypes.map((type) => ({ value: type, label: type }));

/** Signed webhook subscriptions (issue 22): subscribe a URL to events, rotate, delete, see deliveries. */
export const WebhooksPanel = () => {
  const subscriptions = useSubscriptions();
  const create = useCreateSubscription();
  const remove = useDeleteSubscription();
  const rotate = useRotateSecret();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [secret, setSecret] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = subscriptions.data?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const onCreate = () =>
    create.mutate(
      { url, events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setSelectedId(created.id);
          setUrl('');
          setEvents([]);
        },
        onError: (error) => notifyFailure(error),
      },
    );

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Webhooks
      </Title>
      <Text size="sm" c="dimmed">
        Each delivery is signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) and
        retried with growing delays for over 24 hours until your endpoint answers 2xx.
      </Text>
      <Paper withBorder p="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Endpoint URL"
            placeholder="https://example.com/webhooks/lending"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            style={{ flex: '2 1 280px' }}
          />
          <MultiSelect
            label="Events"
            data={EVENT_OPTIONS}
            value={events}
            onChange={setEvents}
            searchable
            placeholder="Choose events"
            style={{ flex: '3 1 320px' }}
          />
          <Button onClick={onCreate} loading={create.isPending} disabled={!url || events.length === 0}>
            Subscribe
          </Button>
        </Group>
      </Paper>
      {subscriptions.isPending && <Loading />}
      {subscriptions.isError && <ErrorWithRefetch onRetry={() => void subscriptions.refetch()} />}
      {subscriptions.isSuccess && items.length === 0 && <EmptyState text="No subscriptions yet" />}
      {items.length > 0 && (
        <Paper withBorder>
          <ScrollArea>
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>URL</Table.Th>
                  <Table.Th>Events</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid="subscription-row">
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {item.url}
                      </Text>
                      {item.previous_secret_until_epoch && (
                        <Badge size="xs" color="yellow">
                          Previous secret still signs
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{item.events.join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setSelectedId(item.id)}>
                          Deliveries
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            rotate.mutate(item.id, {
                              onSuccess: (r) => setSecret(r.secret),
                              onError: (e) => notifyFailure(e),
                            })
                          }
                        >
                          Rotate secret
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => remove.mutate(item.id, { onError: (e) => notifyFailure(e) })}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      {selected && <DeliveriesLog subscriptionId={selected.id} url={selected.url} />}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
};
