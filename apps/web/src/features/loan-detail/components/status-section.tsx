import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMPLETION_ACTION_LABELS, completionAction, messages } from '@lending/domain';
import { Suspense, useState } from 'react';
import { useCreateBoardReview } from '../api/create-board-review';
import { useLoanStatus } from '../api/get-loan-status';
import { ProgressBlocks } from './progress-blocks';
import { lazyComponent } from '../../../lib/when-idle';

// Issue 21, phone: the date and payoff forms are not on the loan page's first screen; each is
// fetched on intent and, once opened, stays mounted (its closing transition and focus return).
const FundedDateModal = lazyComponent(() => import('./funded-date-modal'), 'FundedDateModal');
const PaidOffModal = lazyComponent(() => import('./paid-off-modal'), 'PaidOffModal');

type Props = { loanId: string };

// Spec 001 §2 / §4: progress display per loan state, suggested steps and the completion button.
export const StatusSection = ({ loanId }: Props) => {
  const { data: status } = useLoanStatus(loanId);
  const createBoardReview = useCreateBoardReview(loanId);
  const [isFundedOpen, setFundedOpen] = useState(false);
  const [isPaidOffOpen, setPaidOffOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState({ funded: false, paidOff: false });
  if (!status) return null;

  const onCompleteUnderwriting = () =>
    createBoardReview.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.boardReviewCreated }),
      onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
    });

  // 001 §4: the button appears only in these three situations.
  const action = completionAction(status.state, { hasBoardReview: status.has_board_review });
  const onCompletion = {
    'complete-underwriting': onCompleteUnderwriting,
    'set-funded': () => {
      setHasOpened((opened) => ({ ...opened, funded: true }));
      setFundedOpen(true);
    },
    'set-paid-off': () => {
      setHasOpened((opened) => ({ ...opened, paidOff: true }));
      setPaidOffOpen(true);
    },
  };
  const preload = {
    'complete-underwriting': () => undefined,
    'set-funded': FundedDateModal.preload,
    'set-paid-off': PaidOffModal.preload,
  };
  const completion = action && (
    <Button
      onClick={onCompletion[action]}
      onPointerDown={preload[action]}
      onFocus={preload[action]}
      loading={createBoardReview.isPending}
    >
      {COMPLETION_ACTION_LABELS[action]}
    </Button>
  );

  return (
    <Card withBorder radius="md" data-testid="status-section">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={4}>Status</Title>
          <Badge size="lg" variant="light" data-testid="loan-status">
            {status.state}
          </Badge>
        </Group>
        {completion}
      </Group>
      <ProgressBlocks status={status} />
      {status.suggested_steps.length > 0 && (
        <Stack gap={4} mt="md">
          <Text fw={600} size="sm">
            Suggested steps
          </Text>
          <List size="sm" data-testid="suggested-steps">
            {status.suggested_steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {status.rejection_reason && (
        <Text c="red" size="sm" mt="sm">
          Rejected: {status.rejection_reason}
        </Text>
      )}
      <Suspense fallback={null}>
        {hasOpened.funded && (
          <FundedDateModal loanId={loanId} opened={isFundedOpen} onClose={() => setFundedOpen(false)} />
        )}
        {hasOpened.paidOff && (
          <PaidOffModal loanId={loanId} opened={isPaidOffOpen} onClose={() => setPaidOffOpen(false)} />
        )}
      </Suspense>
    </Card>
  );
};
