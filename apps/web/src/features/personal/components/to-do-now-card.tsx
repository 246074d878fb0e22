import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { cleanLoanName, formatLongDate } from '@lending/domain';
import { useState } from 'react';
import type { EntityType } from '../../../lib/personal-area';
import type { PersonalActivity } from '../api/personal-types';
import { formatDecimalDollars, type PaymentDue } from '../utils/payments-due';
import { ActivityList } from './activity-list';

/** Rows shown before 'Show all': the list stays within two phone screens (issue 21). */
const SHOWN = 4;

type Item = { kind: 'activity'; activity: PersonalActivity } | { kind: 'payment'; payment: PaymentDue };

/** Overdue payments and rejected uploads first, then the earliest due; undated last. */
const urgency = (item: Item): [number, number] =>
  item.kind === 'payment'
    ? [item.payment.daysPastDue > 0 ? 0 : 2, dayjs(item.payment.dueDate).unix()]
    : [item.activity.status.state === 'rejected' ? 1 : 2, item.activity.due_epoch ?? Number.MAX_SAFE_INTEGER];

const byUrgency = (a: Item, b: Item) => {
  const [rankA, dueA] = urgency(a);
  const [rankB, dueB] = urgency(b);
  return rankA - rankB || dueA - dueB;
};

const PaymentRow = ({ payment }: { payment: PaymentDue }) => (
  <Paper withBorder p="sm" radius="md" data-testid="payment-due">
    <Text fw={500} size="sm">
      Payment of {formatDecimalDollars(payment.amount)}
    </Text>
    <Group gap="xs">
      {payment.daysPastDue > 0 ? (
        <Text size="xs" c="red" fw={500}>
          {payment.daysPastDue} days past due (was due {formatLongDate(payment.dueDate)})
        </Text>
      ) : (
        <Text size="xs">Due {formatLongDate(payment.dueDate)}</Text>
      )}
      <Text size="xs" c="dimmed">
        {cleanLoanName(payment.loanName)}
      </Text>
    </Group>
  </Paper>
);

type Props = {
  activities: PersonalActivity[];
  payments: PaymentDue[];
  entityType: EntityType;
  userEmail: string | null;
};

/**
 * Issue 21: the personal area opens on one 'what I must do now' list across every loan
 * (documents to upload or upload again with the rejection reason beside the button,
 * applications to finish, documents to sign, banks to connect, payments due), before the
 * loans and the details, so a phone shows it first and it stays within two screens.
 * `activities` is GET /personal/to-do's answer: the server already chose what waits.
 */
export const ToDoNowCard = ({ activities, payments, entityType, userEmail }: Props) => {
  const [isShowingAll, setShowingAll] = useState(false);
  const items: Item[] = [
    ...activities.map((activity) => ({ kind: 'activity' as const, activity })),
    ...payments.map((payment) => ({ kind: 'payment' as const, payment })),
  ].sort(byUrgency);
  const shown = isShowingAll ? items : items.slice(0, SHOWN);
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
          What to do now ({items.length})
        </Title>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing is waiting for you right now.
          </Text>
        )}
        {shown.map((item) =>
          item.kind === 'payment' ? (
            <PaymentRow key={`payment-${item.payment.loanId}`} payment={item.payment} />
          ) : (
            <ActivityList
              key={item.activity.activity_id}
              activities={[item.activity]}
              entityType={entityType}
              userEmail={userEmail}
              emptyText=""
              showLoanName
            />
          ),
        )}
        {items.length > SHOWN && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => setShowingAll(!isShowingAll)}
            aria-expanded={isShowingAll}
          >
            {isShowingAll ? 'Show fewer' : `Show all ${items.length}`}
          </Button>
        )}
      </Stack>
    </Card>
  );
};
