import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { addContactSchema, messages, type AddContactBody } from '@lending/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useAddContactToLoan, useContactTypes } from '../api/add-contact';

type Props = { loanId: string; onClose: () => void };

/** 'New contact' (002 §5 add contact: first_name, last_name, email, contact_type required), linked to the loan. */
export const AddContactModal = ({ loanId, onClose }: Props) => {
  const types = useContactTypes();
  const add = useAddContactToLoan(loanId);
  // Issue 21, INP: uncontrolled, so a keystroke does not render the whole form again.
  const form = useForm<AddContactBody>({
    mode: 'uncontrolled',
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      company: '',
      contact_type: '' as AddContactBody['contact_type'],
    },
    validate: zod4Resolver(addContactSchema),
  });
  const onSubmit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.contactAddedToLoan });
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title="New contact" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Group grow>
            <TextInput
              label="First name"
              withAsterisk
              key={form.key('first_name')}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              key={form.key('last_name')}
              {...form.getInputProps('last_name')}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Group grow>
            <TextInput label="Phone" key={form.key('phone')} {...form.getInputProps('phone')} />
            <TextInput label="Company" key={form.key('company')} {...form.getInputProps('company')} />
          </Group>
          <Select
            label="Contact type"
            withAsterisk
            data={types.data ?? []}
            comboboxProps={{ withinPortal: true }}
            key={form.key('contact_type')}
            {...form.getInputProps('contact_type')}
          />
          {add.isError && <Alert color="red">{messages.defaultFailure}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add contact
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
