import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { cleanLoanName, messages } from '@lending/domain';
import { Link } from 'react-router';
import type { LoanSummary } from '@lending/domain';

// 001 §9 insight levels: 0 gray, 1 yellow, any other value red.
const levelColor = (level: number) => (level === 0 ? 'gray' : level === 1 ? 'yellow' : 'red');
const SHOWN = 6;

/**
 * The dashboard's view of the insights (DESIGN.md §7): how many risks and warnings the active
 * loans carry, and the loans with the most risks first, each with its worst insight (the server
 * counts them over every loan of the list: GET /loan/summary).
 */
export const InsightsCard = ({ insights }: { insights: LoanSummary['insights'] }) => {
  const { risks, warnings } = insights;
  const counted = insights.loans.map((loan) => ({ loan, worst: loan.worst }));
  return (
    <Card withBorder radius="md" data-testid="dashboard-insights">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Insights</Title>
        <Group gap="xs">
          <Badge color="red" variant="light">
            {risks} risks
          </Badge>
          <Badge color="yellow" variant="light">
            {warnings} warnings
          </Badge>
        </Group>
      </Group>
      {counted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noInsights}
        </Text>
      ) : (
        <Stack gap="xs">
          {counted.slice(0, SHOWN).map(({ loan, worst }) => (
            // The description gets its own line under the badge and the loan: side by side on a
            // narrow card it was squeezed into a column a few words wide.
            <Stack key={loan.id} gap={0}>
              <Group gap="xs" wrap="wrap" align="center">
                <Badge color={levelColor(worst.level)} variant="dot" maw="100%">
                  {worst.name}
                </Badge>
                <Anchor component={Link} to={`/loan/${loan.human_id}`} size="sm" lineClamp={1}>
                  {cleanLoanName(loan.name)}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {worst.description}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
};
