// Storage (DESIGN.md §5): keys are safe, links expire and are signed, types come from content.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentTypeOfExtension,
  detectFileType,
  extensionOf,
  isAcceptedContentType,
  isInlineExtension,
  isWizardContentType,
  matchesContentType,
  previewKindOf,
} from './file-types';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { isSafeKey, readAll, StorageNotFoundError } from './storage';

let dir: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lending-storage-'));
  storage = await createLocalStorage({ dir });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('local storage', () => {
  it('removes the partial files a crash left halfway through a put, and nothing else, on start', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'lending-storage-'));
    const first = await createLocalStorage({ dir: own });
    await first.put('loans/l/a/p/doc.pdf', Buffer.from('%PDF-1.4 kept'));
    const partial = path.join(own, 'loans/l/a/p/other.pdf.0123456789ab.part');
    await writeFile(partial, '%PDF-1.4 half');
    await writeFile(path.join(own, 'loans/l/a/p/notes.part'), 'not ours');
    const second = await createLocalStorage({ dir: own });
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(path.join(own, 'loans/l/a/p/notes.part'))).toBe(true);
    expect((await readAll(second, 'loans/l/a/p/doc.pdf')).toString()).toBe('%PDF-1.4 kept');
    await rm(own, { recursive: true, force: true });
  });

  it('puts, reads, checks and deletes objects under safe keys only', async () => {
    await storage.put('loans/a/file.pdf', Buffer.from('%PDF-1.4 hello'));
    expect(await storage.exists('loans/a/file.pdf')).toBe(true);
    expect((await readAll(storage, 'loans/a/file.pdf')).toString()).toBe('%PDF-1.4 hello');
    await storage.delete('loans/a/file.pdf');
    expect(await storage.exists('loans/a/file.pdf')).toBe(false);
    await expect(storage.get('loans/a/file.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/./b', 'a b', ''])
      expect(isSafeKey(key), key).toBe(false);
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('signs download links that expire and cannot be moved to another key', async () => {
    const url = await storage.signedDownloadUrl('loans/a/b.pdf', {
      fileName: 'Term Sheet.pdf',
      expiresIn: 60,
    });
    const { exp, sig, name } = query(url);
    expect(
      storage.verifyDownload({ key: 'loans/a/b.pdf', exp: Number(exp), sig: sig!, fileName: name }),
    ).toBe(true);
    expect(
      storage.verifyDownload({ key: 'loans/a/c.pdf', exp: Number(exp), sig: sig!, fileName: name }),
    ).toBe(false);
    expect(
      storage.verifyDownload({ key: 'loans/a/b.pdf', exp: Number(exp) + 60, sig: sig!, fileName: name }),
    ).toBe(false);
    const expired = query(await storage.signedDownloadUrl('loans/a/b.pdf', { expiresIn: -1 }));
    expect(
      storage.verifyDownload({ key: 'loans/a/b.pdf', exp: Number(expired.exp), sig: expired.sig! }),
    ).toBe(false);
  });

  it('issues upload tokens carrying key, type and size limit, refusing forged or expired ones', async () => {
    const url = await storage.signedUploadUrl('uploads/x.png', { contentType: 'image/png', maxBytes: 1000 });
    const token = url.split('/').pop()!;
    expect(storage.readUploadToken(token)).toMatchObject({
      key: 'uploads/x.png',
      contentType: 'image/png',
      maxBytes: 1000,
    });
    expect(storage.readUploadToken(`${token.slice(0, -2)}xx`)).toBeNull();
    const other = await createLocalStorage({ dir, secret: 'another-secret' });
    expect(other.readUploadToken(token)).toBeNull();
    const old = (await storage.signedUploadUrl('uploads/y.png', { contentType: 'image/png', expiresIn: -5 }))
      .split('/')
      .pop()!;
    expect(storage.readUploadToken(old)).toBeNull();
  });
});

describe('S3-compatible storage', () => {
  it('presigns GET and PUT URLs without a network call', async () => {
    const s3 = createS3Storage({
      bucket: 'docs',
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'lending/',
    });
    const put = new URL(
      await s3.signedUploadUrl('loans/a.pdf', { contentType: 'application/pdf', expiresIn: 300 }),
    );
    expect(put.pathname).toBe('/docs/lending/loans/a.pdf');
    expect(put.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(put.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const get = new URL(await s3.signedDownloadUrl('loans/a.pdf', { fileName: 'a.pdf' }));
    expect(get.searchParams.get('response-content-disposition')).toBe('attachment; filename="a.pdf"');
  });
});

describe('file types by content', () => {
  it('recognises documents and images by their first bytes, not their names', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7'))?.mime).toBe('application/pdf');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(detectFileType(Buffer.from('GIF89a'))?.mime).toBe('image/gif');
    expect(detectFileType(Buffer.from('MZ executable'))).toBeNull();
    expect(matchesContentType(Buffer.from('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(matchesContentType(Buffer.from('%PDF-1.7'), 'image/png')).toBe(false);
    expect(matchesContentType(Buffer.from('<html>'), 'application/pdf')).toBe(false);
  });
});

describe('the one file-type table (uploads, stored keys, downloads, previews)', () => {
  it('gives an upload its stored extension, a download its type and disposition, a preview its kind', () => {
    expect(extensionOf('image/jpg')).toBe('jpg');
    expect(extensionOf('IMAGE/JPEG')).toBe('jpg');
    expect(extensionOf('text/html')).toBe('bin');
    expect(matchesContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpg')).toBe(true);
    expect(contentTypeOfExtension('jpg')).toBe('image/jpeg');
    expect(contentTypeOfExtension('docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOfExtension('html')).toBe('application/octet-stream');
    expect(isInlineExtension('pdf')).toBe(true);
    expect(isInlineExtension('heic')).toBe(false);
    expect(isInlineExtension('svg')).toBe(false);
    expect(previewKindOf('image/heic')).toBe('heic');
    expect(previewKindOf('image/jpg')).toBe('image');
    expect(previewKindOf('application/zip')).toBe('other');
  });

  it('takes Word, Excel and HEIC in document uploads but only PDFs and images in the wizard', () => {
    expect(isAcceptedContentType('image/heic')).toBe(true);
    expect(isAcceptedContentType('application/zip')).toBe(false);
    expect(isWizardContentType('image/bmp')).toBe(true);
    expect(isWizardContentType('image/heic')).toBe(false);
    expect(isWizardContentType('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      false,
    );
  });
});
