import { Button, SimpleGrid, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  LOAN_PURPOSES,
  EXIT_STRATEGIES,
  messages,
  sanitizeAmountInput,
  sanitizeDigits,
  sanitizeRateInput,
} from '@lending/domain';
import { useUpdateLoan } from '../api/update-loan';
import type { Loan } from '../api/types';
import { toChanges, toForm, validate, type RequestDetailsForm } from '../utils/request-details';
import { notifyFailure } from '../../../lib/notify-failure';
import { RequestDetailsHeader } from './request-details-header';

// Spec 002 §5: the Request Details edit form, sanitising, validation, and Update enabled only with
// changes and no errors; sends the changed fields with `version` (a stale one gets 409). Its own
// chunk (the form inputs and the domain's zod schema): the loan page's first screen shows the
// values only (issue 21, phone).
export const RequestDetailsEditor = ({ loan, onClose }: { loan: Loan; onClose: () => void }) => {
  const update = useUpdateLoan(loan.id);
  const loaded = toForm(loan);
  // @mantine/form holds the text; the domain's schema validates every change (utils/request-details).
  const form = useForm<RequestDetailsForm>({
    initialValues: loaded,
    initialErrors: validate(loaded),
    validate,
    validateInputOnChange: true,
  });
  const values = form.getValues();
  const errors = form.errors;
  const changes = toChanges(loaded, values);
  const canUpdate = Object.keys(changes).length > 0 && Object.keys(validate(values)).length === 0;
  const set = (key: keyof RequestDetailsForm, value: string) => form.setFieldValue(key, value);

  const onUpdate = () =>
    update.mutate(
      { ...changes, version: loan.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.requestDetailsUpdated });
          onClose();
        },
        onError: (error) => notifyFailure(error),
      },
    );

  return (
    <>
      <RequestDetailsHeader
        loan={loan}
        actions={
          <>
            <Button size="compact-sm" variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button size="compact-sm" onClick={onUpdate} disabled={!canUpdate} loading={update.isPending}>
              Update
            </Button>
          </>
        }
      />
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
    </>
  );
};
