// The LibreOffice implementation of PdfConverter: `soffice --headless --convert-to pdf`, one process
// per document. Each conversion slot has its own LibreOffice profile (-env:UserInstallation): two
// soffice runs sharing a profile would hand the second document to the first process or fail on its
// lock, so conversions never share one; a slot's profile is kept between runs (a fresh profile costs
// ~0.4 s) and thrown away after a failure. A run past the timeout is killed with its process group
// (soffice starts soffice.bin under oosplash).
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PdfConversionError, unavailableConverter, type PdfConverter } from './pdf-converter';

/** `command` looked up in PATH (or taken as a path), as `command -v` does; null when not executable. */
const findExecutable = (command: string, searchPath = process.env.PATH ?? ''): string | null => {
  const candidates = command.includes('/')
    ? [command]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory: the next one
    }
  }
  return null;
};

type Slot = { profile: string; isBusy: boolean };

const killGroup = (child: ChildProcess): void => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group has already ended
  }
};

const runSoffice = (
  binary: string,
  args: string[],
  timeoutMs: number,
  running: Set<ChildProcess>,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    running.add(child);
    let stderr = '';
    let hasTimedOut = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-1000);
    });
    const timer = setTimeout(() => {
      hasTimedOut = true;
      killGroup(child);
    }, timeoutMs);
    const finish = (error: PdfConversionError | null) => {
      clearTimeout(timer);
      running.delete(child);
      // Whatever the outcome, nothing of this run stays behind.
      killGroup(child);
      if (error) reject(error);
      else resolve();
    };
    child.on('error', (error) =>
      finish(new PdfConversionError(`LibreOffice did not start: ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (hasTimedOut) finish(new PdfConversionError(`LibreOffice did not finish within ${timeoutMs} ms`));
      else if (code !== 0)
        finish(new PdfConversionError(`LibreOffice failed (${code ?? signal}): ${stderr.trim()}`));
      else finish(null);
    });
  });

export type LibreOfficeOptions = {
  /** SOFFICE_PATH: a command looked up in PATH, or a path. */
  soffice: string;
  timeoutMs: number;
  /** Conversions at once; the others wait their turn (each LibreOffice run takes a core). */
  concurrency: number;
};

const libreOfficeConverter = (binary: string, options: LibreOfficeOptions): PdfConverter => {
  const running = new Set<ChildProcess>();
  const waiting: Array<(slot: Slot) => void> = [];
  let base: Promise<string> | null = null;
  let slots: Slot[] = [];
  let isClosed = false;
  const baseDir = () => (base ??= mkdtemp(path.join(tmpdir(), 'lending-soffice-')));

  const acquire = async (): Promise<Slot> => {
    const dir = await baseDir();
    if (slots.length === 0)
      slots = Array.from({ length: options.concurrency }, (_, i) => ({
        profile: path.join(dir, `profile-${i}`),
        isBusy: false,
      }));
    const free = slots.find((slot) => !slot.isBusy);
    if (free) {
      free.isBusy = true;
      return free;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (slot: Slot) => {
    const next = waiting.shift();
    if (next) next(slot);
    else slot.isBusy = false;
  };

  const convert = async (docx: Buffer): Promise<Buffer> => {
    if (isClosed) throw new PdfConversionError('The PDF converter is closed');
    const slot = await acquire();
    if (isClosed) {
      release(slot);
      throw new PdfConversionError('The PDF converter is closed');
    }
    const job = await mkdtemp(path.join(await baseDir(), 'job-'));
    try {
      const input = path.join(job, 'document.docx');
      await writeFile(input, docx);
      const profile = `-env:UserInstallation=${pathToFileURL(slot.profile).href}`;
      const args = ['--headless', '--norestore', '--nolockcheck', profile, '--convert-to', 'pdf'];
      await runSoffice(binary, [...args, '--outdir', job, input], options.timeoutMs, running);
      const pdf = await readFile(path.join(job, 'document.pdf')).catch(() => null);
      // soffice ends with 0 even when it could not open the file: it then writes nothing.
      if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new PdfConversionError('LibreOffice could not read the document');
      return pdf;
    } catch (error) {
      // A killed or failed run may leave its profile locked or half written: the next run starts afresh.
      await rm(slot.profile, { recursive: true, force: true });
      throw error;
    } finally {
      await rm(job, { recursive: true, force: true });
      release(slot);
    }
  };

  return {
    isAvailable: true,
    convert,
    close: async () => {
      isClosed = true;
      for (const child of running) killGroup(child);
      if (base) await rm(await base, { recursive: true, force: true });
    },
  };
};

/** LibreOffice when its soffice is installed, else a converter that says it is not. */
export const createPdfConverter = (options: LibreOfficeOptions): PdfConverter => {
  const binary = findExecutable(options.soffice);
  if (!binary) return unavailableConverter(`LibreOffice (${options.soffice}) is not installed`);
  return libreOfficeConverter(binary, options);
};
