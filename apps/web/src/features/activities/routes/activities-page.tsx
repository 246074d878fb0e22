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
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { PAGE_SIZE, useActivityPages } from '../api/get-activities';
import { ActivitiesTable, useActivitiesTable } from '../components/activities-table';
import { ActivityDetailsPanel } from '../components/activity-details-panel';
import { AddActivityModal } from '../components/add-activity-modal';

const DEFAULT_SORTING: SortingState = [{ id: DEFAULT_ACTIVITY_SORT, desc: false }];
const DEFAULT_STATUS: ActivityStatusFilter = 'todo';

// Route /activities (spec 002 §2.7): filters, a sortable table, a details panel with Previous/Next
// over the whole list, and the Add Activity modal (also opened from a loan page with ?add=1&loan=).
// The server filters, sorts and pages (GET /activity/page, issue 10): pages load as they are
// reached, with no cap on the number of activities.
export const ActivitiesPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [due, setDue] = useState<DueFilter>('all');
  const [status, setStatus] = useState<ActivityStatusFilter>(DEFAULT_STATUS);
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [pageIndex, setPageIndex] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isAddOpen, setAddOpen] = useState(searchParams.get('add') === '1');
  const loanId = searchParams.get('loan') ?? undefined;
  const [rule] = sorting;
  const params = useMemo(
    () => ({ due, status, sort: rule?.id ?? DEFAULT_ACTIVITY_SORT, desc: rule?.desc ?? false }),
    [due, status, rule?.id, rule?.desc],
  );
  const { data, isLoading, isError, refetch, fetchNextPage, hasNextPage } = useActivityPages(params);
  const pages = useMemo(() => data?.pages ?? [], [data]);
  const total = pages[0]?.total ?? 0;
  const pageRows = pages[pageIndex]?.activities ?? [];
  const table = useActivitiesTable(pageRows, sorting, (next) => {
    setSorting(next);
    setPageIndex(0);
  });
  // Every loaded activity in order: Previous/Next walk them and load the next page at the end.
  const loaded = useMemo(() => pages.flatMap((page) => page.activities), [pages]);
  const index = loaded.findIndex((activity) => activity.activity_id === selectedId);
  const selected = index >= 0 ? (loaded[index] ?? null) : null;

  /** Loads pages up to `target` (0-based), one cursor after the other; returns the pages held. */
  const reach = async (target: number) => {
    let held = pages;
    let more = hasNextPage;
    while (held.length <= target && more) {
      const result = await fetchNextPage();
      if (result.isError || !result.data) break;
      held = result.data.pages;
      more = result.hasNextPage;
    }
    return held;
  };
  const goToPage = (target: number) =>
    void reach(target).then((held) => setPageIndex(Math.max(0, Math.min(target, held.length - 1))));
  const selectAt = async (position: number) => {
    if (position < 0 || position >= total) return;
    const page = Math.floor(position / PAGE_SIZE);
    const row = (await reach(page)).flatMap((held) => held.activities)[position];
    if (!row) return;
    setPageIndex(page);
    setSelectedId(row.activity_id);
  };

  // Reset widens both filters so every activity shows again.
  const onReset = () => {
    setDue('all');
    setStatus('all');
    setSorting(DEFAULT_SORTING);
    setPageIndex(0);
  };
  const closeAdd = () => {
    setAddOpen(false);
    if (searchParams.has('add')) setSearchParams({}, { replace: true });
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Activities
        </Title>
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
                setPageIndex(0);
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
                setPageIndex(0);
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
            {data && total === 0 && (
              <EmptyState
                text={messages.noActivitiesMatching}
                action={
                  <Button variant="light" onClick={onReset}>
                    Reset
                  </Button>
                }
              />
            )}
            {pageRows.length > 0 && (
              <>
                <ActivitiesTable
                  table={table}
                  selectedId={selectedId}
                  onSelect={(activity) => setSelectedId(activity.activity_id)}
                />
                {total > PAGE_SIZE && (
                  <Group justify="center" mt="sm">
                    <Pagination
                      total={Math.ceil(total / PAGE_SIZE)}
                      value={pageIndex + 1}
                      onChange={(value) => goToPage(value - 1)}
                      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
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
              position={{ index, total }}
              onPrevious={() => void selectAt(index - 1)}
              onNext={() => void selectAt(index + 1)}
              onClose={() => setSelectedId(null)}
            />
          </Grid.Col>
        )}
      </Grid>
      <AddActivityModal opened={isAddOpen} loanId={loanId} onClose={closeAdd} />
    </Stack>
  );
};
