import { useQueryClient } from '@tanstack/react-query';
import { endpointPaths } from '@lending/domain';
import { useEffect } from 'react';
import { getToken } from '../../../lib/session';
import { notificationKeys } from '../api/notification-keys';

const RETRY_MS = [1000, 3000, 10_000, 30_000];

// New notifications reach an open page without a reload: the server's event stream
// (GET /api/notifications/stream, docs/architecture.md) says 'changed' and the lists refetch.
// Read with fetch so the bearer token travels in a header; reconnects with backoff.
export const useLiveNotifications = (isEnabled: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    let isStopped = false;
    let attempt = 0;
    let controller: AbortController | null = null;
    let timer: number | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });

    const connect = async () => {
      const token = getToken();
      if (!token || isStopped) return;
      controller = new AbortController();
      try {
        const response = await fetch(`/api${endpointPaths.getNotificationsStream.path}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        attempt = 0;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          // After a reconnect ('ready') something may have been missed: refetch then too.
          if (events.some((event) => /^event: (changed|ready)$/m.test(event))) refresh();
        }
      } catch {
        // aborted or dropped: fall through to the retry
      }
      if (!isStopped) {
        timer = window.setTimeout(() => void connect(), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
        attempt += 1;
      }
    };
    void connect();
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [isEnabled, queryClient]);
};
