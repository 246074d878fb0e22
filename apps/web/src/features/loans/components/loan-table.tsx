import { useMemo, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DEFAULT_LOAN_SORT, messages } from '@lending/domain';
import { EmptyState } from '../../../components/empty-state';
import type { LoanListItem } from '../api/types';
import { pinnedFirst } from '../utils/pinned-loans';
import { buildLoanColumns, COLUMN_WIDTHS, type LoanColumnHandlers } from './loan-columns';
import classes from './loan-table.module.css';

const ROW_HEIGHT = 57;

type Props = LoanColumnHandlers & {
  loans: LoanListItem[];
  /** Dashboard: duration hidden and only `maxRows` rows (spec 000 §2). */
  isDashboard: boolean;
  maxRows?: number;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (next: RowSelectionState) => void;
  height?: number | string;
};

/**
 * Spec 000 §2, loan table: default sort amount descending, pinned rows first. Only the rows in
 * view are rendered (virtualised) so 10,000 loans stay fast.
 */
export const LoanTable = ({ loans, isDashboard, maxRows, rowSelection, onRowSelectionChange, height, ...handlers }: Props) => {
  const [sorting, setSorting] = useState<SortingState>([{ ...DEFAULT_LOAN_SORT }]);
  const { pinned, onTogglePin, onOpen, onArchive, onRestore } = handlers;
  const columns = useMemo(
    () => buildLoanColumns({ pinned, onTogglePin, onOpen, onArchive, onRestore }),
    [pinned, onTogglePin, onOpen, onArchive, onRestore],
  );
  const table = useReactTable({
    data: loans,
    columns,
    state: { sorting, rowSelection, columnVisibility: { duration: !isDashboard } },
    getRowId: (loan) => loan.id,
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) =>
      onRowSelectionChange(typeof updater === 'function' ? updater(rowSelection) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSortingRemoval: false,
  });

  const sortedRows = table.getRowModel().rows;
  const rows = useMemo(() => {
    const ordered = pinnedFirst(sortedRows, (row) => row.id, pinned);
    return maxRows === undefined ? ordered : ordered.slice(0, maxRows);
  }, [sortedRows, pinned, maxRows]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const visibleColumns = table.getVisibleLeafColumns().length;

  return (
    <Box ref={scrollRef} className={classes.scroller} style={{ maxHeight: height }} data-testid="loan-table">
      <table className={classes.table} aria-rowcount={rows.length}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} style={{ width: COLUMN_WIDTHS[header.column.id] }} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
                        {content}
                        {sorted === 'asc' ? <IconArrowUp size={12} /> : sorted === 'desc' ? <IconArrowDown size={12} /> : <IconSelector size={12} />}
                      </button>
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
            const row = rows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                className={classes.row}
                data-testid="loan-row"
                data-pinned={pinned.includes(row.id) || undefined}
                data-selected={row.getIsSelected() || undefined}
                onClick={() => onOpen(row.original)}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={visibleColumns} style={{ height: paddingBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
      {rows.length === 0 && <EmptyState text={messages.noLoansMatching} />}
    </Box>
  );
};
