import { ActionIcon, Checkbox, Group, Menu, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconClock, IconDots, IconExternalLink, IconPin, IconPinFilled, IconRestore } from '@tabler/icons-react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { cleanLoanName, closingClockColor, displayLoanName, formatUsDate } from '@lending/domain';
import { formatMoney } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import type { LoanListItem, LoanListPerson } from '../api/types';

const column = createColumnHelper<LoanListItem>();

export type LoanColumnHandlers = {
  pinned: readonly string[];
  onTogglePin: (id: string) => void;
  onOpen: (loan: LoanListItem) => void;
  onArchive: (loan: LoanListItem) => void;
  onRestore: (loan: LoanListItem) => void;
};

const people = (list: readonly LoanListPerson[]): string =>
  list.map((person) => `${person.first_name} ${person.last_name}`.trim()).join(', ');

const CLOCK_COLORS = { red: 'red-7', yellow: 'yellow-6', green: 'green-7', gray: 'gray-5' } as const;

/** Widths of the fixed columns; property, borrowers and contacts share the rest (spec 000 §2 order). */
export const COLUMN_WIDTHS: Record<string, number | string> = {
  select: 40,
  pin: 44,
  property: '24%',
  amount: 120,
  score: 70,
  duration: 100,
  status: 180,
  update: 110,
  closing: 150,
  actions: 52,
};

// Clicks on controls inside a row must not also open the loan.
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** Spec 000 §2, loan table columns (selection added for the bulk archive). */
// Columns of different value types live in one list; TanStack's own docs type it with `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoanColumn = ColumnDef<LoanListItem, any>;

export const buildLoanColumns = (handlers: LoanColumnHandlers): LoanColumn[] =>
  [
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
          <Tooltip label={isPinned ? 'Unpin' : 'Pin to top'}>
            <ActionIcon
              variant="subtle"
              color={isPinned ? 'indigo' : 'gray'}
              aria-label={isPinned ? `Unpin ${displayLoanName(row.original.name)}` : `Pin ${displayLoanName(row.original.name)}`}
              aria-pressed={isPinned}
              onClick={(event) => {
                stop(event);
                handlers.onTogglePin(row.original.id);
              }}
            >
              {isPinned ? <IconPinFilled size={16} /> : <IconPin size={16} />}
            </ActionIcon>
          </Tooltip>
        );
      },
    }),
    column.accessor((loan) => displayLoanName(loan.name), {
      id: 'property',
      header: 'Property',
      cell: ({ row, getValue }) => {
        const property = row.original.properties[0];
        const address = property
          ? [property.address_address, property.address_city, property.address_state].filter(Boolean).join(', ')
          : 'N/A';
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600} lineClamp={1} title={cleanLoanName(row.original.name)}>
              {getValue()}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {property?.property_type ?? 'N/A'} · {address}
            </Text>
          </Stack>
        );
      },
    }),
    column.accessor((loan) => loan.amount ?? 0, {
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => <Text size="sm">{formatMoney(row.original.amount)}</Text>,
    }),
    column.accessor((loan) => loan.score ?? -1, {
      id: 'score',
      header: 'Score',
      cell: ({ row }) => <Text size="sm">{row.original.score ?? 'N/A'}</Text>,
    }),
    column.accessor((loan) => people(loan.borrowers), {
      id: 'borrowers',
      header: 'Borrowers',
      cell: ({ getValue }) => (
        <Text size="sm" lineClamp={2}>
          {getValue() || 'N/A'}
        </Text>
      ),
    }),
    column.accessor((loan) => people(loan.contacts), {
      id: 'contacts',
      header: 'Contacts',
      cell: ({ getValue }) => (
        <Text size="sm" lineClamp={2}>
          {getValue() || 'N/A'}
        </Text>
      ),
    }),
    column.accessor((loan) => loan.duration_months ?? -1, {
      id: 'duration',
      header: 'Duration',
      cell: ({ row }) => (
        <Text size="sm">{row.original.duration_months === null ? 'N/A' : `${row.original.duration_months} months`}</Text>
      ),
    }),
    column.accessor((loan) => loan.status.state, {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor((loan) => loan.last_update, {
      id: 'update',
      header: 'Update',
      cell: ({ getValue }) => <Text size="sm">{formatUsDate(getValue())}</Text>,
    }),
    column.accessor((loan) => loan.expected_closing_epoch ?? Number.MAX_SAFE_INTEGER, {
      id: 'closing',
      header: 'Expected closing',
      cell: ({ row }) => {
        const epoch = row.original.expected_closing_epoch;
        if (epoch === null) return <Text size="sm">N/A</Text>;
        const color = closingClockColor(epoch);
        return (
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} color={`var(--mantine-color-${CLOCK_COLORS[color]})`} data-clock={color} aria-label={`Closing ${color}`} />
            <Text size="sm">{formatUsDate(epoch)}</Text>
          </Group>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Loan actions" onClick={stop}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown onClick={stop}>
            <Menu.Item leftSection={<IconExternalLink size={14} />} onClick={() => handlers.onOpen(row.original)}>
              Open
            </Menu.Item>
            {row.original.archived ? (
              <Menu.Item leftSection={<IconRestore size={14} />} onClick={() => handlers.onRestore(row.original)}>
                Restore
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconArchive size={14} />} color="red" onClick={() => handlers.onArchive(row.original)}>
                Archive
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    }),
  ];
