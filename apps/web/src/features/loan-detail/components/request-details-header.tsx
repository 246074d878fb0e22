import { Anchor, Button, CopyButton, Group, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COPIED_TIP_MS, messages } from '@lending/domain';
import type { ReactNode } from 'react';
import { useCalculateScore } from '../api/get-loan-score';
import type { Loan } from '../api/types';
import { notifyFailure } from '../../../lib/notify-failure';

/** The Request Details card's title row (002 §2.4): folder link, Calculate score, then `actions`. */
export const RequestDetailsHeader = ({ loan, actions }: { loan: Loan; actions: ReactNode }) => {
  const calculate = useCalculateScore(loan.id);
  const onCalculate = () =>
    calculate.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.scoreRecalculated }),
      onError: (error) => notifyFailure(error),
    });
  return (
    <Group justify="space-between" mb="sm">
      <Title order={5}>Request Details</Title>
      <Group gap="xs">
        {loan.google_drive_folder_id && (
          <CopyButton value={loan.google_drive_folder_id} timeout={COPIED_TIP_MS}>
            {({ copied, copy }) => (
              <Tooltip label="Copied" opened={copied}>
                <Anchor
                  size="sm"
                  onClick={copy}
                  href={`https://drive.google.com/drive/folders/${loan.google_drive_folder_id}`}
                  target="_blank"
                >
                  Open folder
                </Anchor>
              </Tooltip>
            )}
          </CopyButton>
        )}
        <Button size="compact-sm" variant="light" onClick={onCalculate} loading={calculate.isPending}>
          Calculate score
        </Button>
        {actions}
      </Group>
    </Group>
  );
};
