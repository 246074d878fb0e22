import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockX } from '@tabler/icons-react';
import { messages } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';

// Why a sponsor link cannot be opened: altered (403), expired or its loan closed (410), no
// sponsor on the loan (404), or anything else. The server's sentence is shown as it says it.
export const LinkProblem = ({ error }: { error: unknown }) => {
  const status = error instanceof ApiError ? error.status : 0;
  const serverMessage = error instanceof ApiError ? error.message : messages.defaultFailure;
  const isExpired = status === 410;
  const title =
    status === 403
      ? 'This link is not valid'
      : isExpired
        ? 'This link has expired'
        : 'This link cannot be used';
  const help =
    status === 403
      ? 'The link may have been cut or changed when it was copied. Open it again from the message your lender sent you, or ask them for a new one.'
      : isExpired
        ? 'Sponsor links are valid for 7 days. Ask your loan officer to send you a new link.'
        : 'Please try again later, or contact your loan officer.';
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="md" data-testid={isExpired ? 'sponsor-link-expired' : 'sponsor-link-invalid'}>
        <Title order={2}>{title}</Title>
        <Alert
          color={isExpired ? 'yellow' : 'orange'}
          icon={isExpired ? <IconClockX /> : <IconAlertTriangle />}
          title={serverMessage}
        >
          {help}
        </Alert>
        <Text size="sm" c="dimmed">
          No information about the loan is shown on this page.
        </Text>
      </Stack>
    </Container>
  );
};
