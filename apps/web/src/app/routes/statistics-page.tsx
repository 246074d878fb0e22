import { Paper, Text, Title } from '@mantine/core';

export const StatisticsPage = () => (
  <Paper p="xl">
    <Title order={2}>Statistics</Title>
    <Text c="dimmed" mt="sm">
      The pipeline statistics screen is not built yet.
    </Text>
  </Paper>
);
