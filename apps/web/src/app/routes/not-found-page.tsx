import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@lending/domain';

/** Spec 002 §2.8: 'Page Not Found' with a button back to '/'. */
export const NotFoundPage = () => (
  <Center mih="70vh">
    <Stack align="center" gap="sm">
      <Text fz={64} fw={700} c="gray.6" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1} size="h2">
        {messages.pageNotFound}
      </Title>
      <Button component={Link} to="/">
        Back to home
      </Button>
    </Stack>
  </Center>
);
