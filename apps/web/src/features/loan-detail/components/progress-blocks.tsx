import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import {
  activityStateLabel,
  formatMoney,
  isFinalState,
  progressStepsFor,
  type ProgressStep,
} from '@lending/domain';
import type { LoanStatusResponse } from '../api/types';
import { formatEpochDate } from '../utils/format';

type Shown = { label: string; isDone: boolean; text: string; detail?: string };

// Spec 001 §4 "Progress steps shown per state": the steps come from @lending/domain, the state of
// each from GET /loan-status.
const describe = (step: ProgressStep, status: LoanStatusResponse): Shown => {
  switch (step.key) {
    case 'funded':
      return {
        label: step.label,
        isDone: Boolean(status.funded),
        text: status.funded ? formatEpochDate(status.funded.funded_date) : 'Pending',
      };
    case 'paid_off': {
      const date = status.paid_off?.paid_off_date;
      return {
        label: step.label,
        isDone: Boolean(status.paid_off),
        text: typeof date === 'number' ? formatEpochDate(date) : 'Pending',
      };
    }
    default: {
      const block = status[step.key];
      const state = block?.state;
      const detail =
        step.key === 'gfd' && status.gfd?.state === 'accepted'
          ? `${formatMoney(status.gfd.deposit_amount)} on ${formatEpochDate(status.gfd.deposit_date)}`
          : undefined;
      return {
        label: step.label,
        isDone: state ? isFinalState(state) : false,
        text: state ? activityStateLabel(state) : 'Not started',
        detail,
      };
    }
  }
};

export const ProgressBlocks = ({ status }: { status: LoanStatusResponse }) => {
  const steps = progressStepsFor(status.state);
  if (steps.length === 0) return null;
  return (
    <Group grow align="stretch" data-testid="progress-blocks">
      {steps.map((step) => {
        const shown = describe(step, status);
        return (
          <Paper key={step.key} withBorder p="sm" radius="md" data-testid={`progress-${step.key}`}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon color={shown.isDone ? 'green' : 'gray'} radius="xl" size="sm">
                {shown.isDone ? <IconCheck size={14} /> : <IconClock size={14} />}
              </ThemeIcon>
              <Text fw={600}>{shown.label}</Text>
            </Group>
            <Text size="sm" c={shown.isDone ? 'green' : 'dimmed'} mt={4}>
              {shown.text}
            </Text>
            {shown.detail && <Text size="xs">{shown.detail}</Text>}
          </Paper>
        );
      })}
    </Group>
  );
};
