import { Alert, Anchor, Button, Card, Center, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordProblem } from '@lending/domain';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setToken } from '../../../lib/session';
import { acceptInvitation, signIn } from '../api/accept-invitation';
import { messages } from '@lending/domain';

/** /set-password?token=...: the invitation mailed when a lead becomes a loan (issue 4 §2). */
export const SetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      // The server's rules (packages/domain auth/password.ts); the e-mail rule is checked there.
      password: (value) => passwordProblem(value),
      confirm: (value, values) => (value !== values.password ? 'Passwords do not match' : null),
    },
  });
  const accept = useMutation({
    mutationFn: async ({ password }: { password: string }) => {
      const user = await acceptInvitation({ token, password });
      const session = await signIn({ email: user.email, password });
      return session.token;
    },
    onSuccess: (sessionToken) => {
      setToken(sessionToken);
      void navigate('/personal', { replace: true });
    },
  });

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <form onSubmit={form.onSubmit((values) => accept.mutate({ password: values.password }))}>
          <Stack gap="md">
            <Title order={3}>Set your password</Title>
            <Text size="sm" c="dimmed">
              Choose a password to sign in to your personal area.
            </Text>
            {!token && <Alert color="red">This invitation link is not valid.</Alert>}
            {accept.isError && (
              <Alert color="red">{accept.error.message || messages.somethingWentWrong}</Alert>
            )}
            <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              {...form.getInputProps('confirm')}
            />
            <Button type="submit" loading={accept.isPending} disabled={!token}>
              Set password
            </Button>
            <Anchor component={Link} to="/" size="sm">
              Already have a password? Sign in
            </Anchor>
          </Stack>
        </form>
      </Card>
    </Center>
  );
};
