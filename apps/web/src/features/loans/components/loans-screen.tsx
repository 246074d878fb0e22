import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import {
  DASHBOARD_TABLE_ROWS,
  DEFAULT_LOAN_SORT,
  LOAN_PURPOSES,
  PROPERTY_TYPES,
  formatCount,
} from '@lending/domain';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useArchiveLoans } from '../api/archive-loans';
import { PAGE_ROWS, scopeOf, useLoanPage } from '../api/get-loan-page';
import type { LoanListParams } from '../api/loan-keys';
import type { LoanSummary } from '@lending/domain';
import { useLoanSummary } from '../api/get-loan-summary';
import { useRestoreLoan } from '../api/restore-loan';
import type { LoanListItem } from '../api/types';
import { useArchivedHash } from '../hooks/use-archived-hash';
import { usePinnedLoans } from '../hooks/use-pinned-loans';
import { pinnedFirst } from '../utils/pinned-loans';
import { LoanTable } from './loan-table';
import { LoanToolbar, type LoanView } from './loan-toolbar';
import { StatusCards, type StatusCard } from './status-cards';

const LoansMap = lazy(async () => ({ default: (await import('./loans-map')).LoansMap }));

/**
 * Search waits this long after the last keystroke before asking the server. Short, because a
 * keystroke's answer should be on screen within 150 ms (issue 10) and the server answers a search
 * in tens of milliseconds at 100,000 loans; a faster typist still sends one call per pause.
 */
const SEARCH_DEBOUNCE_MS = 60;

type Props = {
  /** Which statuses the cards show; the first may be the total card. */
  cardStatuses: readonly string[];
  cardLabels: Record<string, string>;
  totalKey?: string;
  isPortfolio: boolean;
  isDashboard: boolean;
  /** Lets a parent (the portfolio's :filter) drive the status selection. */
  status?: string | null;
  onStatusChange?: (status: string | null) => void;
  /** Rendered under the table (dashboard: the insights and charts, from the server's summary). */
  renderBelow?: (summary: LoanSummary) => ReactNode;
};

/**
 * The shared body of Dashboard, Requests and Portfolio (spec 000 §2, 002 §2.6). Since issue 10
 * the server sorts, filters, searches and pages (GET /loan/page) and computes the cards and charts
 * (GET /loan/summary): the browser holds one page of rows at a time, never the whole list.
 */
