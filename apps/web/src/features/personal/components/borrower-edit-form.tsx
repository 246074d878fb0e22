import { ActionIcon, Button, Grid, Group, PasswordInput, Stack, TextInput, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPencilOff } from '@tabler/icons-react';
import { messages } from '@lending/domain';
import { useState } from 'react';
import { AddressFields, NameFields } from '../../../components/identity-fields';
import { ApiError } from '../../../lib/api-client';
import { useUpdateBorrower } from '../api/update-borrower';
import type { PersonalBorrower } from '../api/personal-types';
import {
  borrowerEditValidate,
  toBorrowerPayload,
  toBorrowerFormValues,
  type BorrowerFormValues,
} from '../utils/borrower-form';

type Props = { borrower: PersonalBorrower; userEmail: string | null; onDone: () => void };

/** 002 §5 'Borrower edit form'; the SSN stays locked until the edit icon, and is never shown. */
export const BorrowerEditForm = ({ borrower, userEmail, onDone }: Props) => {
  const update = useUpdateBorrower();
  // Uncontrolled (issue 23): the inputs keep their own text and a keystroke re-renders nothing; the
  // form re-renders only when a message, the SSN lock or a value set from code changes.
  const form = useForm<BorrowerFormValues>({
    mode: 'uncontrolled',
    initialValues: toBorrowerFormValues(borrower),
    validate: borrowerEditValidate,
    validateInputOnBlur: true,
  });
  const [isEditingSsn, setEditingSsn] = useState(false);

  const toggleSsn = () => {
    // 002 §4: toggling again cancels the SSN edit and clears what was typed (a new key shows '').
    setEditingSsn(!isEditingSsn);
    form.setFieldValue('is_editing_ssn', !isEditingSsn);
    form.setFieldValue('ssn', '');
    form.clearFieldError('ssn');
  };

  const onSubmit = (values: BorrowerFormValues) =>
    update.mutate(
      { id: borrower.id, payload: toBorrowerPayload(values), version: borrower.version, userEmail },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Personal details updated' });
          onDone();
        },
        onError: (error) => {
          // The e-mail identifies the account: the server says so when its owner tries to change it.
          const emailError = error instanceof ApiError && error.body.details?.find((d) => d.path === 'email');
          if (emailError) form.setFieldError('email', emailError.message);
          else notifications.show({ color: 'red', message: messages.borrowerUpdateFailed });
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Grid gutter="sm">
          <NameFields field={(part) => form.getInputProps(`${part}_name`)} />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateInput
              label="Birth date"
              withAsterisk
              valueFormat="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
              minDate="1900-01-01"
              maxDate={new Date().toISOString().slice(0, 10)}
              {...form.getInputProps('birth_of_date')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Group gap={4} align="flex-end" wrap="nowrap">
              <PasswordInput
                key={form.key('ssn')}
                style={{ flex: 1 }}
                label="SSN"
                autoComplete="off"
                inputMode="numeric"
                disabled={!isEditingSsn}
                withAsterisk={isEditingSsn}
                placeholder={
                  isEditingSsn ? '9 digits' : borrower.has_ssn ? 'On file (hidden)' : 'Not provided'
                }
                visibilityToggleButtonProps={{ 'aria-label': 'Show SSN while typing' }}
                {...form.getInputProps('ssn')}
                onChange={(event) => {
                  // Digits only, at most 9: written back into the input itself (no re-render).
                  const input = event.currentTarget;
                  const digits = input.value.replace(/\D/g, '').slice(0, 9);
                  if (input.value !== digits) input.value = digits;
                  form.setFieldValue('ssn', digits, { forceUpdate: false });
                }}
              />
              <Tooltip label={isEditingSsn ? 'Cancel SSN change' : 'Change SSN'}>
                <ActionIcon
                  variant="light"
                  size="lg"
                  mb={form.errors.ssn ? 22 : 0}
                  onClick={toggleSsn}
                  aria-label={isEditingSsn ? 'Cancel SSN change' : 'Edit SSN'}
                >
                  {isEditingSsn ? <IconPencilOff size={16} /> : <IconPencil size={16} />}
                </ActionIcon>
              </Tooltip>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 3 }}>
            <TextInput
              label="Phone code"
              withAsterisk
              inputMode="numeric"
              maxLength={3}
              {...form.getInputProps('phone_code')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            <TextInput
              label="Phone number"
              withAsterisk
              inputMode="numeric"
              maxLength={7}
              {...form.getInputProps('phone_number')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Email" withAsterisk type="email" {...form.getInputProps('email')} />
          </Grid.Col>
          <AddressFields
            field={(part) => form.getInputProps(part)}
            addressLabel="Address"
            zipLabel="Zip code"
          />
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
