import { ActionIcon, Anchor, Button, Card, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useLoanActivities } from '../api/get-loan-activities';
import { emptyActivitiesText, visibleActivities } from '../utils/activity-list';
import { ActivityRow } from './activity-row';

type Props = { loanId: string; loanState: string };

// Spec 002 §2.4: the activities list with Refresh, add activity, Show All/Show Less and a link
// to /activities. Add activity opens the Add Activity modal of the activities screen for this loan.
export const ActivitiesCard = ({ loanId, loanState }: Props) => {
  const { data: activities, isLoading, isError, refetch, isFetching } = useLoanActivities(loanId);
  const [isShowAll, setShowAll] = useState(false);
  const list = activities ? visibleActivities(activities, isShowAll) : [];

  return (
    <Card withBorder radius="md" data-testid="activities-card">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Activities</Title>
        <Group gap="xs">
          <Tooltip label="Refresh">
            <ActionIcon
              variant="subtle"
              aria-label="Refresh activities"
              onClick={() => refetch()}
              loading={isFetching}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Add activity">
            <ActionIcon
              variant="subtle"
              aria-label="Add activity"
              component={Link}
              to={`/activities?add=1&loan=${encodeURIComponent(loanId)}`}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
          <Button size="xs" variant="light" onClick={() => setShowAll((value) => !value)}>
            {isShowAll ? 'Show Less' : 'Show All'}
          </Button>
        </Group>
      </Group>
      {isLoading && <Loading minHeight={80} />}
      {isError && <ErrorWithRefetch onRetry={() => refetch()} />}
      {activities && list.length === 0 && <EmptyState text={emptyActivitiesText(loanState, activities)} />}
      <Stack gap="xs">
        {list.map((activity) => (
          <ActivityRow key={activity.activity_id} activity={activity} />
        ))}
      </Stack>
      <Anchor component={Link} to="/activities" size="sm" mt="sm">
        Go to all activities
      </Anchor>
    </Card>
  );
};
