// New notifications reach an open page without a reload (docs/architecture.md "Live
// notifications"): one PostgreSQL LISTEN connection per app process fans NOTIFY messages out to
// the server-sent-event streams of the users they name. NOTIFY is sent inside the transaction
// that creates the notification, so a page hears of it only once it is committed, and it works
// the same with one process or many behind a load balancer.
import type pg from 'pg';
import { NOTIFY_CHANNEL } from './notify';

type Listener = () => void;

export type NotificationHub = {
  subscribe: (userId: string, listener: Listener) => () => void;
  close: () => Promise<void>;
};

const RECONNECT_MS = 2000;

export const createNotificationHub = (pool: pg.Pool): NotificationHub => {
  const listeners = new Map<string, Set<Listener>>();
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let isClosed = false;
  const released = new WeakSet<pg.PoolClient>();

  const dispatch = (message: pg.Notification) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    for (const listener of listeners.get(message.payload) ?? []) listener();
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      try {
        const next = await pool.connect();
        next.on('notification', dispatch);
        next.on('error', () => {
          // A dropped connection: release it and listen again while anyone is subscribed. Only a
          // client still held is released: after close() gave it back to the pool (or a second
          // error on the same client) a release would throw from inside the event and end the
          // process (seen when the database stopped during a SIGTERM drain).
          if (released.has(next)) return;
          released.add(next);
          next.release(true);
          if (client === next) client = null;
          if (!isClosed && listeners.size > 0) setTimeout(() => void connect(), RECONNECT_MS);
        });
        await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
        client = next;
      } catch {
        if (!isClosed && listeners.size > 0) setTimeout(() => void connect(), RECONNECT_MS);
      } finally {
        connecting = null;
      }
    })());

  return {
    subscribe: (userId, listener) => {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      if (!client) void connect();
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    close: async () => {
      isClosed = true;
      listeners.clear();
      await connecting;
      const current = client;
      client = null;
      if (current) {
        await current.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => undefined);
        if (!released.has(current)) {
          released.add(current);
          current.release();
        }
      }
    },
  };
};
