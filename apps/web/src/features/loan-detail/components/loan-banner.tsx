import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Loan } from '../api/types';
import { formatInterestRate, formatMoney } from '@lending/domain';

// Spec 001 §2: the banner shows Score, Rate, Purchase Price and Amount of Properties.
const Item = ({ label, value }: { label: string; value: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Text fw={700} data-testid={`banner-${label.toLowerCase().replace(/ /g, '-')}`}>
      {value}
    </Text>
  </Stack>
);

export const LoanBanner = ({ loan }: { loan: Loan }) => (
  <Paper withBorder radius="md" px="md" py="xs" mih={36}>
    <Group gap="xl">
      <Item label="Score" value={loan.score === null ? 'N/A' : String(Math.round(loan.score))} />
      <Item label="Rate" value={formatInterestRate(loan.interest_rate)} />
      <Item
        label="Purchase Price"
        value={formatMoney(loan.purchase_price ?? loan.properties[0]?.purchase_price)}
      />
      <Item label="Amount of Properties" value={String(loan.properties.length)} />
    </Group>
  </Paper>
);
