import { Stack, Text, Title } from '@mantine/core';
import { greetingFor, greetingMessage } from '@lending/domain';

/** 002 §2.3: 'Good {time of day}, {first} {last}' and a subtitle. */
export const Greeting = ({ firstName, lastName }: { firstName: string; lastName: string }) => (
  <Stack gap={2}>
    <Title order={1} size="h2">
      {greetingMessage(greetingFor(), firstName, lastName)}
    </Title>
    <Text c="dimmed">Here you can review your personal details, your active loans and your history.</Text>
  </Stack>
);
