import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LATE_DAY_BUCKETS, messages, PAID_OFF_SCORE_MAX, PAID_OFF_SCORE_MIN } from '@lending/domain';
import { useState } from 'react';
import { useLedgerLateAnswers, useSetPaidOff } from '../api/set-paid-off';
import { dayToEpoch } from '../utils/format';
import { DayInput } from './day-input';

type Props = { loanId: string; opened: boolean; onClose: () => void };

// Spec 001 §5 / §9: late-day buckets 30, 60, 90 (default 0, reset on 'No'); score clamped 1-100.
const BUCKETS = LATE_DAY_BUCKETS;
const NO_LATE_DAYS = { 30: 0, 60: 0, 90: 0 };

const clampScore = (value: number): number =>
  Math.min(PAID_OFF_SCORE_MAX, Math.max(PAID_OFF_SCORE_MIN, Math.round(value)));

export const PaidOffModal = ({ loanId, opened, onClose }: Props) => {
  const [day, setDay] = useState<string | null>(null);
  // Staff's own late-payment answers; until they change one, the ledger's answers are shown.
  const [answers, setAnswers] = useState<{ isLate: boolean; lateDays: Record<number, number> } | null>(null);
  const ledger = useLedgerLateAnswers(loanId, opened).data;
  const fromLedger = ledger && {
    isLate: ledger.is_late_payment,
    lateDays: Object.fromEntries(ledger.late_days.map((d) => [d.late_days, d.count])),
  };
  const { isLate, lateDays } = answers ?? fromLedger ?? { isLate: false, lateDays: NO_LATE_DAYS };
  const setLate = (value: boolean) =>
    setAnswers({ isLate: value, lateDays: value ? lateDays : NO_LATE_DAYS });
  const setLateDays = (update: (current: Record<number, number>) => Record<number, number>) =>
    setAnswers({ isLate, lateDays: update(lateDays) });
  const [score, setScore] = useState<number | string>(100);
  const [isConstructionCompleted, setConstructionCompleted] = useState(false);
  const [isSubmitted, setSubmitted] = useState(false);
  const setPaidOff = useSetPaidOff(loanId);

  const onLateChange = (value: string) => {
    setLate(value === 'yes');
  };

  const onConfirm = () => {
    setSubmitted(true);
    const paidOffDate = day ? dayToEpoch(day) : null;
    if (paidOffDate === null) return;
    setPaidOff.mutate(
      {
        paid_off_date: paidOffDate,
        is_late_payment: isLate,
        late_days: BUCKETS.map((bucket) => ({
          late_days: bucket,
          count: isLate ? (lateDays[bucket] ?? 0) : 0,
        })),
        borrower_score: clampScore(Number(score) || 1),
        is_construction_completed: isConstructionCompleted,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.paidOffStatusUpdated });
          onClose();
        },
        onError: () => notifications.show({ color: 'red', message: messages.somethingWentWrong }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Set Paid Off" centered>
      <Stack>
        <DayInput
          label="Paid date"
          required
          value={day}
          onChange={setDay}
          error={isSubmitted && !day ? messages.required : undefined}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Were there late payments?
          </Text>
          {fromLedger && !answers && (
            <Text size="xs" c="dimmed" data-testid="late-from-ledger">
              Filled from the servicing ledger; change them if needed.
            </Text>
          )}
          <SegmentedControl
            value={isLate ? 'yes' : 'no'}
            onChange={onLateChange}
            data={[
              { value: 'no', label: 'No' },
              { value: 'yes', label: 'Yes' },
            ]}
          />
        </Stack>
        {isLate && (
          <SimpleGrid cols={3}>
            {BUCKETS.map((bucket) => (
              <NumberInput
                key={bucket}
                label={`${bucket} days late`}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={lateDays[bucket] ?? 0}
                onChange={(value) => setLateDays((current) => ({ ...current, [bucket]: Number(value) || 0 }))}
              />
            ))}
          </SimpleGrid>
        )}
        <NumberInput
          label="Borrower score (1-100)"
          min={1}
          max={100}
          clampBehavior="none"
          allowDecimal={false}
          value={score}
          onChange={setScore}
          onBlur={() => setScore(clampScore(Number(score) || 1))}
        />
        <Checkbox
          label="Construction completed"
          checked={isConstructionCompleted}
          onChange={(event) => setConstructionCompleted(event.currentTarget.checked)}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={setPaidOff.isPending}>
          Set Paid Off
        </Button>
      </Group>
    </Modal>
  );
};
