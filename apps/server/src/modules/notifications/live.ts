// New notifications reach an open page without a reload (docs/architecture.md "Live
// notifications"): the node's one PostgreSQL LISTEN connection (db/listener.ts, shared with the
// API-key cache) fans NOTIFY messages out to the server-sent-event streams of the users they name.
// NOTIFY is sent inside the transaction that creates the notification, so a page hears of it only
// once it is committed, and it works the same with one process or many behind a load balancer.
import type pg from 'pg';
import { acquireListener, type PgListener } from '../../db/listener';
import { NOTIFY_CHANNEL } from './notify';

type Listener = () => void;

export type NotificationHub = {
  subscribe: (userId: string, listener: Listener) => () => void;
  /** Resolves once this process listens (a notification committed after that reaches its streams). */
  listening: () => Promise<void>;
  close: () => Promise<void>;
};

export const createNotificationHub = (pool: pg.Pool): NotificationHub => {
  const listeners = new Map<string, Set<Listener>>();
  let shared: PgListener | null = null;
  let isClosed = false;

  const dispatch = (userId: string) => {
    for (const listener of listeners.get(userId) ?? []) listener();
  };

  return {
    subscribe: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      // The shared connection is taken with the first stream (none while nobody listens).
      if (!shared && !isClosed) {
        shared = acquireListener(pool);
        shared.on(NOTIFY_CHANNEL, dispatch);
      }
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    listening: async () => {
      await shared?.whenListening(NOTIFY_CHANNEL);
    },
    close: async () => {
      isClosed = true;
      listeners.clear();
      const current = shared;
      shared = null;
      await current?.release();
    },
  };
};
