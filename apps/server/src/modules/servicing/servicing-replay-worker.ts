// The nightly job's replay worker thread (issue 19 "Speed"): runs the pure tasks of
// servicing-nightly-tasks.ts on the messages of servicing-replay-pool.ts, one at a time.
import { parentPort } from 'node:worker_threads';
import { nightlyTasks, type NightlyTasks } from './servicing-nightly-tasks';

type Request = { id: number; kind: keyof NightlyTasks; input: never };

parentPort?.on('message', (request: Request) => {
  try {
    const result = nightlyTasks[request.kind](request.input);
    parentPort!.postMessage({ id: request.id, result });
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
