import { Button, SimpleGrid, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
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
  const latest = useRef(loaded);
  latest.current = loaded;
  // Update needs a change and no error; worked out as values change, not in a render (issue 23).
  const [canUpdate, setCanUpdate] = useState(false);
  // @mantine/form holds the text, uncontrolled (issue 23): the inputs keep it and a keystroke
  // re-renders only when a message or the Update rule changes; the domain's schema validates every
  // change (utils/request-details).
  const form = useForm<RequestDetailsForm>({
    mode: 'uncontrolled',
    initialValues: loaded,
    initialErrors: validate(loaded),
    validate,
    validateInputOnChange: true,
    onValuesChange: (values) =>
      setCanUpdate(
        Object.keys(toChanges(latest.current, values)).length > 0 &&
          Object.keys(validate(values)).length === 0,
      ),
  });
  const values = form.getValues();
  /** A text field whose typing is cleaned at once (written back into the input, no re-render). */
  const text = (key: keyof RequestDetailsForm, sanitize: (text: string) => string = (typed) => typed) => ({
    ...form.getInputProps(key),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const clean = sanitize(input.value);
      if (input.value !== clean) input.value = clean;
      form.setFieldValue(key, clean, { forceUpdate: false });
    },
  });

  const onUpdate = () =>
    update.mutate(
      { ...toChanges(loaded, form.getValues()), version: loan.version },
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
        <TextInput label="Amount" leftSection="$" {...text('amount', sanitizeAmountInput)} />
        <TextInput
          label="Amount at closing"
          leftSection="$"
          {...text('amount_at_closing', sanitizeAmountInput)}
        />
        <Select
          label="Purpose"
          data={[...LOAN_PURPOSES]}
          value={values.purpose || null}
          error={form.errors.purpose}
          onChange={(v) => form.setFieldValue('purpose', v ?? '')}
        />
        <Select
          label="Exit strategy"
          data={[...EXIT_STRATEGIES]}
          value={values.exit_strategy || null}
          error={form.errors.exit_strategy}
          onChange={(v) => form.setFieldValue('exit_strategy', v ?? '')}
        />
        <TextInput label="Duration (months)" {...text('duration_months', sanitizeDigits)} />
        <TextInput label="Interest rate" rightSection="%" {...text('interest_rate', sanitizeRateInput)} />
        <TextInput
          label="Construction reserve"
          leftSection="$"
          {...text('construction_reserve', sanitizeAmountInput)}
        />
        <TextInput label="Expected closing" type="date" {...text('expected_closing')} />
      </SimpleGrid>
    </>
  );
};
