import { ActionIcon, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconPin, IconPinFilled } from '@tabler/icons-react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { cleanLoanName, closingClockColor, displayLoanName, formatUsDate } from '@lending/domain';
import { formatMoney } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { RowActions } from './row-actions';
import type { LoanListItem } from '../api/types';
import { formatPeople, SORT_VALUES } from '../utils/sort-loans';

const column = createColumnHelper<LoanListItem>();

export type LoanColumnHandlers = {
  pinned: readonly string[];
  onTogglePin: (id: string) => void;
  onOpen: (loan: LoanListItem) => void;
  onArchive: (loan: LoanListItem) => void;
  onRestore: (loan: LoanListItem) => void;
};

const CLOCK_COLORS = { red: 'red-7', yellow: 'yellow-6', green: 'green-7', gray: 'gray-5' } as const;

/** Widths of the fixed columns; property, borrowers and contacts share the rest (spec 000 §2 order). */
export const COLUMN_WIDTHS: Record<string, number | string> = {
  select: 40,
  pin: 40,
  property: '20%',
  amount: 110,
  score: 64,
  duration: 90,
  status: 150,
  update: 100,
  closing: 130,
  actions: 48,
};

// Clicks on controls inside a row must not also open the loan.
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** Spec 000 §2, loan table columns (selection added for the bulk archive). */
// Columns of different value types live in one list; TanStack's own docs type it with `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoanColumn = ColumnDef<LoanListItem, any>;

export const buildLoanColumns = (handlers: LoanColumnHandlers): LoanColumn[] => [
  column.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all loans"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${displayLoanName(row.original.name)}`}
        checked={row.getIsSelected()}
        onClick={stop}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.display({
    id: 'pin',
    header: () => <VisuallyHidden>Pin</VisuallyHidden>,
    cell: ({ row }) => {
      const isPinned = handlers.pinned.includes(row.original.id);
      return (
        <ActionIcon
          title={isPinned ? 'Unpin' : 'Pin to top'}
          variant="subtle"
          color={isPinned ? 'indigo' : 'gray'}
          aria-label={
            isPinned
              ? `Unpin ${displayLoanName(row.original.name)}`
              : `Pin ${displayLoanName(row.original.name)}`
          }
          aria-pressed={isPinned}
          onClick={(event) => {
            stop(event);
            handlers.onTogglePin(row.original.id);
          }}
        >
          {isPinned ? <IconPinFilled size={16} /> : <IconPin size={16} />}
        </ActionIcon>
      );
    },
  }),
  column.accessor(SORT_VALUES.property, {
    id: 'property',
    header: 'Property',
    cell: ({ row }) => {
      const property = row.original.properties[0];
      const address = property
        ? [property.address_address, property.address_city, property.address_state].filter(Boolean).join(', ')
        : 'N/A';
      return (
        <Stack gap={0}>
          <Text size="sm" fw={600} lineClamp={1} title={cleanLoanName(row.original.name)}>
            {displayLoanName(row.original.name)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {property?.property_type ?? 'N/A'} · {address}
          </Text>
        </Stack>
      );
    },
  }),
  column.accessor(SORT_VALUES.amount, {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => <Text size="sm">{formatMoney(row.original.amount)}</Text>,
  }),
  column.accessor(SORT_VALUES.score, {
    id: 'score',
    header: 'Score',
    cell: ({ row }) => <Text size="sm">{row.original.score ?? 'N/A'}</Text>,
  }),
  column.accessor(SORT_VALUES.borrowers, {
    id: 'borrowers',
    header: 'Borrowers',
    cell: ({ row }) => (
      <Text size="sm" lineClamp={2}>
        {formatPeople(row.original.borrowers) || 'N/A'}
      </Text>
    ),
  }),
  column.accessor(SORT_VALUES.contacts, {
    id: 'contacts',
    header: 'Contacts',
    cell: ({ row }) => (
      <Text size="sm" lineClamp={2}>
        {formatPeople(row.original.contacts) || 'N/A'}
      </Text>
    ),
  }),
  column.accessor(SORT_VALUES.duration, {
    id: 'duration',
    header: 'Duration',
    cell: ({ row }) => (
      <Text size="sm">
        {row.original.duration_months === null ? 'N/A' : `${row.original.duration_months} months`}
      </Text>
    ),
  }),
  column.accessor(SORT_VALUES.status, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge status={row.original.status.state} />,
  }),
  column.accessor(SORT_VALUES.update, {
    id: 'update',
    header: 'Update',
    cell: ({ getValue }) => <Text size="sm">{formatUsDate(getValue())}</Text>,
  }),
  column.accessor(SORT_VALUES.closing, {
    id: 'closing',
    header: 'Expected closing',
    cell: ({ row }) => {
      const epoch = row.original.expected_closing_epoch;
      if (epoch === null) return <Text size="sm">N/A</Text>;
      const color = closingClockColor(epoch);
      return (
        <Group gap={6} wrap="nowrap">
          <IconClock
            size={16}
            color={`var(--mantine-color-${CLOCK_COLORS[color]})`}
            data-clock={color}
            aria-label={`Closing ${color}`}
          />
          <Text size="sm">{formatUsDate(epoch)}</Text>
        </Group>
      );
    },
  }),
  column.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: ({ row }) => (
      <RowActions
        loan={row.original}
        onOpen={handlers.onOpen}
        onArchive={handlers.onArchive}
        onRestore={handlers.onRestore}
      />
    ),
  }),
];
