// Text of a PDF as poppler's pdftotext reads it (tests: what a person copying from a viewer gets).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const pdftotext = async (pdf: Buffer | Uint8Array): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdftotext-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
