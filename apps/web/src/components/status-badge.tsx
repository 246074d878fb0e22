import { Badge, type BadgeProps } from '@mantine/core';
import { LOAN_STATUS_LABELS } from '@lending/domain';

// Loan statuses (spec 000 §4) and activity states (contract) share one badge; colours follow
// spec 000 §4: red for rejections and failures, yellow for waiting on data, green when final.
const COLORS: Record<string, string> = {
  Preliminary: 'gray',
  'Term-Sheet-Sent': 'blue',
  Underwriting: 'cyan',
  'Board-Review': 'violet',
  'Commitment-Sent': 'indigo',
  'Commitment-Accepted': 'teal',
  Rejected: 'red',
  Funded: 'green',
  'Paid-Off': 'lime',
  rejected: 'red',
  error: 'red',
  failed: 'red',
  unsupported: 'yellow',
  missing_data: 'yellow',
  accepted: 'green',
  done: 'green',
  paused: 'gray',
};

export const statusColor = (status: string): string => COLORS[status] ?? 'blue';
export const statusLabel = (status: string): string =>
  (LOAN_STATUS_LABELS as Record<string, string>)[status] ?? status;

type Props = { status: string; label?: string } & Omit<BadgeProps, 'children' | 'color'>;

export const StatusBadge = ({ status, label, ...props }: Props) => (
  <Badge variant="light" color={statusColor(status)} radius="sm" tt="none" {...props}>
    {label ?? statusLabel(status)}
  </Badge>
);
