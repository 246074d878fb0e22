import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import {
  DASHBOARD_TABLE_ROWS,
  DEFAULT_LOAN_SORT,
  isPortfolioStatus,
  LOAN_PURPOSES,
  PROPERTY_TYPES,
} from '@lending/domain';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useArchiveLoans } from '../api/archive-loans';
import { useLoans } from '../api/get-loans';
import { useRestoreLoan } from '../api/restore-loan';
import type { LoanListItem } from '../api/types';
import { useArchivedHash } from '../hooks/use-archived-hash';
import { usePinnedLoans } from '../hooks/use-pinned-loans';
import { countByStatus, EMPTY_FILTERS, filterLoans, type LoanFilters } from '../utils/filter-loans';
import { pinnedFirst } from '../utils/pinned-loans';
import { sortLoans } from '../utils/sort-loans';
import { LoanTable } from './loan-table';
import { LoanToolbar, type LoanView } from './loan-toolbar';
import { StatusCards, type StatusCard } from './status-cards';

const LoansMap = lazy(async () => ({ default: (await import('./loans-map')).LoansMap }));

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
  /** Rendered under the table (dashboard: the charts). */
  renderBelow?: (loans: LoanListItem[]) => ReactNode;
};

/** The shared body of Dashboard, Requests and Portfolio (spec 000 §2, 002 §2.6). */
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
  const [filters, setFilters] = useState<LoanFilters>(EMPTY_FILTERS);
  const [localStatus, setLocalStatus] = useState<string | null>(null);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [sorting, setSorting] = useState<SortingState>([{ ...DEFAULT_LOAN_SORT }]);
  const { pinned, onTogglePin } = usePinnedLoans();
  const status = props.status !== undefined ? props.status : localStatus;
  const onStatusChange = props.onStatusChange ?? setLocalStatus;

  const query = useLoans(isArchived ? 'all-archive' : isPortfolio ? 'portfolio' : 'all');
  const archive = useArchiveLoans();
  const restore = useRestoreLoan();

  // Spec 000 §2: the requests screens cover the pipeline, the portfolio only Funded and Paid-Off
  // (the lists, the archive one above all, may hold both kinds).
  const loans = useMemo(
    () => (query.data ?? []).filter((loan) => isPortfolioStatus(loan.status.state) === isPortfolio),
    [query.data, isPortfolio],
  );

  // Typing stays responsive with 10,000 loans: the list is sorted once per sort change, then
  // filtered (order kept) from a deferred copy of the inputs, pinned rows first (spec 000 §2).
  const sorted = useMemo(() => sortLoans(loans, sorting), [loans, sorting]);
  const deferredFilters = useDeferredValue(filters);
  const visible = useMemo(
    () => filterLoans(sorted, { ...deferredFilters, status }),
    [sorted, deferredFilters, status],
  );
  const tableRows = useMemo(() => {
    const ordered = pinnedFirst(visible, (loan) => loan.id, pinned);
    return isDashboard ? ordered.slice(0, DASHBOARD_TABLE_ROWS) : ordered;
  }, [visible, pinned, isDashboard]);

  const cards: StatusCard[] = useMemo(() => {
    const counts = countByStatus(loans);
    return cardStatuses.map((key) => ({
      key,
      label: cardLabels[key] ?? key,
      count: key === totalKey ? counts.total : (counts.byStatus.get(key) ?? 0),
    }));
  }, [loans, cardStatuses, cardLabels, totalKey]);

  const onOpen = useCallback((loan: LoanListItem) => void navigate(`/loan/${loan.human_id}`), [navigate]);
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

  return (
    <Stack gap="md">
      <StatusCards cards={cards} selected={status} totalKey={totalKey} onSelect={onStatusChange} />
      <Paper p="md">
        <Stack gap="md">
          <LoanToolbar
            search={filters.search}
            onSearchChange={(search) => setFilters((current) => ({ ...current, search }))}
            propertyTypes={filters.propertyTypes}
            propertyTypeOptions={PROPERTY_TYPES}
            onPropertyTypesChange={(propertyTypes) =>
              setFilters((current) => ({ ...current, propertyTypes }))
            }
            purposes={filters.purposes}
            purposeOptions={LOAN_PURPOSES}
            onPurposesChange={(purposes) => setFilters((current) => ({ ...current, purposes }))}
            isArchived={isArchived}
            onArchivedChange={onArchivedChange}
            view={view}
            onViewChange={setView}
            selectedCount={selectedIds.length}
            isArchiving={archive.isPending}
            onArchiveSelected={onArchiveSelected}
          />
          {query.isPending ? (
            <Loading label="Loading loans" />
          ) : query.isError ? (
            <ErrorWithRefetch onRetry={() => void query.refetch()} />
          ) : view === 'map' ? (
            <Suspense fallback={<Loading label="Loading map" minHeight={480} />}>
              <LoansMap loans={visible} onOpen={onOpen} />
            </Suspense>
          ) : (
            <LoanTable
              loans={tableRows}
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
          {isDashboard && view === 'list' && (
            <Group justify="flex-end">
              <Anchor component={Link} to={isArchived ? '/requests#archive' : '/requests'} size="sm" fw={500}>
                View all requests
              </Anchor>
            </Group>
          )}
        </Stack>
      </Paper>
      {query.data && props.renderBelow?.(loans)}
    </Stack>
  );
};
