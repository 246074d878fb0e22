import { Box } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Suspense, useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { Loading } from '../../components/loading';
import { TopBar } from './top-bar';
import { DemoNotice } from './demo-notice';

type Props = {
  /** Runs once the signed-in user's role is known (the router preloads that role's pages and data). */
  onSignedIn?: (role: string, queryClient: QueryClient) => (() => void) | undefined;
};

/** Signed-in pages: the role's top bar above the page (spec 001 §2). */
export const AppLayout = ({ onSignedIn }: Props) => {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => onSignedIn?.(user.role, queryClient), [onSignedIn, user.role, queryClient]);
  return (
    <Box mih="100vh" bg="gray.0">
      <TopBar user={user} />
      <DemoNotice />
      <Box component="main" p="lg">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
};
