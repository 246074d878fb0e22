import { Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { cleanLoanName, isAwaitingSignature, rejectionReasonOf, formatLongDate } from '@lending/domain';
import { StatusBadge } from '../../../components/status-badge';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';
import { personalStateLabel } from '../utils/activity-groups';
import { ActivityActions } from './activity-actions';

type Props = {
  activities: PersonalActivity[];
  entityType: EntityType;
  userEmail: string | null;
  emptyText: string;
  showLoanName?: boolean;
};

/** Activities as rows: name, loan, due date, state (personal labels) and the allowed actions. */
export const ActivityList = ({
  activities,
  entityType,
  userEmail,
  emptyText,
  showLoanName = false,
}: Props) =>
  activities.length === 0 ? (
    <Text c="dimmed" size="sm" py="sm" ta="center">
      {emptyText}
    </Text>
  ) : (
    <Stack gap="xs">
      {activities.map((activity) => {
        const reason = rejectionReasonOf(activity);
        const badge = (
          <StatusBadge status={activity.status.state} label={personalStateLabel(activity.status.state)} />
        );
        return (
          <Paper key={activity.activity_id} withBorder p="sm" radius="md" data-testid="personal-activity">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                <Text fw={500} size="sm">
                  {activity.document_name ?? activity.name}
                </Text>
                {activity.description && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {activity.description}
                  </Text>
                )}
                {reason && (
                  <Text size="xs" c="red" data-testid="rejection-reason">
                    Rejected: {reason.replace(/\.+$/, '')}. Please upload the document again.
                  </Text>
                )}
                {isAwaitingSignature(activity) && (
                  <Text size="xs" fw={500} data-testid="signature-waiting">
                    Waiting for your signature: open the signing link we sent you by e-mail.
                  </Text>
                )}
                <Group gap="xs">
                  {/* 002 §4: rejected activities show the status text in a tooltip. */}
                  {activity.status.state === 'rejected' && activity.status.text ? (
                    <Tooltip label={activity.status.text}>{badge}</Tooltip>
                  ) : (
                    badge
                  )}
                  {showLoanName && activity.loan_name && (
                    <Text size="xs" c="dimmed">
                      {cleanLoanName(activity.loan_name)}
                    </Text>
                  )}
                  {activity.due_epoch && (
                    <Text size="xs" c="dimmed">
                      Due {formatLongDate(activity.due_epoch)}
                    </Text>
                  )}
                </Group>
              </Stack>
              <ActivityActions entityType={entityType} activity={activity} userEmail={userEmail} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
