import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';

/** 002 §2.1: the loan header above the form (the page has no top bar). */
export const PrequalHeader = () => (
  <Group gap="md" wrap="nowrap" align="center">
    <ThemeIcon size={48} radius="md" variant="light">
      <IconBuildingBank size={28} />
    </ThemeIcon>
    <Stack gap={0}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        Loan Pre Qualification
      </Title>
      <Text c="dimmed" size="sm">
        Bridge and construction loans for residential and commercial real estate. Tell us about the borrower
        and the properties; it takes a few minutes.
      </Text>
    </Stack>
  </Group>
);
