import { Paper, Text, Title } from '@mantine/core';

// Placeholder created with the app shell; the feature owner replaces it (keep the export name).
export const WizardPage = () => (
  <Paper p="xl">
    <Title order={2}>Loan application</Title>
    <Text c="dimmed" mt="sm">
      Coming soon
    </Text>
  </Paper>
);
