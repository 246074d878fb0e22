import { Badge } from '@mantine/core';
import type { LeadStatus } from '@lending/domain';

const COLORS: Record<LeadStatus, string> = { new: 'blue', converted: 'green', declined: 'red' };
const LABELS: Record<LeadStatus, string> = { new: 'New', converted: 'Converted', declined: 'Declined' };

export const LeadStatusBadge = ({ status }: { status: LeadStatus }) => (
  <Badge color={COLORS[status] ?? 'gray'} variant="light">
    {LABELS[status] ?? status}
  </Badge>
);
