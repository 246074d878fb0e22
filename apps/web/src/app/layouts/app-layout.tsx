import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { Suspense } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { Loading } from '../../components/loading';
import { TopBar } from './top-bar';

/** Signed-in pages: the role's top bar above the page (spec 001 §2). */
export const AppLayout = () => {
  const user = useCurrentUser();
  return (
    <Box mih="100vh" bg="gray.0">
      <TopBar user={user} />
      <Box component="main" p="lg">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
};
