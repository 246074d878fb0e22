import {
  ActionIcon,
  Badge,
  Card,
  Collapse,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { messages } from '@lending/domain';
import { useState } from 'react';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';
import {
  completion,
  countByFilter,
  filterActivities,
  initialFilter,
  PERSONAL_FILTERS,
  type PersonalFilter,
} from '../utils/activity-groups';
import { ActivityList } from './activity-list';
import { CompletionBar } from './completion-bar';

type Props = {
  ownActivities: PersonalActivity[];
  loanActivities: PersonalActivity[];
  entityType: EntityType;
  userEmail: string | null;
  isLoading?: boolean;
};

/**
 * 002 §2.3: the activities card. Filters New / Accepted / Rejected / Sent with counts, default
 * New; when something is in progress the card opens on it. Brokers start with 'other tasks' on
 * (their work is on their contacts' loans, not their own record). The card toggles open/closed.
 */
export const ActivitiesCard = ({
  ownActivities,
  loanActivities,
  entityType,
  userEmail,
  isLoading = false,
}: Props) => {
  const [showOther, setShowOther] = useState(entityType === 'contact');
  const seen = new Set(ownActivities.map((activity) => activity.activity_id));
  const activities = showOther
    ? [...ownActivities, ...loanActivities.filter((activity) => !seen.has(activity.activity_id))]
    : ownActivities;
  const initial = initialFilter(activities);
  const inProgress = initial.group === 'in_progress';
  const [filterChoice, setFilterChoice] = useState<PersonalFilter | null>(null);
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const filter = filterChoice ?? initial.group;
  // 002 §2.3: the card opens by itself only when something is in progress.
  const isOpen = openChoice ?? initial.isOpen;
  const counts = countByFilter(activities);

  return (
    <Card withBorder radius="md" p="md" data-testid="activities-card">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm">
          <Title order={4}>My activities</Title>
          <CompletionBar fraction={completion(activities)} />
          {inProgress && (
            <Badge color="blue" variant="light">
              In Progress
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Switch
            label="Other tasks"
            checked={showOther}
            onChange={(event) => setShowOther(event.currentTarget.checked)}
          />
          <ActionIcon
            variant="subtle"
            aria-label={isOpen ? 'Close activities' : 'Open activities'}
            onClick={() => setOpenChoice(!isOpen)}
          >
            {isOpen ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
          </ActionIcon>
        </Group>
      </Group>
      <Collapse in={isOpen} transitionDuration={300}>
        <Stack gap="sm" mt="sm">
          <SegmentedControl
            fullWidth
            size="xs"
            value={filter}
            onChange={(value) => setFilterChoice(value as PersonalFilter)}
            data={PERSONAL_FILTERS.map((entry) => ({
              value: entry.value,
              label: `${entry.label} (${counts[entry.value]})`,
            }))}
          />
          {isLoading && activities.length === 0 && <Loader size="sm" mx="auto" />}
          <ActivityList
            activities={filterActivities(activities, filter)}
            entityType={entityType}
            userEmail={userEmail}
            emptyText={messages.noActivitiesMatching}
            showLoanName
          />
        </Stack>
      </Collapse>
      {!isOpen && (
        <Text size="xs" c="dimmed" mt={4}>
          {isLoading ? 'Loading activities...' : `${activities.length} activities`}
        </Text>
      )}
    </Card>
  );
};
