// A floating loan's rate on the Servicing tab (issue 19 item 1): the index value in force, the
// spread, the floor, the all-in rate and the next reset; admins set or change the floating terms
// (floating-terms-form.tsx). Nothing is shown to others for a fixed-rate loan.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatUsDate } from '@lending/domain';
import { useFloatingRate } from '../api/ach-api';
import { FloatingTermsForm } from './floating-terms-form';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </Stack>
);

export const FloatingRate = ({ loanId, canEdit = false }: { loanId: string; canEdit?: boolean }) => {
  const rate = useFloatingRate(loanId);
  const r = rate.data;
  // The form starts from the terms read, so it waits for them.
  const form = canEdit && r ? <FloatingTermsForm loanId={loanId} current={r} /> : null;
  if (!r || r.rate_type !== 'floating') return form;
  return (
    <>
      <Paper withBorder p="sm" data-testid="floating-rate">
        <Title order={3} size="h6" mb="xs">
          Floating rate
        </Title>
        <Group gap="lg">
          <Figure
            label={`${r.index} (index)`}
            value={r.index_value ? `${r.index_value}% on ${formatUsDate(r.index_date)}` : 'No value yet'}
          />
          <Figure label="Spread" value={`${r.spread}%`} />
          <Figure label="Floor" value={`${r.floor}%`} />
          <Figure label="All-in rate" value={`${r.current_rate}%`} />
          <Figure
            label="Next reset"
            value={
              r.next_reset
                ? `${formatUsDate(r.next_reset)}${r.next_rate ? ` (at ${r.next_rate}%)` : ''}`
                : '—'
            }
          />
        </Group>
      </Paper>
      {form}
    </>
  );
};