export const LoansScreen = ({
  cardStatuses,
  cardLabels,
  totalKey,
  isPortfolio,
  isDashboard,
  ...props
}: Props) => {
  const navigate = useNavigate();
  const [isArchived, setArchived] = useArchivedHash();
  const [view, setView] = useState<LoanView>('list');
  const [search, setSearch] = useState('');
  const [propertyTypes, setPropertyTypes] = useState<string[]>([]);
  const [purposes, setPurposes] = useState<string[]>([]);
  const [localStatus, setLocalStatus] = useState<string | null>(null);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [sorting, setSorting] = useState<SortingState>([{ ...DEFAULT_LOAN_SORT }]);
  const { pinned, onTogglePin } = usePinnedLoans();
  const status = props.status !== undefined ? props.status : localStatus;
  const onStatusChange = props.onStatusChange ?? setLocalStatus;
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const scope = scopeOf(isPortfolio, isArchived);
  const [rule] = sorting;
  const params: LoanListParams = useMemo(
    () => ({
      scope,
      q: debouncedSearch,
      status,
      propertyTypes,
      purposes,
      sort: rule?.id ?? DEFAULT_LOAN_SORT.id,
      desc: rule?.desc ?? DEFAULT_LOAN_SORT.desc,
      pinned,
    }),
    [scope, debouncedSearch, status, propertyTypes, purposes, rule?.id, rule?.desc, pinned],
  );
  const query = useLoanPage(params, isDashboard ? DASHBOARD_TABLE_ROWS : PAGE_ROWS);
  const summary = useLoanSummary(scope);
  const archive = useArchiveLoans();
  const restore = useRestoreLoan();

  // Pinned loans first (spec 000 §2): the server sends them apart on the first page; a loan just
  // pinned moves up at once, before the next answer.
  const tableRows = useMemo(() => {
    const pages = query.data?.pages ?? [];
    const seen = new Set<string>();
    const rows: LoanListItem[] = [];
    for (const loan of [...(pages[0]?.pinned ?? []), ...pages.flatMap((page) => page.loans)]) {
      if (!seen.has(loan.id)) rows.push(loan);
      seen.add(loan.id);
    }
    const ordered = pinnedFirst(rows, (loan) => loan.id, pinned);
    return isDashboard ? ordered.slice(0, DASHBOARD_TABLE_ROWS) : ordered;
  }, [query.data, pinned, isDashboard]);
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total ?? 0;

  const cards: StatusCard[] = useMemo(() => {
    const byStatus = new Map((summary.data?.by_status ?? []).map((row) => [row.status, row.count]));
    return cardStatuses.map((key) => ({
      key,
      label: cardLabels[key] ?? key,
      count: key === totalKey ? (summary.data?.total_count ?? 0) : (byStatus.get(key) ?? 0),
    }));
  }, [summary.data, cardStatuses, cardLabels, totalKey]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onEndReached = useCallback(() => {
    if (!isDashboard && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isDashboard, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onOpen = useCallback(
    (loan: { human_id: string }) => void navigate(`/loan/${loan.human_id}`),
    [navigate],
  );
  const { mutate: archiveLoans } = archive;
  const { mutate: restoreLoan } = restore;
  const onArchive = useCallback((loan: LoanListItem) => archiveLoans([loan.id]), [archiveLoans]);
  const onRestore = useCallback((loan: LoanListItem) => restoreLoan(loan.id), [restoreLoan]);
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const onArchiveSelected = () => archive.mutate(selectedIds, { onSettled: () => setRowSelection({}) });
  const onArchivedChange = (value: boolean) => {
    setRowSelection({});
    setArchived(value);
  };
  const mapFilters = useMemo(
    () => ({ scope, q: debouncedSearch, status, propertyTypes, purposes }),
    [scope, debouncedSearch, status, propertyTypes, purposes],
  );

  return (
    <Stack gap="md">
      <StatusCards cards={cards} selected={status} totalKey={totalKey} onSelect={onStatusChange} />
      <Paper p="md">
        <Stack gap="md">
          <LoanToolbar
            search={search}
            onSearchChange={setSearch}
            propertyTypes={propertyTypes}
            propertyTypeOptions={PROPERTY_TYPES}
            onPropertyTypesChange={setPropertyTypes}
            purposes={purposes}
            purposeOptions={LOAN_PURPOSES}
            onPurposesChange={setPurposes}
            isArchived={isArchived}
            onArchivedChange={onArchivedChange}
            view={view}
            onViewChange={setView}
            selectedCount={selectedIds.length}
            isArchiving={archive.isPending}
            onArchiveSelected={onArchiveSelected}
          />
          {view === 'map' ? (
            <Suspense fallback={<Loading label="Loading map" minHeight={480} />}>
              <LoansMap filters={mapFilters} onOpen={onOpen} />
            </Suspense>
          ) : query.isPending ? (
            <Loading label="Loading loans" />
          ) : query.isError ? (
            <ErrorWithRefetch onRetry={() => void query.refetch()} />
          ) : (
            <LoanTable
              loans={tableRows}
              total={isDashboard ? tableRows.length : total}
              onEndReached={onEndReached}
              isDashboard={isDashboard}
              sorting={sorting}
              onSortingChange={setSorting}
              height={isDashboard ? undefined : 'max(360px, calc(100vh - 410px))'}
              rowSelection={rowSelection}
              onRowSelectionChange={setRowSelection}
              pinned={pinned}
              onTogglePin={onTogglePin}
              onOpen={onOpen}
              onArchive={onArchive}
              onRestore={onRestore}
            />
          )}
          {!isDashboard && view === 'list' && firstPage && (
            <Text size="sm" c="dimmed" data-testid="loan-count">
              {tableRows.length} of {firstPage.total_capped ? `${formatCount(total)}+` : formatCount(total)}{' '}
              loans
              {isFetchingNextPage ? ' (loading more)' : ''}
            </Text>
          )}
          {isDashboard && view === 'list' && (
            <Group justify="flex-end">
              <Anchor component={Link} to={isArchived ? '/requests#archive' : '/requests'} size="sm" fw={500}>
                View all requests
              </Anchor>
            </Group>
          )}
        </Stack>
      </Paper>
      {summary.data && props.renderBelow?.(summary.data)}
    </Stack>
  );
};
