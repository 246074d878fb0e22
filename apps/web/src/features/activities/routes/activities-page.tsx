import { Paper, Text, Title } from '@mantine/core';

// Placeholder created with the app shell; the feature owner replaces it (keep the export name).
export const ActivitiesPage = () => (
  <Paper p="xl">
    <Title order={2}>Activities</Title>
    <Text c="dimmed" mt="sm">
      Coming soon
    </Text>
  </Paper>
);
