// A small pool of worker threads for the nightly job's replays (issue 19 "Speed": 100,000 loans in
// under 2 minutes while the API's p99 stays under 100 ms). The job's thread only reads and writes the
// database; each batch's replays run in a worker, so the event loop the API shares with the job
// stays free, and one batch's replays overlap the next batch's queries. A pool of 0 runs the tasks
// inline (the demo seed, one loan). On 2 cores one worker measured best: a second competes with
// the API and PostgreSQL for the same cores (docs/performance.md).
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { nightlyTasks, type NightlyTasks } from './servicing-nightly-tasks';

type Kind = keyof NightlyTasks;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: number };

export type ReplayPool = {
  run: <K extends Kind>(
    kind: K,
    input: Parameters<NightlyTasks[K]>[0],
  ) => Promise<ReturnType<NightlyTasks[K]>>;
  close: () => Promise<void>;
};

/** From the TypeScript source (tsx: development, tests, benches) or from the build's own entry. */
const startWorker = () => {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(fileURLToPath(new URL('./servicing-replay-worker.js', import.meta.url)));
  // Node 20 does not apply tsx's loader to a worker's entry: load it through tsx's API instead.
  const api = import.meta.resolve('tsx/esm/api');
  const file = new URL('./servicing-replay-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`,
    { eval: true },
  );
};

const inline: ReplayPool = {
  run: async (kind, input) =>
    (nightlyTasks[kind] as (value: typeof input) => ReturnType<NightlyTasks[typeof kind]>)(input),
  close: async () => {},
};

export const openReplayPool = (size: number): ReplayPool => {
  if (size <= 0) return inline;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;
  const slots: Slot[] = Array.from({ length: size }, () => {
    const worker = startWorker();
    const slot: Slot = { worker, busy: 0 };
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      slot.busy -= 1;
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    const fail = (error: Error) => {
      failure = error;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    // A worker that stops (out of memory, killed) fails what it held instead of leaving it waiting.
    worker.on('exit', (code) => {
      if (!closing) fail(new Error(`the servicing replay worker stopped (exit code ${code})`));
    });
    return slot;
  });
  return {
    run: (kind, input) => {
      if (failure) return Promise.reject(failure);
      const slot = slots.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      slot.busy += 1;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        slot.worker.postMessage({ id, kind, input });
      });
    },
    close: async () => {
      closing = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
};
