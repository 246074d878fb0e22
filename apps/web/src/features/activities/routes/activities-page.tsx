import { Button, Grid, Group, Pagination, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { SortingState } from '@tanstack/react-table';
import {
  DEFAULT_ACTIVITY_SORT,
  DUE_FILTER_LABELS,
  DUE_FILTERS,
  type ActivityStatusFilter,
  type DueFilter,
  messages,
} from '@lending/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useCurrentUser } from '../../../lib/current-user';
import { useActivities } from '../api/get-activities';
import { ActivitiesTable, PAGE_SIZE, useActivitiesTable } from '../components/activities-table';
import { ActivityDetailsPanel } from '../components/activity-details-panel';
import { AddActivityModal } from '../components/add-activity-modal';

const DEFAULT_SORTING: SortingState = [{ id: DEFAULT_ACTIVITY_SORT, desc: false }];
const DEFAULT_STATUS: ActivityStatusFilter = 'todo';

// Route /activities (spec 002 §2.7): filters, a sortable table, a details panel with Previous/Next
// over the whole list, and the Add Activity modal (also opened from a loan page with ?add=1&loan=).
export const ActivitiesPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [due, setDue] = useState<DueFilter>('all');
  const [status, setStatus] = useState<ActivityStatusFilter>(DEFAULT_STATUS);
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isAddOpen, setAddOpen] = useState(searchParams.get('add') === '1');
  const loanId = searchParams.get('loan') ?? undefined;
  const { data, isLoading, isError, refetch } = useActivities(due, status);
  const adminId = useCurrentUser().id;
  const table = useActivitiesTable(data ?? [], sorting, setSorting, adminId);
  const rows = table.getSortedRowModel().rows.map((row) => row.original);
  const index = rows.findIndex((activity) => activity.activity_id === selectedId);
  const selected = index >= 0 ? (rows[index] ?? null) : null;
  const select = (activityId: string | undefined) => {
    if (!activityId) return;
    setSelectedId(activityId);
    // Keep the selected row on the visible page when Previous/Next cross a page boundary.
    const position = rows.findIndex((activity) => activity.activity_id === activityId);
    if (position >= 0) table.setPageIndex(Math.floor(position / PAGE_SIZE));
  };

  // Reset widens both filters so every activity shows again.
  const onReset = () => {
    setDue('all');
    setStatus('all');
    setSorting(DEFAULT_SORTING);
    table.setPageIndex(0);
  };
  const closeAdd = () => {
    setAddOpen(false);
    if (searchParams.has('add')) setSearchParams({}, { replace: true });
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={2}>Activities</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAddOpen(true)}>
          Add Activity
        </Button>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Group gap="lg">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Due
            </Text>
            <SegmentedControl
              aria-label="Due"
              value={due}
              onChange={(value) => {
                setDue(value as DueFilter);
                table.setPageIndex(0);
              }}
              data={DUE_FILTERS.map((value) => ({ value, label: DUE_FILTER_LABELS[value] }))}
            />
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Status
            </Text>
            <SegmentedControl
              aria-label="Status"
              value={status}
              onChange={(value) => {
                setStatus(value as ActivityStatusFilter);
                table.setPageIndex(0);
              }}
              data={[
                { value: 'todo', label: 'To do' },
                { value: 'all', label: 'All' },
              ]}
            />
          </Group>
        </Group>
      </Paper>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: selected ? 8 : 12 }}>
          <Paper withBorder radius="md" p="sm">
            {isLoading && <Loading />}
            {isError && <ErrorWithRefetch onRetry={() => refetch()} />}
            {data && rows.length === 0 && (
              <EmptyState
                text={messages.noActivitiesMatching}
                action={
                  <Button variant="light" onClick={onReset}>
                    Reset
                  </Button>
                }
              />
            )}
            {rows.length > 0 && (
              <>
                <ActivitiesTable
                  table={table}
                  selectedId={selectedId}
                  onSelect={(activity) => setSelectedId(activity.activity_id)}
                />
                {table.getPageCount() > 1 && (
                  <Group justify="center" mt="sm">
                    <Pagination
                      total={table.getPageCount()}
                      value={table.getState().pagination.pageIndex + 1}
                      onChange={(value) => table.setPageIndex(value - 1)}
                    />
                  </Group>
                )}
              </>
            )}
          </Paper>
        </Grid.Col>
        {selected && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ActivityDetailsPanel
              activity={selected}
              position={{ index, total: rows.length }}
              adminId={adminId}
              onPrevious={() => select(rows[index - 1]?.activity_id)}
              onNext={() => select(rows[index + 1]?.activity_id)}
              onClose={() => setSelectedId(null)}
            />
          </Grid.Col>
        )}
      </Grid>
      <AddActivityModal opened={isAddOpen} loanId={loanId} onClose={closeAdd} />
    </Stack>
  );
};
