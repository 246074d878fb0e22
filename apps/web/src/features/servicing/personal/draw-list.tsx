// The borrower's (or broker's) own draws on the servicing card (issue 19 item 6): each draw's
// amount, status and, once staff order it, the inspection's state and the inspector's note, so a
// borrower knows why a draw is not funded yet without waiting for a notification.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@lending/domain';
import { useServicingDraws } from '../api/servicing-draws-api';
import { InspectionNote, InspectionState } from '../components/draw-inspection';
import { formatMoney as money } from '../components/servicing-tables';

const STATUS_COLOR: Record<string, string> = { funded: 'green', rejected: 'red', approved: 'blue' };

export const DrawList = ({ loanId }: { loanId: string }) => {
  const draws = useServicingDraws(loanId);
  const list = draws.data?.draws ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap={4} mb="sm" data-testid="card-draws">
      <Title order={6}>Your draws</Title>
      {list.map((draw) => (
        <Stack key={draw.id} gap={2} data-testid="card-draw">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {money(draw.approved ?? draw.requested)} asked {formatLongDate(draw.requested_at)}
            </Text>
            <Badge variant="light" color={STATUS_COLOR[draw.status] ?? 'gray'}>
              {draw.status}
            </Badge>
            <InspectionState draw={draw} formatDate={formatLongDate} />
          </Group>
          {draw.status === 'rejected' && draw.reason && (
            <Text size="sm" c="dimmed">
              Reason: {draw.reason}
            </Text>
          )}
          <InspectionNote draw={draw} />
        </Stack>
      ))}
    </Stack>
  );
};
