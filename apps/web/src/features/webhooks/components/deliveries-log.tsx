import { Badge, Button, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookDelivery } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { LoadMore } from '../../../components/load-more';
import { notifyFailure } from '../../../lib/notify-failure';
import { useDeliveries } from '../api/get-deliveries';
import { useReplayDelivery } from '../api/mutate-subscriptions';
import { formatLogTime } from '@lending/domain';

const when = (epoch: number | null) => (epoch ? formatLogTime(epoch) : '—');
const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

/** A subscription's deliveries, newest first: status, answer, attempts, next retry, and replay. */
export const DeliveriesLog = ({ subscriptionId, url }: { subscriptionId: string; url: string }) => {
  const { query: deliveries, items } = useDeliveries(subscriptionId);
  const replay = useReplayDelivery(subscriptionId);
  return (
    <Stack gap="xs" data-testid="deliveries-log">
      <Title order={3} size="h4">
        Deliveries to {url}
      </Title>
      {deliveries.isPending && <Loading />}
      {deliveries.isError && <ErrorWithRefetch onRetry={() => void deliveries.refetch()} />}
      {deliveries.isSuccess && items.length === 0 && <EmptyState text="Nothing sent yet" />}
      {items.length > 0 && (
        <Paper withBorder>
          <ScrollArea viewportProps={{ tabIndex: 0, 'aria-label': 'Deliveries' }}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>webhook-id</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Response</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Next retry</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((delivery) => (
                  <Table.Tr key={delivery.id} data-testid="delivery-row">
                    <Table.Td>{delivery.event_type}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="xs">
                        {delivery.message_id}
                      </Text>
                      {delivery.replay_of && (
                        <Badge size="xs" variant="outline">
                          Replay
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOR[delivery.status]}>{delivery.status}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{delivery.response_status ?? delivery.last_error ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(delivery.next_attempt_epoch)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(delivery.created_epoch)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => replay.mutate(delivery.id, { onError: (e) => notifyFailure(e) })}
                      >
                        Replay
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <LoadMore
            shown={items.length}
            hasMore={deliveries.hasNextPage}
            isLoading={deliveries.isFetchingNextPage}
            onLoadMore={() => void deliveries.fetchNextPage()}
            noun="deliveries"
          />
        </Paper>
      )}
    </Stack>
  );
};
