import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatMoney, messages, formatUsDate } from '@lending/domain';
import { notifications } from '@mantine/notifications';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { getActivityDocumentLink } from '../api/download-activity-document';
import { usePlaidAccounts } from '../api/get-plaid-accounts';

/** Staff "View plaid" (issue 8 item 9): the borrower's linked bank accounts and liquidity reports. */
export const PlaidAccountsModal = ({ activityId, onClose }: { activityId: string; onClose: () => void }) => {
  const view = usePlaidAccounts(activityId);
  const onDownload = async (documentId: string) => {
    try {
      const link = await getActivityDocumentLink(activityId, documentId);
      window.open(link.url, '_blank', 'noopener');
    } catch {
      notifications.show({ color: 'red', message: messages.downloadFailedToast });
    }
  };
  const data = view.data;
  return (
    <Modal opened onClose={onClose} title="Liquidity verification" size="xl" centered>
      {view.isPending && <Loading />}
      {view.isError && <ErrorWithRefetch onRetry={() => void view.refetch()} />}
      {data && (
        <Stack data-testid="plaid-accounts">
          <Group justify="space-between">
            <Text>
              {data.borrower_name ?? 'Borrower'}: total liquidity <b>{formatMoney(data.total_liquidity)}</b>
            </Text>
            <Badge variant="light">{data.state}</Badge>
          </Group>
          {data.items.length === 0 && <EmptyState text="The borrower has not linked a bank account yet" />}
          {data.items.map((item, i) => (
            <div key={i}>
              <Group gap="xs" mb={4}>
                <Text fw={600}>{item.institution_name ?? 'Bank'}</Text>
                {item.is_sandbox && (
                  <Badge size="xs" color="gray">
                    sandbox
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  linked {formatUsDate(item.connected_epoch)}
                </Text>
              </Group>
              <Table fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Available</Table.Th>
                    <Table.Th ta="right">Current</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {item.accounts.map((account, j) => (
                    <Table.Tr key={j}>
                      <Table.Td>
                        {account.name}
                        {account.mask ? ` ••${account.mask}` : ''}
                      </Table.Td>
                      <Table.Td>{[account.type, account.subtype].filter(Boolean).join(' / ')}</Table.Td>
                      <Table.Td ta="right">{formatMoney(account.available)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(account.current)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ))}
          {data.reports.length > 0 && (
            <Group>
              {data.reports.map((report) => (
                <Button
                  key={report.document_id}
                  variant="light"
                  onClick={() => void onDownload(report.document_id)}
                >
                  Download {report.file_name}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
};
