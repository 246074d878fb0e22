import {
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  COPIED_TIP_MS,
  LOAN_PURPOSES,
  EXIT_STRATEGIES,
  formatInterestRate,
  formatMoney,
  formatUsDate,
  messages,
  sanitizeAmountInput,
  sanitizeDigits,
  sanitizeRateInput,
} from '@lending/domain';
import { useState } from 'react';
import { useCalculateScore } from '../api/get-loan-score';
import { useUpdateLoan } from '../api/update-loan';
import type { Loan } from '../api/types';
import { toChanges, toForm, validate, type RequestDetailsForm } from '../utils/request-details';
import { notifyFailure } from '../../../lib/notify-failure';

const Row = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500}>
      {value}
    </Text>
  </div>
);

// Spec 002 §2.4 / §5: Request Details with edit, sanitising, validation, and Update enabled only
// with changes and no errors; sends the changed fields with `version` (a stale one gets 409).
export const RequestDetailsCard = ({ loan }: { loan: Loan }) => {
  const [editing, setEditing] = useState(false);
  const update = useUpdateLoan(loan.id);
  const calculate = useCalculateScore(loan.id);
  const loaded = toForm(loan);
  // @mantine/form holds the text; the domain's schema validates every change (utils/request-details).
  const form = useForm<RequestDetailsForm>({ initialValues: loaded, validate, validateInputOnChange: true });
  const values = form.getValues();
  const errors = editing ? form.errors : {};
  const changes = editing ? toChanges(loaded, values) : {};
  const canUpdate = Object.keys(changes).length > 0 && Object.keys(validate(values)).length === 0;
  const set = (key: keyof RequestDetailsForm, value: string) => form.setFieldValue(key, value);
  const startEditing = () => {
    form.setValues(loaded);
    form.setErrors(validate(loaded));
    setEditing(true);
  };
  const stopEditing = () => {
    form.clearErrors();
    setEditing(false);
  };

  const onUpdate = () =>
    update.mutate(
      { ...changes, version: loan.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.requestDetailsUpdated });
          stopEditing();
        },
        onError: (error) => notifyFailure(error),
      },
    );

  const onCalculate = () =>
    calculate.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.scoreRecalculated }),
      onError: (error) => notifyFailure(error),
    });

  return (
    <Card withBorder radius="md" data-testid="request-details">
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
          {editing ? (
            <>
              <Button size="compact-sm" variant="default" onClick={stopEditing}>
                Cancel
              </Button>
              <Button size="compact-sm" onClick={onUpdate} disabled={!canUpdate} loading={update.isPending}>
                Update
              </Button>
            </>
          ) : (
            <Button size="compact-sm" variant="light" onClick={startEditing}>
              Edit
            </Button>
          )}
        </Group>
      </Group>
      {editing ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Amount"
            leftSection="$"
            value={values.amount}
            error={errors.amount}
            onChange={(e) => set('amount', sanitizeAmountInput(e.currentTarget.value))}
          />
          <TextInput
            label="Amount at closing"
            leftSection="$"
            value={values.amount_at_closing}
            error={errors.amount_at_closing}
            onChange={(e) => set('amount_at_closing', sanitizeAmountInput(e.currentTarget.value))}
          />
          <Select
            label="Purpose"
            data={[...LOAN_PURPOSES]}
            value={values.purpose || null}
            error={errors.purpose}
            onChange={(v) => set('purpose', v ?? '')}
          />
          <Select
            label="Exit strategy"
            data={[...EXIT_STRATEGIES]}
            value={values.exit_strategy || null}
            error={errors.exit_strategy}
            onChange={(v) => set('exit_strategy', v ?? '')}
          />
          <TextInput
            label="Duration (months)"
            value={values.duration_months}
            error={errors.duration_months}
            onChange={(e) => set('duration_months', sanitizeDigits(e.currentTarget.value))}
          />
          <TextInput
            label="Interest rate"
            rightSection="%"
            value={values.interest_rate}
            error={errors.interest_rate}
            onChange={(e) => set('interest_rate', sanitizeRateInput(e.currentTarget.value))}
          />
          <TextInput
            label="Construction reserve"
            leftSection="$"
            value={values.construction_reserve}
            error={errors.construction_reserve}
            onChange={(e) => set('construction_reserve', sanitizeAmountInput(e.currentTarget.value))}
          />
          <TextInput
            label="Expected closing"
            type="date"
            value={values.expected_closing}
            error={errors.expected_closing}
            onChange={(e) => set('expected_closing', e.currentTarget.value)}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Row label="Amount" value={formatMoney(loan.amount)} />
          <Row label="Amount at closing" value={formatMoney(loan.amount_at_closing)} />
          <Row label="Purpose" value={loan.purpose ?? messages.notAvailable} />
          <Row label="Exit strategy" value={loan.exit_strategy ?? messages.notAvailable} />
          <Row
            label="Duration"
            value={loan.duration_months === null ? messages.notAvailable : `${loan.duration_months} months`}
          />
          <Row label="Interest rate" value={formatInterestRate(loan.interest_rate)} />
          <Row label="Construction reserve" value={formatMoney(loan.construction_reserve)} />
          <Row label="Expected closing" value={formatUsDate(loan.expected_closing_epoch)} />
        </SimpleGrid>
      )}
    </Card>
  );
};
