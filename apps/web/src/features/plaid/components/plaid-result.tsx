import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank } from '@tabler/icons-react';
import { messages } from '@lending/domain';

// 000 §8: the product is the account-linking provider; the support contact is the lender's.
const PRODUCT_NAME = 'Plaid';
const SUPPORT_EMAIL = 'support@example.com';

export const PlaidSuccess = ({
  institution,
  onMore,
}: {
  institution?: string | null;
  onMore: () => void;
}) => (
  <Stack align="center" gap="md" data-testid="plaid-success">
    <ThemeIcon size={64} radius="xl" color="green">
      <IconBuildingBank size={36} />
    </ThemeIcon>
    <Title order={3} ta="center">
      {messages.bankConnected} {PRODUCT_NAME}
    </Title>
    {institution && <Text c="dimmed">{institution}</Text>}
    <Button onClick={onMore}>{messages.connectMoreBanks}</Button>
  </Stack>
);

export const PlaidFailure = ({ detail, onRetry }: { detail?: string | null; onRetry: () => void }) => (
  <Stack align="center" gap="md" data-testid="plaid-failure">
    <ThemeIcon size={64} radius="xl" color="red">
      <IconAlertTriangle size={36} />
    </ThemeIcon>
    <Text ta="center" maw={460}>
      {messages.bankFailed} <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
    </Text>
    {detail && (
      <Text size="sm" c="dimmed" ta="center">
        {detail}
      </Text>
    )}
    <Button onClick={onRetry}>{messages.tryAgain}</Button>
  </Stack>
);
