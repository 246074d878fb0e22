// Documents are read in child processes, never in the API process (issue 23). A pool of
// EXTRACTION_WORKERS children (extract-child.ts), each reading one document at a time, each with
// three caps: a V8 heap cap (--max-old-space-size), a resident-memory watchdog (pdf.js images and
// @napi-rs/canvas allocate outside the V8 heap) and a time cap. A child past a cap is killed and
// the document gets the reason; a child that dies on its own is replaced and the read is retried
// once by the job; an idle child is stopped after 5 minutes so the memory it holds goes back.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ExtractionFailure } from '../../integrations/ocr/ocr';
import type { Progress } from './read-document';
import type { ReadOutcome, ReadTask } from './read-task';
import type { ChildReader, DocumentReader } from '../../integrations/ocr/document-reader';

export type ChildReaderOptions = {
  workers: number;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * A child with no document to read for this long is stopped (the next read starts one, which
   * costs its start: about a second, more with the OCR engine). Default 5 minutes.
   */
  idleMs?: number;
  /** Nice steps below the API process's priority (default READER_NICENESS; 0: the same). */
  niceness?: number;
};

/** The child stopped without a cap being reached (killed from outside, a native crash). */
class ReaderCrashed extends Error {
  override name = 'ReaderCrashed';
}

/** The reader was shut down (the process is stopping): the document is read again later. */
export class ReaderStopped extends Error {
  override name = 'ReaderStopped';
}

type ChildMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'result'; id: number; outcome: unknown }
  | { type: 'failure'; id: number; reason: string | null; error: string };

type ChildRequest =
  { type: 'read'; task: ReadTask } | { type: 'page-image'; bytes: Uint8Array; page: number };

type Slot = { child: ChildProcess | null; busy: boolean; idle: NodeJS.Timeout | null };

const WATCH_MS = 200;
/**
 * How much lower the readers' CPU priority is than the API process's (nice steps: +5 is about a
 * third of its share when both want the core). On the first start of a 2-core machine the demo's
 * files were drawn last at 102-168 s while the readers had read nearly all of them by 90 s: the
 * draw (the API process) was the critical path, slowed by the readers it feeds.
 */
const READER_NICENESS = 5;
const PAGE_BYTES = 4096;

/** Resident memory of a process (Linux /proc), or null where it cannot be read. */
const residentBytes = (pid: number): number | null => {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return Number.isFinite(pages) ? pages * PAGE_BYTES : null;
  } catch {
    return null;
  }
};

/**
 * The most resident memory a process ever held (Linux VmHWM), or null where it cannot be read. The
 * cap is judged on the peak, not on a sample: a decode that spikes past the cap between two samples
 * and lets go again would otherwise pass or fail by the watchdog's timing.
 */
