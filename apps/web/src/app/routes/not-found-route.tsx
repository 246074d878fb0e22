import { Box } from '@mantine/core';
import { useLoggedInUser } from '../../lib/current-user';
import { getTokenEmail } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';
import { TopBar } from '../layouts/top-bar';
import { NotFoundPage } from './not-found-page';

/** /page-not-found is open to everyone; a signed-in user keeps their top bar there. */
export const NotFoundRoute = () => {
  const token = useSessionToken();
  const user = useLoggedInUser(token ? getTokenEmail() : null);
  if (!user.data) return <NotFoundPage />;
  return (
    <Box mih="100vh" bg="gray.0">
      <TopBar user={user.data} />
      <NotFoundPage />
    </Box>
  );
};
