// What the process does with a promise rejection nobody handled. A database that cannot be reached
// (stopped, restarting after a PANIC, a full disk) is a state the server lives through: requests
// answer 503 and the job queue retries. pg-boss writes a finished job's completion without awaiting
// it, so when PostgreSQL goes away at that moment the rejection reaches the process with nobody to
// catch it, and Node's default would end the whole API. Those are logged and the process goes on;
// any other unhandled rejection is a bug and still ends the process (as Node's default does).
import { isDatabaseUnavailable } from './plugins/hardening';

type Log = { warn: (message: string) => void; error: (message: string) => void };

export const guardUnhandledRejections = (log: Log, exit: (code: number) => void): void => {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.warn(`database unavailable (a background write is retried later): ${(reason as Error).message}`);
      return;
    }
    log.error(
      `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
    exit(1);
  });
};
