// One PostgreSQL LISTEN connection per app node (per pool), shared by every part of the server that
// hears NOTIFY: live notifications (modules/notifications/live.ts) and the API-key cache's
// invalidations (modules/api-keys/key-cache.ts). It connects while anyone is subscribed, listens
// on every channel subscribed to, and after the database drops it reconnects `reconnectMs` later.
// Subscribers are told when it is up or down: a cache that depends on hearing every change must
// stop trusting itself while it is down (it cannot know what it missed).
import type pg from 'pg';

type Handler = (payload: string) => void;
type StateListener = (listening: boolean) => void;

export type PgListener = {
  /** Hears `channel`'s payloads; returns the unsubscribe. */
  on: (channel: string, handler: Handler) => () => void;
  /** Told each time the connection starts or stops listening; returns the unsubscribe. */
  onState: (listener: StateListener) => () => void;
  /** Whether the connection is up (LISTEN in force on every channel subscribed when it came up). */
  isListening: () => boolean;
  /** Resolves once LISTEN on `channel` is in force (a NOTIFY sent after that is heard). */
  whenListening: (channel: string) => Promise<void>;
  /** Drops one user of the shared listener; the connection goes with the last. */
  release: () => Promise<void>;
};

/** The application_name of listener connections: how a node counts the listening nodes. */
export const LISTENER_APPLICATION_NAME = 'lending-listener';
const DEFAULT_RECONNECT_MS = 2000;
const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

type Shared = {
  channels: Map<string, Set<Handler>>;
  states: Set<StateListener>;
  users: number;
  client: pg.PoolClient | null;
  connecting: Promise<void> | null;
  isClosed: boolean;
  reconnectMs: number;
  /** The channels LISTEN is in force on, on the current client. */
  active: Set<string>;
  waiters: Set<() => void>;
  /** Clients given back (a second release from an error event would throw and end the process). */
  released: WeakSet<pg.PoolClient>;
};

const shared = new WeakMap<pg.Pool, Shared>();

const wake = (state: Shared) => {
  for (const waiter of [...state.waiters]) waiter();
};

const setClient = (state: Shared, client: pg.PoolClient | null, active = new Set<string>()) => {
  const was = state.client !== null;
  state.client = client;
  state.active = active;
  if (was !== (client !== null)) for (const listener of [...state.states]) listener(client !== null);
  wake(state);
};

const connect = (pool: pg.Pool, state: Shared): Promise<void> => {
  const { released } = state;
  const retry = () => {
    if (!state.isClosed && state.channels.size > 0)
      setTimeout(() => void connect(pool, state), state.reconnectMs).unref();
  };
  return (state.connecting ??= (async () => {
    try {
      const next = await pool.connect();
      next.on('notification', (message) => {
        for (const handler of [...(state.channels.get(message.channel) ?? [])])
          handler(message.payload ?? '');
      });
      next.on('error', () => {
        // A dropped connection: release it and listen again while anyone is subscribed. Only a
        // client still held is released: after close() gave it back to the pool (or a second
        // error on the same client) a release would throw from inside the event and end the
        // process (seen when the database stopped during a SIGTERM drain).
        if (released.has(next)) return;
        released.add(next);
        next.release(true);
        if (state.client === next) setClient(state, null);
        retry();
      });
      await next.query(`set application_name = '${LISTENER_APPLICATION_NAME}'`);
      // Channels subscribed while connecting are listened to as well before it counts as up.
      const listened = new Set<string>();
      for (;;) {
        const missing = [...state.channels.keys()].filter((channel) => !listened.has(channel));
        if (missing.length === 0) break;
        for (const channel of missing) {
          await next.query(`LISTEN ${quote(channel)}`);
          listened.add(channel);
        }
      }
      if (state.isClosed || released.has(next)) {
        if (!released.has(next)) {
          released.add(next);
          next.release(true);
        }
        return;
      }
      setClient(state, next, listened);
    } catch {
      retry();
    } finally {
      state.connecting = null;
    }
  })());
};

/**
 * The node's listener on `pool` (created on first use, shared afterwards). Each caller gets its own
 * handle and releases it; `reconnectMs` is taken from the first caller (tests hold it down with a
 * long one).
 */
export const acquireListener = (pool: pg.Pool, options: { reconnectMs?: number } = {}): PgListener => {
  let state = shared.get(pool);
  if (!state || state.isClosed) {
    state = {
      channels: new Map(),
      states: new Set(),
      users: 0,
      client: null,
      connecting: null,
      isClosed: false,
      reconnectMs: options.reconnectMs ?? DEFAULT_RECONNECT_MS,
      released: new WeakSet(),
      active: new Set(),
      waiters: new Set(),
    };
    shared.set(pool, state);
  }
  const own = state;
  own.users += 1;
  const mine: Array<() => void> = [];
  let isReleased = false;

  return {
    on: (channel, handler) => {
      const set = own.channels.get(channel) ?? new Set<Handler>();
      const isNew = set.size === 0;
      set.add(handler);
      own.channels.set(channel, set);
      if (!own.client) void connect(pool, own);
      else if (isNew) {
        const client = own.client;
        void client
          .query(`LISTEN ${quote(channel)}`)
          .then(() => {
            if (own.client === client) own.active.add(channel);
            wake(own);
          })
          .catch(() => undefined);
      }
      const off = () => {
        set.delete(handler);
        if (set.size === 0 && own.channels.get(channel) === set) own.channels.delete(channel);
      };
      mine.push(off);
      return off;
    },
    onState: (listener) => {
      own.states.add(listener);
      const off = () => own.states.delete(listener);
      mine.push(off);
      return () => void off();
    },
    isListening: () => own.client !== null && !own.isClosed,
    whenListening: (channel) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!own.isClosed && !(own.client && own.active.has(channel))) return;
          own.waiters.delete(check);
          resolve();
        };
        own.waiters.add(check);
        check();
      }),
    release: async () => {
      if (isReleased) return;
      isReleased = true;
      for (const off of mine) off();
      own.users -= 1;
      if (own.users > 0) return;
      own.isClosed = true;
      wake(own);
      await own.connecting;
      const current = own.client;
      setClient(own, null);
      if (current && !own.released.has(current)) {
        own.released.add(current);
        await current.query('UNLISTEN *').catch(() => undefined);
        current.release(true);
      }
    },
  };
};
