import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messages, passwordMessages, passwordProblem } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

type Props = { email: string; opened: boolean; onClose: () => void };

const CHANGED = 'Your password has been changed. Other sessions were signed out.';
const MISMATCH = 'Passwords do not match';

/** User menu -> 'Change password': current, new and confirmation, with the server's rules. */
export const ChangePasswordModal = ({ email, opened, onClose }: Props) => {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current: '', password: '', confirm: '' },
    validate: {
      current: (value) => (value === '' ? passwordMessages.required : null),
      // The rules of packages/domain auth/password.ts, the e-mail rule included.
      password: (value, values) =>
        passwordProblem(value, { email }) ??
        (value === values.current ? passwordMessages.sameAsCurrent : null),
      confirm: (value, values) => (value !== values.password ? MISMATCH : null),
    },
  });

  const close = () => {
    form.reset();
    change.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((values) =>
    change.mutate(
      { current_password: values.current, new_password: values.password },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CHANGED });
          close();
        },
        onError: (error) => {
          // Field messages of the server (a rule it checks, or the wrong current password).
          if (error instanceof ApiError && error.body.details?.length) {
            for (const detail of error.body.details) {
              if (detail.path === 'current_password') form.setFieldError('current', detail.message);
              if (detail.path === 'new_password') form.setFieldError('password', detail.message);
            }
          }
        },
      },
    ),
  );

  const failure =
    change.error instanceof ApiError
      ? change.error.message
      : change.isError
        ? messages.somethingWentWrong
        : null;

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            At least 10 characters, not a common password and not your e-mail address.
          </Text>
          {failure && <Alert color="red">{failure}</Alert>}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('current')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
