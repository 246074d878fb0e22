import { lazy, Suspense } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import {
  DASHBOARD_STATUS_CARDS,
  greetingFor,
  LOAN_STATUS_LABELS,
  TOTAL_REQUESTS_CARD,
} from '@lending/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { Loading } from '../../../components/loading';
import { LoansScreen } from '../components/loans-screen';
import { dashboardHeading } from '../utils/heading';
import { InsightsCard } from '../components/insights-card';

const DashboardCharts = lazy(async () => ({
  default: (await import('../components/dashboard-charts')).DashboardCharts,
}));

const CARD_LABELS: Record<string, string> = {
  ...LOAN_STATUS_LABELS,
  [TOTAL_REQUESTS_CARD]: 'Total Requests',
};

export const DashboardPage = () => {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const heading = dashboardHeading(pathname);
  const isDashboard = heading === 'Dashboard';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {heading}
          </Title>
          <Text c="dimmed">
            Good {greetingFor(new Date())}, {user.name || user.email}
          </Text>
        </div>
      </Group>
      <LoansScreen
        key={heading}
        cardStatuses={DASHBOARD_STATUS_CARDS}
        cardLabels={CARD_LABELS}
        totalKey={TOTAL_REQUESTS_CARD}
        isPortfolio={false}
        isDashboard={isDashboard}
        renderBelow={
          isDashboard
            ? (summary) => (
                <>
                  <InsightsCard insights={summary.insights} />
                  <Suspense fallback={<Loading label="Loading charts" />}>
                    <DashboardCharts summary={summary} />
                  </Suspense>
                </>
              )
            : undefined
        }
      />
    </Stack>
  );
};
