import { Group, Paper, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useState } from 'react';
import type { LeadStatus } from '@lending/domain';
import { useLeads } from '../api/get-leads';
import { LeadDrawer } from '../components/lead-drawer';
import { LeadStatusBadge } from '../components/lead-status-badge';
import { formatMoney, formatUsDate } from '@lending/domain';

type Filter = LeadStatus | 'all';

/** /leads (admin): public pre-qualification submissions, newest first (DESIGN.md §8). */
export const LeadsPage = () => {
  const leads = useLeads();
  const [filter, setFilter] = useState<Filter>('new');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const all = leads.data ?? [];
  const rows = all.filter((lead) => filter === 'all' || lead.status === filter);
  const selected = all.find((lead) => lead.id === selectedId) ?? null;

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Leads
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'new', label: `New (${all.filter((lead) => lead.status === 'new').length})` },
            { value: 'converted', label: 'Converted' },
            { value: 'declined', label: 'Declined' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {leads.isPending && <Loading />}
      {leads.isError && <ErrorWithRefetch onRetry={() => void leads.refetch()} />}
      {leads.isSuccess && rows.length === 0 && <EmptyState text="There are no leads to show" />}
      {rows.length > 0 && (
        <Paper withBorder style={{ overflowX: 'auto' }}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Borrower</Table.Th>
                <Table.Th>Broker</Table.Th>
                <Table.Th>Purpose</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Property</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((lead) => {
                const count = lead.property_count;
                return (
                  <Table.Tr
                    key={lead.id}
                    data-testid="lead-row"
                    onClick={() => setSelectedId(lead.id)}
                    style={{ cursor: 'pointer' }}
                  >
                    <Table.Td>{formatUsDate(lead.created_epoch)}</Table.Td>
                    <Table.Td>{lead.borrower_name}</Table.Td>
                    <Table.Td>{lead.broker_name ?? '—'}</Table.Td>
                    <Table.Td>{lead.purpose ?? 'N/A'}</Table.Td>
                    <Table.Td>{formatMoney(lead.amount)}</Table.Td>
                    <Table.Td>
                      {lead.first_property?.address ?? 'N/A'}
                      {count > 1 ? ` (+${count - 1})` : ''}
                    </Table.Td>
                    <Table.Td>
                      <LeadStatusBadge status={lead.status} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <LeadDrawer lead={selected} onClose={() => setSelectedId(null)} />
    </Stack>
  );
};
