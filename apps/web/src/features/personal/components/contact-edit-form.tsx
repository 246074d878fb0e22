import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client';
import { useUpdateContact } from '../api/update-contact';
import type { PersonalContact } from '../api/personal-types';
import { contactEditValidate } from '../utils/contact-form';
import { messages } from '@lending/domain';

type Props = { contact: PersonalContact; userEmail: string | null; onDone: () => void };

/** 002 §5 'Contact edit form': first name, last name and email. */
export const ContactEditForm = ({ contact, userEmail, onDone }: Props) => {
  const update = useUpdateContact();
  // Uncontrolled (issue 23): the inputs keep their text; a keystroke re-renders nothing.
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { first_name: contact.first_name, last_name: contact.last_name, email: contact.email },
    validate: contactEditValidate,
    validateInputOnBlur: true,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(
          {
            id: contact.id,
            version: contact.version,
            payload: {
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              email: values.email.trim(),
            },
            userEmail,
          },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'Personal details updated' });
              onDone();
            },
            onError: (error) => {
              // The e-mail identifies the account: the server says so when its owner tries to change it.
              const emailError =
                error instanceof ApiError && error.body.details?.find((d) => d.path === 'email');
              if (emailError) form.setFieldError('email', emailError.message);
              else notifications.show({ color: 'red', message: messages.somethingWentWrong });
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput label="First name" withAsterisk {...form.getInputProps('first_name')} />
        <TextInput label="Last name" withAsterisk {...form.getInputProps('last_name')} />
        <TextInput label="Email" withAsterisk type="email" {...form.getInputProps('email')} />
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
