import { Paper, Text, Title } from '@mantine/core';

export const ScoringPage = () => (
  <Paper p="xl">
    <Title order={2}>Scoring</Title>
    <Text c="dimmed" mt="sm">
      The scoring administration screen is not built yet.
    </Text>
  </Paper>
);
