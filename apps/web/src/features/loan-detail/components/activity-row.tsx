import { Badge, CloseButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { ACTIVITY_TYPE_LABELS, activityStateLabel, isActivityType } from '@lending/domain';
import { useState } from 'react';
import type { Activity } from '../api/types';
import { dueColor } from '../utils/activity-list';
import { formatEpochDate } from '../utils/format';
import { ActivityActions } from './activity-actions';
import { EnvelopeBadge } from './envelope-badge';
import { FilesPopover } from './files-popover';
import { StatusBadge } from '../../../components/status-badge';

type Props = { activity: Activity };

const titleOf = (activity: Activity): string =>
  activity.name ||
  activity.document_name ||
  activity.description ||
  (isActivityType(activity.activity_type)
    ? ACTIVITY_TYPE_LABELS[activity.activity_type]
    : activity.activity_type);

// One activity of the loan page (002 §2.4 / §4): state (rejected shows its text in a tooltip),
// due date coloured per 000 §4, actions, and a dismissible Error marker after a failed action.
export const ActivityRow = ({ activity }: Props) => {
  const [error, setError] = useState<string | null>(null);
  const state = activity.status.state;
  const badge = <StatusBadge status={state} label={activityStateLabel(state)} data-testid="activity-state" />;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`activity-${activity.activity_type}`}
      data-activity-id={activity.activity_id}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{titleOf(activity)}</Text>
            {state === 'rejected' && activity.status.text ? (
              <Tooltip label={activity.status.text}>
                <span>{badge}</span>
              </Tooltip>
            ) : (
              badge
            )}
            {error && (
              <Badge
                color="red"
                variant="filled"
                rightSection={
                  <CloseButton
                    size="xs"
                    c="white"
                    aria-label="Dismiss error"
                    onClick={() => setError(null)}
                  />
                }
              >
                <Tooltip label={error}>
                  <span>Error</span>
                </Tooltip>
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            <Text size="xs" c={dueColor(activity)}>
              Due {formatEpochDate(activity.due_epoch)}
            </Text>
            {/* 002 §4: activities with processes show their processes and documents. */}
            {activity.processes.length > 0 && <FilesPopover activity={activity} />}
            {activity.docusign_envelope_id && <EnvelopeBadge activityId={activity.activity_id} />}
          </Group>
        </Stack>
        <ActivityActions activity={activity} onError={setError} />
      </Group>
    </Paper>
  );
};
