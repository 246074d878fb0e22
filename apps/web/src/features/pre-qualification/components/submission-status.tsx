import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { messages } from '@lending/domain';

/** 002 §2.1 / §8: the loading and success screens of the pre-qualification submission. */
export const SubmissionStatus = ({ state }: { state: 'loading' | 'success' }) =>
  state === 'loading' ? (
    <Stack align="center" py={60} gap="md" role="status">
      <Loader />
      <Text>{messages.formSubmitting}</Text>
    </Stack>
  ) : (
    <Stack align="center" py={60} gap="md">
      <ThemeIcon size={56} radius="xl" color="green">
        <IconCheck size={32} />
      </ThemeIcon>
      <Title order={3} ta="center">
        {messages.formSubmitted}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        Our team will review your request and contact you shortly.
      </Text>
      {/* 002 §2.1: 'Back To Application' reloads the page (a fresh, empty form). */}
      <Button onClick={() => window.location.reload()}>Back To Application</Button>
    </Stack>
  );