const peakResidentBytes = (pid: number): number | null => {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

/** The child's entry: the TypeScript source through tsx in development and tests, else the build's. */
const childEntry = (): { file: string; loader: string[] } => {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(
    new URL(fromSource ? './extract-child.ts' : './extract-child.js', import.meta.url),
  );
  return { file, loader: fromSource ? ['--import', 'tsx'] : [] };
};

export type { ChildReader };

export const createChildReader = (options: ChildReaderOptions): ChildReader => {
  const { file, loader } = childEntry();
  const slots: Slot[] = Array.from({ length: Math.max(1, options.workers) }, () => ({
    child: null,
    busy: false,
    idle: null,
  }));
  const waiting: Array<(slot: Slot) => void> = [];
  let closed = false;
  let nextId = 0;

  const spawnChild = (): ChildProcess => {
    const child = fork(file, [], {
      execArgv: [...loader, `--max-old-space-size=${options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child.on('error', () => undefined);
    // Reading is background work: the API process (requests, the first start's demo draw) goes
    // first when the cores are busy. Not allowed (a container without the right): left as it is.
    if (child.pid && options.niceness !== 0)
      try {
        setPriority(child.pid, Math.min(19, getPriority() + (options.niceness ?? READER_NICENESS)));
      } catch {
        // the reader keeps the API's priority
      }
    child.unref();
    return child;
  };

  const stopChild = (slot: Slot) => {
    const child = slot.child;
    slot.child = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  const acquire = (): Promise<Slot> => {
    const free = slots.find((slot) => !slot.busy);
    if (free) {
      free.busy = true;
      if (free.idle) clearTimeout(free.idle);
      free.idle = null;
      return Promise.resolve(free);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (slot: Slot) => {
    const next = waiting.shift();
    if (next) return next(slot);
    slot.busy = false;
    if (slot.child) {
      slot.idle = setTimeout(() => stopChild(slot), options.idleMs ?? 300_000);
      slot.idle.unref();
    }
  };

  /** Sends one request ({ type: 'read', task } or { type: 'page-image', bytes, page }) to the slot's child. */
  const runIn = <T>(slot: Slot, request: ChildRequest, onProgress: Progress): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (closed) return reject(new ReaderStopped('The document reader has been shut down'));
      const child = (slot.child ??= spawnChild());
      // While it reads, the child's channel keeps this process alive; idle, it does not.
      child.channel?.ref();
      const id = ++nextId;
      const capBytes = options.memoryMb * 1024 * 1024;
      let capReason: string | null = null;
      let settled = false;
      const finish = (settle: () => void) => {
        if (settled) return;
        settled = true;
        child.channel?.unref();
        clearTimeout(timer);
        clearInterval(watch);
        child.off('message', onMessage);
        child.off('exit', onExit);
        settle();
      };
      const killFor = (reason: string) => {
        capReason = reason;
        child.kill('SIGKILL');
      };
      const onMessage = (message: ChildMessage) => {
        if (message.type === 'ready' || message.id !== id) return;
        if (message.type === 'progress')
          void Promise.resolve(onProgress(message.done, message.total)).catch(() => undefined);
        else if (message.type === 'result') {
          const peak = child.pid ? peakResidentBytes(child.pid) : null;
          if (peak !== null && peak > capBytes) killFor(memoryMessage(options.memoryMb));
          else finish(() => resolve(message.outcome as T));
        } else
          finish(() =>
            reject(message.reason ? new ExtractionFailure(message.reason) : new Error(message.error)),
          );
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        if (slot.child === child) slot.child = null;
        // A V8 heap past --max-old-space-size aborts the child (SIGABRT, exit code 134).
        const heapCap = signal === 'SIGABRT' || code === 134;
        finish(() =>
          reject(
            closed
              ? new ReaderStopped('The document reader has been shut down')
              : capReason || heapCap
                ? new ExtractionFailure(capReason ?? memoryMessage(options.memoryMb))
                : new ReaderCrashed(`The reader stopped (${signal ?? `exit ${code}`})`),
          ),
        );
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      const timer = setTimeout(
        () =>
          killFor(
            `Reading this document took longer than ${options.timeoutSeconds} second${options.timeoutSeconds === 1 ? '' : 's'} and was stopped ` +
              '(the file is too large or too complex to read); upload a smaller or simpler copy',
          ),
        options.timeoutSeconds * 1000,
      );
      const watch = setInterval(() => {
        const pid = child.pid;
        const rss = pid ? (peakResidentBytes(pid) ?? residentBytes(pid)) : null;
        if (rss !== null && rss > capBytes) killFor(memoryMessage(options.memoryMb));
      }, WATCH_MS);
      child.send({ ...request, id }, (error) => {
        if (error) finish(() => reject(new ReaderCrashed('The reader could not be reached')));
      });
    });

  const run = async <T>(request: ChildRequest, onProgress: Progress): Promise<T> => {
    const slot = await acquire();
    try {
      const outcome = await runIn<T>(slot, request, onProgress);
      // A child that grew past three quarters of its cap is replaced, so what it holds goes
      // back now (an OCR read holds 700-850 MB: tesseract's WebAssembly memory never shrinks).
      const rss = slot.child?.pid ? residentBytes(slot.child.pid) : null;
      if (rss !== null && rss > options.memoryMb * 1024 * 1024 * 0.75) stopChild(slot);
      return outcome;
    } finally {
      release(slot);
    }
  };

  return {
    read: (task, onProgress) => run<ReadOutcome>({ type: 'read', task }, onProgress),
    pageImage: (bytes, page) =>
      run<Uint8Array | null>({ type: 'page-image', bytes, page }, () => undefined).then((png) =>
        png ? Buffer.from(png.buffer, png.byteOffset, png.byteLength) : null,
      ),
    busyPids: () => slots.flatMap((slot) => (slot.busy && slot.child?.pid ? [slot.child.pid] : [])),
    close: async () => {
      closed = true;
      for (const slot of slots) {
        if (slot.idle) clearTimeout(slot.idle);
        stopChild(slot);
      }
    },
  };
};

const memoryMessage = (memoryMb: number) =>
  `Reading this document needed more than ${memoryMb} MB of memory and was stopped ` +
  '(the file is too large or built to exhaust the reader); upload a smaller or simpler copy';

const CRASHED_TWICE =
  'The document reader stopped unexpectedly twice while reading this file; retry, or upload it again';

/** A reader that died on its own (not at a cap) is replaced and the read tried once more. */
export const readWithOneRetry = async (
  reader: DocumentReader,
  task: ReadTask,
  onProgress: Progress,
): Promise<ReadOutcome> => {
  try {
    return await reader.read(task, onProgress);
  } catch (error) {
    if (!(error instanceof ReaderCrashed)) throw error;
  }
  try {
    return await reader.read(task, onProgress);
  } catch (error) {
    if (error instanceof ReaderCrashed) throw new ExtractionFailure(CRASHED_TWICE);
    throw error;
  }
};
