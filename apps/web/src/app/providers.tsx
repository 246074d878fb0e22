import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '@lending/domain';
import { cssVariablesResolver, theme } from './theme';
import { createQueryClient } from './query-client';
import { AppErrorBoundary } from './routes/app-error-boundary';

// Spec 000 §9: toasts bottom-right, closing after 3 seconds.
export const AppProviders = ({ children, client }: { children: ReactNode; client?: QueryClient }) => {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
};
