import { Badge, Card, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { LoadMore } from '../../../components/load-more';
import { useState } from 'react';
import { useOutbox, type OutboxMail } from '../api/get-outbox';
import { MailBody } from '../components/mail-body';
import { formatLongDateTime } from '@lending/domain';

const formatDate = (epoch: number) => formatLongDateTime(epoch);

/** /outbox (admin): the mails the app sent in the embedded mode, newest first. */
export const OutboxPage = () => {
  const { query: outbox, items: mails } = useOutbox();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected: OutboxMail | undefined = mails.find((mail) => mail.id === selectedId) ?? mails[0];

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Mail outbox
      </Title>
      <Text c="dimmed" size="sm">
        Mails sent by the application. Without SMTP configured, this outbox is where they are delivered.
      </Text>
      {outbox.isPending && <Loading />}
      {outbox.isError && <ErrorWithRefetch onRetry={() => void outbox.refetch()} />}
      {outbox.isSuccess && mails.length === 0 && <EmptyState text="No mails yet" />}
      {mails.length > 0 && (
        <Group align="flex-start" gap="md" wrap="wrap">
          <Paper withBorder style={{ flex: '1 1 420px', minWidth: 0 }}>
            <ScrollArea h={560} viewportProps={{ tabIndex: 0, 'aria-label': 'Mails' }}>
              <Table highlightOnHover stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>Date</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {mails.map((mail) => (
                    <Table.Tr
                      key={mail.id}
                      data-testid="outbox-row"
                      onClick={() => setSelectedId(mail.id)}
                      bg={mail.id === selected?.id ? 'var(--mantine-color-blue-light)' : undefined}
                      style={{ cursor: 'pointer' }}
                    >
                      <Table.Td>{mail.to}</Table.Td>
                      <Table.Td>{mail.subject}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(mail.created_epoch)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            <LoadMore
              shown={mails.length}
              hasMore={outbox.hasNextPage}
              isLoading={outbox.isFetchingNextPage}
              onLoadMore={() => void outbox.fetchNextPage()}
              noun="mails"
            />
          </Paper>
          {selected && (
            <Card withBorder style={{ flex: '1 1 420px', minWidth: 0 }} data-testid="outbox-mail">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={4}>{selected.subject}</Title>
                  {selected.error && <Badge color="red">Not delivered</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  To {selected.to} · {formatDate(selected.created_epoch)}
                </Text>
                <MailBody text={selected.text} />
              </Stack>
            </Card>
          )}
        </Group>
      )}
    </Stack>
  );
};
