import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session';
import { useLogin } from '../api/login';
import { messages } from '@lending/domain';

type FromState = { from?: string } | null;

/** Issue 2 §5: labelled Email and Password, a Sign in button; back to where the user was going. */
export const SignInPage = () => {
  const token = useSessionToken();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const from = (location.state as FromState)?.from ?? '/';
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+$/.test(value) ? null : 'Enter your email'),
      password: (value) => (value ? null : 'Enter your password'),
    },
  });

  if (token && !login.isPending && !login.isSuccess) return <Navigate to={from} replace />;

  // Straight to the role's landing page ('/' would redirect there: spec 000 §2), one render fewer
  // between the answer and a borrower's list (issue 21, phone).
  const onSubmit = form.onSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user }) => {
        const landing = from === '/' ? (user.role === 'admin' ? '/dashboard' : '/personal') : from;
        void navigate(landing, { replace: true });
      },
    }),
  );
  const errorText =
    login.error instanceof ApiError && login.error.status === 401
      ? 'Invalid email or password'
      : login.error instanceof ApiError && login.error.status === 429
        ? 'Too many attempts, please wait a moment and try again'
        : login.error
          ? messages.somethingWentWrong
          : null;

  return (
    <Center mih="100vh" bg="gray.0">
      <Paper w={380} p="xl" radius="md" shadow="sm">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                Sign in
              </Title>
              <Text c="dimmed" size="sm">
                Lending management
              </Text>
            </div>
            {errorText && (
              <Alert color="red" variant="light" role="alert">
                {errorText}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
};
