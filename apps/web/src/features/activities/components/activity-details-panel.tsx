import { Anchor, Button, CloseButton, Group, Paper, Stack, Text, Title, Transition } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  ACTIVITY_TYPE_LABELS,
  activityStateLabel,
  formatUsDate,
  INFO_PANEL_MS,
  isActivityType,
  loanCodeOf,
  messages,
  formatUsDateTime,
} from '@lending/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import type { ScreenActivity } from '../api/get-activities';
import { activityTitle, ownerLabel } from './activities-table';

type Props = {
  activity: ScreenActivity | null;
  position: { index: number; total: number };
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div">
      {children || messages.notAvailable}
    </Text>
  </div>
);

const timeOf = (epoch: number | null | undefined) =>
  epoch === null || epoch === undefined ? null : formatUsDateTime(epoch);

// 002 §2.7: the details of the selected activity; Previous/Next walk the whole (sorted) list.
export const ActivityDetailsPanel = ({ activity, position, onPrevious, onNext, onClose }: Props) => (
  <Transition mounted={activity !== null} transition="slide-left" duration={INFO_PANEL_MS}>
    {(style) =>
      activity ? (
        <Paper withBorder radius="md" p="md" style={style} data-testid="activity-details">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={4}>{activityTitle(activity)}</Title>
            <CloseButton aria-label="Close details" onClick={onClose} />
          </Group>
          <Stack gap="xs">
            <Field label="Status">
              <StatusBadge status={activity.status.state} label={activityStateLabel(activity.status.state)} />
            </Field>
            <Field label="Type">
              {isActivityType(activity.activity_type)
                ? ACTIVITY_TYPE_LABELS[activity.activity_type]
                : activity.activity_type}
            </Field>
            {activity.topic && <Field label="Topic">{activity.topic}</Field>}
            {activity.kind && <Field label="Kind">{activity.kind}</Field>}
            <Field label="Loan">
              {activity.loan_name && activity.loan_id ? (
                <Anchor component={Link} to={`/loan/${loanCodeOf(activity.loan_name) ?? activity.loan_id}`}>
                  {activity.loan_name}
                </Anchor>
              ) : (
                activity.loan_name
              )}
            </Field>
            <Field label="Due">{formatUsDate(activity.due_epoch)}</Field>
            {activity.start_epoch ? (
              <Field label="When">{`${timeOf(activity.start_epoch)} - ${timeOf(activity.end_epoch) ?? ''}`}</Field>
            ) : null}
            <Field label="Owner">{ownerLabel(activity)}</Field>
            <Field label="Details">{activity.description}</Field>
            {activity.participants && <Field label="Participants">{activity.participants}</Field>}
            {activity.notes && <Field label="Notes">{activity.notes}</Field>}
          </Stack>
          <Group justify="space-between" mt="md">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} />}
              onClick={onPrevious}
              disabled={position.index <= 0}
            >
              Previous
            </Button>
            <Text size="sm" c="dimmed">
              {position.index + 1} / {position.total}
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} />}
              onClick={onNext}
              disabled={position.index >= position.total - 1}
            >
              Next
            </Button>
          </Group>
        </Paper>
      ) : (
        <div />
      )
    }
  </Transition>
);
