// The notification calls (001 §7): toggle-seen, toggle-done, mark-all-as-seen, the tab counts, and
// a server-sent-event stream that tells an open page to refetch. GET /user/{id}/notifications
// lives with the user calls (user.routes.ts) and reads through notifications.service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createNotificationHub } from './live';
import { markAllAsSeen, notificationCounts, toggleDone, toggleSeen } from './notifications.service';
import { endpoints } from '@lending/domain';
import { register } from '../../plugins/contract';

const HEARTBEAT_MS = 25_000;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const hub = createNotificationHub(db.$client);
  const openStreams = new Set<() => void>();
  // Streams never end by themselves: closing the app ends them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => hub.close());

  register(app, endpoints.putNotificationsByIdToggleSeen, async (request) =>
    toggleSeen(db, { caller: currentUser(request), id: request.params.id }),
  );

  register(app, endpoints.putNotificationsByIdToggleDone, async (request) =>
    toggleDone(db, { caller: currentUser(request), id: request.params.id }),
  );

  register(app, endpoints.putNotificationsMarkAllAsSeen, async (request) =>
    markAllAsSeen(db, { caller: currentUser(request) }),
  );

  register(app, endpoints.getNotificationsCounts, async (request) => {
    const caller = currentUser(request);
    return notificationCounts(db, { caller, userId: caller.id });
  });

  // Server-sent events: 'changed' whenever a notification of the caller is created. The page
  // reads it with fetch (so the bearer token goes in a header, never in the URL) and refetches.
  register(app, endpoints.getNotificationsStream, async (request, reply) => {
    const caller = currentUser(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const unsubscribe = hub.subscribe(caller.id, () => raw.write('event: changed\ndata: {}\n\n'));
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      raw.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
    // 'ready' once this process listens: a notification created after the page hears 'ready' is
    // never missed (before, the first stream of a process said 'ready' before its LISTEN ran).
    await hub.listening();
    if (!raw.writableEnded) raw.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
  });
};
