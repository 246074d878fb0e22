import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@lending/domain';
import type { Insight } from '../api/types';

// Spec 001 §2 / §9: insights, level 0 gray, 1 yellow, any other value red.
const levelColor = (level: number) => (level === 0 ? 'gray' : level === 1 ? 'yellow' : 'red');

export const InsightsSection = ({ insights }: { insights: Insight[] }) => (
  <Card withBorder radius="md" data-testid="insights">
    <Title order={5} mb="xs">
      Insights
    </Title>
    {insights.length === 0 ? (
      <Text size="sm" c="dimmed">
        {messages.noInsights}
      </Text>
    ) : (
      <Stack gap={6}>
        {insights.map((insight, index) => (
          <Group key={`${insight.name}-${index}`} gap="xs" wrap="nowrap" align="flex-start">
            <Badge color={levelColor(insight.level)} variant="dot" style={{ flexShrink: 0 }}>
              {insight.name}
            </Badge>
            <Text size="sm">{insight.description}</Text>
          </Group>
        ))}
      </Stack>
    )}
  </Card>
);
