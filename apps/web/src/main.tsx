import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { watchFocusReturn } from './app/return-focus';
import { AppRouter, preloadRoute } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

watchFocusReturn();
const queryClient = createQueryClient();
preloadRoute(window.location.pathname, queryClient);

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
