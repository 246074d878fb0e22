import { Group, Table as MantineTable, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import {
  ACTIVITY_TYPE_LABELS,
  activityStateLabel,
  cleanLoanName,
  dueDateColor,
  formatUsDate,
  isActivityType,
  messages,
} from '@lending/domain';
import { StatusBadge } from '../../../components/status-badge';
import type { ScreenActivity } from '../api/get-activities';

type Props = {
  table: Table<ScreenActivity>;
  selectedId: string | null;
  onSelect: (activity: ScreenActivity) => void;
};

export const activityTitle = (activity: ScreenActivity): string =>
  activity.name || activity.document_name || activity.description || messages.notAvailable;

const ROLE_LABELS: Record<string, string> = { admin: 'Staff', borrower: 'Borrower', broker: 'Broker' };

/**
 * The owner named with their role (issue 21: 'N/A' on every row told staff nothing). 002 §2.7:
 * an owner of 'admin' (the literal, not a person) still displays as missing, as does no owner.
 */
export const ownerLabel = (
  activity: Pick<ScreenActivity, 'owner_id' | 'owner_name' | 'owner_role'>,
): string => {
  if (!activity.owner_id || activity.owner_id === 'admin' || !activity.owner_name)
    return messages.notAvailable;
  const role = activity.owner_role ? (ROLE_LABELS[activity.owner_role] ?? activity.owner_role) : null;
  return role ? `${activity.owner_name} (${role})` : activity.owner_name;
};

const typeLabel = (type: string) => (isActivityType(type) ? ACTIVITY_TYPE_LABELS[type] : type);

const COLUMNS: ColumnDef<ScreenActivity>[] = [
  { id: 'name', header: 'Activity', accessorFn: activityTitle },
  { id: 'activity_type', header: 'Type', accessorFn: (a) => typeLabel(a.activity_type) },
  {
    id: 'loan_name',
    header: 'Loan',
    accessorFn: (a) => (a.loan_name ? cleanLoanName(a.loan_name) : messages.notAvailable),
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (a) => a.status.state,
    cell: ({ row }) => (
      <StatusBadge status={row.original.status.state} label={activityStateLabel(row.original.status.state)} />
    ),
  },
  {
    id: 'due_epoch',
    header: 'Due',
    accessorFn: (a) => a.due_epoch ?? Number.MAX_SAFE_INTEGER,
    cell: ({ row }) => (
      <Text size="sm" c={dueDateColor(row.original.due_epoch, row.original.status.state)}>
        {formatUsDate(row.original.due_epoch)}
      </Text>
    ),
  },
  { id: 'owner', header: 'Owner', accessorFn: ownerLabel },
];

const SortIcon = ({ direction }: { direction: false | 'asc' | 'desc' }) =>
  direction === 'asc' ? (
    <IconArrowUp size={14} />
  ) : direction === 'desc' ? (
    <IconArrowDown size={14} />
  ) : (
    <IconArrowsSort size={14} opacity={0.4} />
  );

/**
 * The table model over one page of activities. The server sorts (GET /activity/page `sort` and
 * `dir`): a header click changes the request, the rows arrive in order.
 */
export const useActivitiesTable = (
  activities: ScreenActivity[],
  sorting: SortingState,
  onSortingChange: (sorting: SortingState) => void,
) =>
  useReactTable({
    data: activities,
    columns: COLUMNS,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    getRowId: (row) => row.activity_id,
    // Clicking a sorted column flips between ascending and descending; a new one starts ascending.
    enableSortingRemoval: false,
    sortDescFirst: false,
  });

// The sortable activities table (TanStack Table); the default sort is due_epoch (002 §2.7).
export const ActivitiesTable = ({ table, selectedId, onSelect }: Props) => (
  <MantineTable highlightOnHover striped data-testid="activities-table">
    <MantineTable.Thead>
      {table.getHeaderGroups().map((group) => (
        <MantineTable.Tr key={group.id}>
          {group.headers.map((header) => (
            <MantineTable.Th key={header.id}>
              <UnstyledButton
                onClick={header.column.getToggleSortingHandler()}
                aria-label={`Sort by ${String(header.column.columnDef.header)}`}
              >
                <Group gap={4} wrap="nowrap">
                  <Text fw={600} size="sm">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Text>
                  <SortIcon direction={header.column.getIsSorted()} />
                </Group>
              </UnstyledButton>
            </MantineTable.Th>
          ))}
        </MantineTable.Tr>
      ))}
    </MantineTable.Thead>
    <MantineTable.Tbody>
      {table.getRowModel().rows.map((row) => (
        <MantineTable.Tr
          key={row.id}
          data-testid="activity-row"
          data-selected={row.id === selectedId}
          onClick={() => onSelect(row.original)}
          style={{ cursor: 'pointer' }}
          bg={row.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
        >
          {row.getVisibleCells().map((cell) => (
            <MantineTable.Td key={cell.id}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </MantineTable.Td>
          ))}
        </MantineTable.Tr>
      ))}
    </MantineTable.Tbody>
  </MantineTable>
);
