// The LibreOffice converter (issue 20 item 4): concurrent conversions each get a private profile and
// all succeed; a file LibreOffice cannot read, a run past the timeout (killed with its process group)
// and a missing soffice reject with PdfConversionError, which the generator turns into the marked
// standard layout; after a killed run the next conversion works.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from './paths';
import { createPdfConverter } from './libreoffice';
import { PdfConversionError, type PdfConverter } from './pdf-converter';
import { pdftotext } from './pdf-text';

// The converters' files go under a directory of this file's own, so the check for stray LibreOffice
// processes sees only these (other suites convert at the same time).
let ownTmp = '';
const systemTmp = process.env.TMPDIR;
beforeAll(async () => {
  ownTmp = await mkdtemp(path.join(tmpdir(), 'libreoffice-test-'));
  process.env.TMPDIR = ownTmp;
});
afterAll(async () => {
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
  await rm(ownTmp, { recursive: true, force: true });
});

const opened: PdfConverter[] = [];
const converter = (options: { timeoutMs?: number; concurrency?: number; soffice?: string } = {}) => {
  const made = createPdfConverter({
    soffice: options.soffice ?? 'soffice',
    timeoutMs: options.timeoutMs ?? 60_000,
    concurrency: options.concurrency ?? 1,
  });
  opened.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

const template = () => readFile(serverPath('templates', 'term-sheet.docx'));
/** LibreOffice processes still running on a profile of this file's converters. */
const strayOffices = () => {
  try {
    return execFileSync('pgrep', ['-f', `${ownTmp}/lending-soffice-`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

describe('LibreOffice converter', () => {
  it('converts DOCX files given at once, one after the other, into PDFs with their text', async () => {
    const pdf = converter({ concurrency: 1 });
    expect(pdf.isAvailable, 'soffice (LibreOffice) must be installed').toBe(true);
    const docx = await template();
    const [a, b] = await Promise.all([pdf.convert(docx), pdf.convert(docx)]);
    for (const file of [a!, b!]) {
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pdftotext(file)).toContain('{loan_number}');
    }
  });

  it('rejects a file it cannot read (soffice ends with 0 but writes no PDF)', async () => {
    const pdf = converter();
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a zip')]);
    await expect(pdf.convert(broken)).rejects.toBeInstanceOf(PdfConversionError);
  });

  it('kills a run past its timeout, then converts the next file', async () => {
    const pdf = converter({ timeoutMs: 150 });
    await expect(pdf.convert(await template())).rejects.toThrow(/did not finish within 150 ms/);
    expect(strayOffices()).toBe('');
    const patient = converter({ timeoutMs: 60_000 });
    expect((await patient.convert(await template())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('says it is not available when soffice is not installed', async () => {
    const pdf = converter({ soffice: '/nonexistent/soffice' });
    expect(pdf.isAvailable).toBe(false);
    await expect(pdf.convert(await template())).rejects.toThrow(/not installed/);
  });
});
