import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconForms } from '@tabler/icons-react';
import { Link } from 'react-router';
import { cleanLoanName, countNeedingAction, formatMoney, messages } from '@lending/domain';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { useLoanActivities } from '../api/get-loan-activities';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalLoan } from '../api/personal-types';
import { ActivityList } from './activity-list';

type Props = {
  loan: PersonalLoan;
  entityType: EntityType;
  userEmail: string | null;
  /** A person with a single loan sees it open (issue 21: otherwise every loan is a closed line). */
  isOpenByDefault?: boolean;
};

/**
 * One loan of 'Activities for loans' with its activities and their actions (002 §2.3). Each
 * loan collapses and shows how many things wait for the borrower; a collapsed loan does not
 * render its activities.
 */
export const LoanCard = ({ loan, entityType, userEmail, isOpenByDefault = false }: Props) => {
  const activities = useLoanActivities(entityType, loan.id, userEmail);
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const property = loan.properties[0];
  const pending = activities.isSuccess ? countNeedingAction(activities.data) : 0;
  const toFill = activities.data?.find(
    (activity) =>
      activity.actions.includes('view-application') && !activity.done && activity.status.state !== 'done',
  );
  const isOpen = openChoice ?? isOpenByDefault;
  return (
    <Card withBorder radius="md" p="md" data-testid="loan-card" data-open={isOpen}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <UnstyledButton
            onClick={() => setOpenChoice(!isOpen)}
            style={{ flex: 1, minWidth: 0 }}
            aria-expanded={isOpen}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ActionIcon component="span" variant="subtle" size="sm" mt={2} aria-hidden>
                {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={5}>{cleanLoanName(loan.name)}</Title>
                <Text size="xs" c="dimmed">
                  Loan {loan.human_id}
                  {property ? ` · ${property.property_type}` : ''}
                  {loan.amount !== null ? ` · ${formatMoney(loan.amount)}` : ''}
                  {loan.purpose ? ` · ${loan.purpose}` : ''}
                </Text>
              </Stack>
            </Group>
            {/* The name is what the button shows, then what it does (read last, as before). */}
            <VisuallyHidden>
              {isOpen ? 'Close' : 'Open'} loan {loan.human_id}
            </VisuallyHidden>
          </UnstyledButton>
          <Stack gap={4} align="flex-end">
            <StatusBadge status={loan.status.state} />
            {pending > 0 && (
              <Badge color="orange" variant="light" size="sm">
                {pending} to do
              </Badge>
            )}
          </Stack>
        </Group>
        {activities.isPending && <Loader size="sm" />}
        {activities.isError && <Alert color="red">{messages.loanNotAuthorized}</Alert>}
        {activities.isSuccess && isOpen && (
          <ActivityList
            activities={activities.data}
            entityType={entityType}
            userEmail={userEmail}
            emptyText={messages.noActivities}
          />
        )}
        {activities.isSuccess && !isOpen && (
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {activities.data.length} activities{pending === 0 ? ' · nothing waiting for you' : ''}
            </Text>
            {/* An application to finish is offered on the closed card too (issue 21: no entry to it). */}
            {toFill && (
              <Button
                component={Link}
                to={`/personal/application/${toFill.activity_id}${userEmail ? `?user-email=${encodeURIComponent(userEmail)}` : ''}`}
                size="xs"
                leftSection={<IconForms size={14} aria-hidden />}
              >
                Fill Application
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
};
