import { VisuallyHidden } from '@mantine/core';
import { IconClock, IconPin, IconPinFilled } from '@tabler/icons-react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import {
  cleanLoanName,
  closingClockColor,
  displayLoanName,
  formatMoney,
  formatUsDate,
  messages,
} from '@lending/domain';
import { statusColor, statusLabel } from '../../../components/status-badge';
import type { LoanListItem } from '../api/types';
import { formatPeople, SORT_VALUES } from '../utils/sort-loans';
import { RowActions } from './row-actions';
import classes from './loan-table.module.css';

// Cells are plain elements styled by CSS (no Mantine components per cell): typing in search
// re-renders every row that enters the view, and this keeps each keystroke cheap.

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
  property: '18%',
  amount: 110,
  score: 60,
  duration: 95,
  status: 180,
  update: 100,
  closing: 140,
  actions: 44,
};

// Clicks on controls inside a row must not also open the loan.
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

const NA = messages.notAvailable;

// Columns of different value types live in one list; TanStack's own docs type it with `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoanColumn = ColumnDef<LoanListItem, any>;

/** Spec 000 §2, loan table columns (selection added for the bulk archive). */
export const buildLoanColumns = (handlers: LoanColumnHandlers): LoanColumn[] => [
  column.display({
    id: 'select',
    // The table only holds the rows in view; select-all covers the whole list (LoanTable).
    header: () => null,
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={classes.checkbox}
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
      const name = displayLoanName(row.original.name);
      return (
        <button
          type="button"
          className={classes.iconButton}
          data-active={isPinned || undefined}
          title={isPinned ? 'Unpin' : 'Pin to top'}
          aria-label={isPinned ? `Unpin ${name}` : `Pin ${name}`}
          aria-pressed={isPinned}
          onClick={(event) => {
            stop(event);
            handlers.onTogglePin(row.original.id);
          }}
        >
          {isPinned ? <IconPinFilled size={16} /> : <IconPin size={16} />}
        </button>
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
        : NA;
      return (
        <>
          <p className={classes.name} title={cleanLoanName(row.original.name)}>
            {displayLoanName(row.original.name)}
          </p>
          <p className={classes.sub}>
            {property?.property_type ?? NA} · {address}
          </p>
        </>
      );
    },
  }),
  column.accessor(SORT_VALUES.amount, {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => formatMoney(row.original.amount),
  }),
  column.accessor(SORT_VALUES.score, {
    id: 'score',
    header: 'Score',
    cell: ({ row }) => row.original.score ?? NA,
  }),
  column.accessor(SORT_VALUES.borrowers, {
    id: 'borrowers',
    header: 'Borrowers',
    cell: ({ row }) => <span className={classes.clamp}>{formatPeople(row.original.borrowers) || NA}</span>,
  }),
  column.accessor(SORT_VALUES.contacts, {
    id: 'contacts',
    header: 'Contacts',
    cell: ({ row }) => <span className={classes.clamp}>{formatPeople(row.original.contacts) || NA}</span>,
  }),
  column.accessor(SORT_VALUES.duration, {
    id: 'duration',
    header: 'Duration',
    cell: ({ row }) =>
      row.original.duration_months === null ? NA : `${row.original.duration_months} months`,
  }),
  column.accessor(SORT_VALUES.status, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const color = statusColor(row.original.status.state);
      return (
        <span
          className={classes.badge}
          style={{
            background: `var(--mantine-color-${color}-light)`,
            color: `var(--mantine-color-${color}-light-color)`,
          }}
        >
          {statusLabel(row.original.status.state)}
        </span>
      );
    },
  }),
  column.accessor(SORT_VALUES.update, {
    id: 'update',
    header: 'Update',
    cell: ({ row }) => formatUsDate(row.original.last_update),
  }),
  column.accessor(SORT_VALUES.closing, {
    id: 'closing',
    header: 'Expected closing',
    cell: ({ row }) => {
      const epoch = row.original.expected_closing_epoch;
      if (epoch === null) return NA;
      // Spec 000 §2: red in the past, yellow within one day, otherwise green.
      const color = closingClockColor(epoch);
      return (
        <span className={classes.closing}>
          <IconClock
            size={16}
            color={`var(--mantine-color-${CLOCK_COLORS[color]})`}
            data-clock={color}
            aria-label={`Closing ${color}`}
          />
          {formatUsDate(epoch)}
        </span>
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
