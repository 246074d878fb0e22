import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { cleanLoanName, messages } from '@lending/domain';
import { formatMoney } from '../../../components/money';
import { StatusBadge } from '../../../components/status-badge';
import { useLoanActivities } from '../api/get-loan-activities';
import type { EntityType, PersonalLoan } from '../api/personal-types';
import { ActivityList } from './activity-list';

type Props = { loan: PersonalLoan; entityType: EntityType; userEmail: string | null };

/** One loan of 'Activities for loans' with its activities and their actions (002 §2.3). */
export const LoanCard = ({ loan, entityType, userEmail }: Props) => {
  const activities = useLoanActivities(entityType, loan.id, userEmail);
  const property = loan.properties[0];
  return (
    <Card withBorder radius="md" p="md" data-testid="loan-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={5}>{cleanLoanName(loan.name)}</Title>
            <Text size="xs" c="dimmed">
              Loan {loan.human_id}
              {property ? ` · ${property.property_type}` : ''}
              {loan.amount !== null ? ` · ${formatMoney(loan.amount)}` : ''}
              {loan.purpose ? ` · ${loan.purpose}` : ''}
            </Text>
          </Stack>
          <StatusBadge status={loan.status.state} />
        </Group>
        {activities.isPending && <Loader size="sm" />}
        {activities.isError && <Alert color="red">{messages.loanNotAuthorized}</Alert>}
        {activities.isSuccess && (
          <ActivityList
            activities={activities.data}
            entityType={entityType}
            userEmail={userEmail}
            emptyText={messages.noActivities}
          />
        )}
      </Stack>
    </Card>
  );
};
