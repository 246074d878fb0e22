import { Card, Stack, Text, Title } from '@mantine/core';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';
import { needsAction } from '../utils/needs-action';
import { ActivityList } from './activity-list';

const SHOWN = 5;

/** Rejected first (they need a new upload), then the earliest due. */
const byUrgency = (a: PersonalActivity, b: PersonalActivity) =>
  Number(b.status.state === 'rejected') - Number(a.status.state === 'rejected') ||
  (a.due_epoch ?? Number.MAX_SAFE_INTEGER) - (b.due_epoch ?? Number.MAX_SAFE_INTEGER);

/**
 * Issue 21: the personal area opens on one 'what I must do now' list across every loan
 * (documents to upload or upload again with the rejection reason beside the button,
 * applications to finish, banks to connect), before the details, so a phone shows it first.
 */
export const ToDoNowCard = ({
  activities,
  entityType,
  userEmail,
}: {
  activities: PersonalActivity[];
  entityType: EntityType;
  userEmail: string | null;
}) => {
  const unique = [...new Map(activities.map((activity) => [activity.activity_id, activity])).values()];
  const toDo = unique.filter(needsAction).sort(byUrgency);
  if (toDo.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      data-testid="to-do-now"
      component="section"
      aria-labelledby="to-do-now-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="to-do-now-title">
          What to do now ({toDo.length})
        </Title>
        <ActivityList
          activities={toDo.slice(0, SHOWN)}
          entityType={entityType}
          userEmail={userEmail}
          emptyText=""
          showLoanName
        />
        {toDo.length > SHOWN && (
          <Text size="sm" c="dimmed">
            {toDo.length - SHOWN} more in your loans below.
          </Text>
        )}
      </Stack>
    </Card>
  );
};
