import { memo, useEffect, useMemo, useRef } from 'react';
import { Box, Checkbox } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Row,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { messages } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import type { LoanListItem } from '../api/types';
import { buildLoanColumns, COLUMN_WIDTHS, type LoanColumnHandlers } from './loan-columns';
import classes from './loan-table.module.css';

const ROW_HEIGHT = 57;

type RowProps = {
  row: Row<LoanListItem>;
  isPinned: boolean;
  isSelected: boolean;
  /** Identity changes when a cell's inputs (pins, handlers) change. */
  columns: unknown;
  isDashboard: boolean;
  onOpen: (loan: LoanListItem) => void;
};

// A row re-renders only when its loan, pin, selection or the columns change: filtering the
// list while typing then only renders the rows that actually enter the view.
const LoanRow = memo(
  ({ row, isPinned, isSelected, onOpen }: RowProps) => (
    <tr
      className={classes.row}
      data-testid="loan-row"
      data-pinned={isPinned || undefined}
      data-selected={isSelected || undefined}
      onClick={() => onOpen(row.original)}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
      ))}
    </tr>
  ),
  (before, after) =>
    before.row.original === after.row.original &&
    before.isPinned === after.isPinned &&
    before.isSelected === after.isSelected &&
    before.columns === after.columns &&
    before.isDashboard === after.isDashboard &&
    before.onOpen === after.onOpen,
);
LoanRow.displayName = 'LoanRow';

type Props = LoanColumnHandlers & {
  /** The loaded rows, already sorted, filtered and paged by the server, pinned first. */
  loans: LoanListItem[];
  /** How many loans match in all (the rows load page by page as the table scrolls). */
  total: number;
  /** Called when the last loaded rows come into view: the screen loads the next page. */
  onEndReached: () => void;
  /** Dashboard: duration hidden (spec 000 §2). */
  isDashboard: boolean;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
  height?: number | string;
};

/**
 * Spec 000 §2, the loan table. Sorting is manual (the server sorts; a header click changes the
 * request) and only the rows in view are rendered (virtualised); scrolling near the end of the
 * loaded rows asks for the next page.
 */
export const LoanTable = ({
  loans,
  total,
  onEndReached,
  isDashboard,
  sorting,
  onSortingChange,
  rowSelection,
  onRowSelectionChange,
  height,
  ...handlers
}: Props) => {
  const { pinned, onTogglePin, onOpen, onArchive, onRestore } = handlers;
  const columns = useMemo(
    () => buildLoanColumns({ pinned, onTogglePin, onOpen, onArchive, onRestore }),
    [pinned, onTogglePin, onOpen, onArchive, onRestore],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: loans.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  // TanStack Table only sees the rows in view: building row models for 10,000 filtered loans
  // on every keystroke was the cost of typing in search.
  const inView = useMemo(() => loans.slice(first, last + 1), [loans, first, last]);
  useEffect(() => {
    if (loans.length > 0 && last >= loans.length - 20) onEndReached();
  }, [last, loans.length, onEndReached]);

  const table = useReactTable({
    data: inView,
    columns,
    state: { sorting, rowSelection, columnVisibility: { duration: !isDashboard } },
    getRowId: (loan) => loan.id,
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    manualSorting: true,
    onRowSelectionChange: (updater) =>
      onRowSelectionChange(typeof updater === 'function' ? updater(rowSelection) : updater),
    getCoreRowModel: getCoreRowModel(),
    enableSortingRemoval: false,
    sortDescFirst: true,
  });

  const { rows } = table.getRowModel();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const selectedCount = loans.reduce((count, loan) => count + (rowSelection[loan.id] ? 1 : 0), 0);
  const onToggleAll = () =>
    onRowSelectionChange(
      selectedCount === loans.length ? {} : Object.fromEntries(loans.map((loan) => [loan.id, true])),
    );
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <Box ref={scrollRef} className={classes.scroller} style={{ maxHeight: height }} data-testid="loan-table">
      <table className={classes.table} aria-rowcount={total}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    style={{ width: COLUMN_WIDTHS[header.column.id] }}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={classes.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {content}
                        {sorted === 'asc' ? (
                          <IconArrowUp size={12} />
                        ) : sorted === 'desc' ? (
                          <IconArrowDown size={12} />
                        ) : (
                          <IconSelector size={12} />
                        )}
                      </button>
                    ) : header.column.id === 'select' ? (
                      <Checkbox
                        aria-label="Select all loans"
                        checked={loans.length > 0 && selectedCount === loans.length}
                        indeterminate={selectedCount > 0 && selectedCount < loans.length}
                        onChange={onToggleAll}
                      />
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr aria-hidden>
              <td colSpan={visibleColumns} style={{ height: paddingTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index - first];
            if (!row) return null;
            return (
              <LoanRow
                key={row.id}
                row={row}
                isPinned={pinned.includes(row.id)}
                isSelected={row.getIsSelected()}
                columns={columns}
                isDashboard={isDashboard}
                onOpen={onOpen}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={visibleColumns} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
      {loans.length === 0 && <EmptyState text={messages.noLoansMatching} />}
    </Box>
  );
};
