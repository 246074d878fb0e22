// Graceful stop on SIGTERM/SIGINT (issue 10): stop taking new requests (Fastify answers 503 while
// closing and closes idle keep-alive connections), let the in-flight ones finish, then stop the job
// queue once its running jobs are done, then close the database. A stop that takes longer than
// the drain timeout exits anyway (the orchestrator would kill the process soon after).

export type ShutdownStep = { name: string; run: () => Promise<void> };

export type ShutdownOptions = {
  /** In order: app.close(), then the queue, then the database. */
  steps: ShutdownStep[];
  timeoutMs: number;
  log: (message: string) => void;
  /** process.exit in the server; tests pass a recorder. */
  exit: (code: number) => void;
};

/** Returns stop(reason, exitCode): runs the steps once, then exits. Later calls wait for the first. */
export const createShutdown = ({ steps, timeoutMs, log, exit }: ShutdownOptions) => {
  let stopping: Promise<void> | undefined;
  return (reason: string, exitCode = 0): Promise<void> => {
    stopping ??= (async () => {
      log(`${reason}: draining in-flight requests and jobs (up to ${Math.round(timeoutMs / 1000)} s)`);
      const timer = setTimeout(() => {
        log(`${reason}: drain took longer than ${timeoutMs} ms, exiting`);
        exit(exitCode || 1);
      }, timeoutMs);
      timer.unref();
      let code = exitCode;
      const took: string[] = [];
      for (const step of steps) {
        const started = Date.now();
        try {
          await step.run();
        } catch (error) {
          code = code || 1;
          log(`${reason}: ${step.name} failed to stop: ${(error as Error).message}`);
        }
        took.push(`${step.name} ${Date.now() - started} ms`);
      }
      clearTimeout(timer);
      log(`${reason}: stopped (${took.join(', ')})`);
      exit(code);
    })();
    return stopping;
  };
};

type ClosableApp = { close: () => Promise<unknown>; server: { closeIdleConnections?: () => void } };

/**
 * app.close() that also ends keep-alive connections as they become idle: Node closes the idle
 * ones once, when close starts, so a connection whose request was in flight at that moment
 * (a load balancer's, a browser's) would otherwise keep the server open after its response.
 */
export const closeApp = async (app: ClosableApp): Promise<void> => {
  const timer = setInterval(() => app.server.closeIdleConnections?.(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(timer);
  }
};
