import { Anchor, Button, Center, Stack, Title } from '@mantine/core';
import { messages } from '@lending/domain';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useLoggedInUser } from '../../lib/current-user';
import { clearToken, getTokenEmail } from '../../lib/session';
import { useSessionToken, useTokenRenewal } from '../../lib/use-session';
import { Loading } from '../../components/loading';
import { ErrorWithRefetch } from '../../components/error-with-refetch';
import { usePrefetchFirstRoute } from './use-prefetch-first-route';

const NotAuthorized = () => (
  <Center mih="60vh">
    <Stack align="center">
      <Title order={3}>{messages.notAuthorized}</Title>
      <Anchor component={Link} to="/application">
        Apply for access
      </Anchor>
      {/* Without a user row there is no top bar: offer a way out to another account. */}
      <Button variant="subtle" color="gray" size="xs" onClick={clearToken}>
        Sign in with another account
      </Button>
    </Stack>
  </Center>
);

/**
 * Spec 000 §2, route guard: no session -> sign in (then back); while the user loads a spinner;
 * 403 -> the not-authorised page with its link to /application; other errors -> 'Something went
 * wrong...' with a refresh icon. Children render only once the user is loaded.
 */
export const RequireSession = () => {
  const token = useSessionToken();
  const location = useLocation();
  useTokenRenewal(token);
  const email = token ? getTokenEmail() : null;
  const user = useLoggedInUser(email);
  usePrefetchFirstRoute(location.pathname, location.hash, token !== null, user.data?.role);

  if (!token || !email) {
    const from = location.pathname + location.search + location.hash;
    return <Navigate to="/sign-in" replace state={{ from }} />;
  }
  if (user.isPending) return <Loading label="Loading user" minHeight="60vh" />;
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 403) return <NotAuthorized />;
    return <ErrorWithRefetch onRetry={() => void user.refetch()} />;
  }
  return <Outlet />;
};
