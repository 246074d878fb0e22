// Injected faults (issue 24 item 3): the data disk full and the object store unreachable. The
// failures are the platform's own (a write to /dev/full gives the real ENOSPC, a connection to a
// closed port the real ECONNREFUSED, an S3 client aimed at a closed port its real error). While
// they last, uploads, downloads and generated documents answer 503 with Retry-After and a clear
// message (never a 500), nothing half-written is left (no file under the key, no .part file, no
// document row), and the same calls succeed once the storage is back.
import { writeFile } from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import {
  createStorage,
  guardStorage,
  StorageUnavailableError,
  type Storage,
} from '../../integrations/storage';
import { isLocalStorage } from '../../integrations/storage/local-storage';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertBorrower, insertLoan } from '../fixtures';

type Mode = 'ok' | 'full' | 'down';

const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The platform's own errors for a full disk and an unreachable host. */
const diskFull = async (): Promise<Error> =>
  writeFile('/dev/full', 'x').then(
    () => new Error('no ENOSPC'),
    (e: Error) => e,
  );
const refused = async (port: number): Promise<Error> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', resolve);
    socket.on('connect', () => {
      socket.destroy();
      resolve(new Error('connected'));
    });
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('storage faults', () => {
  let ctx: TestContext;
  let mode: Mode = 'ok';
  /** Puts allowed through before the fault bites (a fault between two writes of one call). */
  let putsBeforeFault = 0;
  let downPort = 0;

  beforeAll(async () => {
    downPort = await closedPort();
    ctx = await createTestContext({
      overrideDeps: (deps) => {
        const inner = deps.storage;
        const fault = async () => {
          if (mode === 'full') throw await diskFull();
          if (mode === 'down') throw await refused(downPort);
        };
        // The fault sits under guardStorage, where the platform's errors arrive in production.
        const faulty: Storage = {
          ...inner,
          put: async (...args) => {
            if (putsBeforeFault > 0) putsBeforeFault -= 1;
            else await fault();
            return inner.put(...args);
          },
          get: async (key) => {
            await fault();
            return inner.get(key);
          },
        };
        return { ...deps, storage: guardStorage(faulty) };
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const partFiles = async (): Promise<string[]> =>
    (await readdir(path.join(ctx.dataDir, 'files'), { recursive: true }).catch(() => [] as string[])).filter(
      (f) => String(f).endsWith('.part'),
    );

  it('an upload on a full disk answers 503 and saves nothing; the same link works once space returns', async () => {
    const storage = ctx.deps.storage;
    if (!isLocalStorage(storage)) throw new Error('the test context uses local storage');
    const key = 'faults/upload.pdf';
    const url = new URL(await storage.signedUploadUrl(key, { contentType: 'application/pdf' }), 'http://x');
    const put = () =>
      ctx.app.inject({
        method: 'PUT',
        url: url.pathname + url.search,
        headers: { 'content-type': 'application/pdf' },
        payload: PDF,
      });

    mode = 'full';
    const refusedPut = await put();
    expect(refusedPut.statusCode).toBe(503);
    expect(refusedPut.headers['retry-after']).toBe('60');
    expect(refusedPut.json().message).toMatch(/no space left.*nothing was saved/i);
    mode = 'ok';
    expect(await storage.exists(key)).toBe(false);
    expect(await partFiles()).toEqual([]);

    const accepted = await put();
    expect(accepted.statusCode).toBe(200);
    expect(await storage.exists(key)).toBe(true);
  });

  it('a download while the storage is unreachable answers 503 with Retry-After, then the file', async () => {
    const storage = ctx.deps.storage;
    if (!isLocalStorage(storage)) throw new Error('the test context uses local storage');
    const key = 'faults/download.pdf';
    await storage.put(key, PDF, { contentType: 'application/pdf' });
    const url = new URL(await storage.signedDownloadUrl(key), 'http://x');
    mode = 'down';
    const refusedGet = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(refusedGet.statusCode).toBe(503);
    expect(refusedGet.headers['retry-after']).toBe('5');
    expect(refusedGet.json().message).toMatch(/storage is temporarily unavailable/i);
    mode = 'ok';
    const served = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('a generated document whose second file meets a full disk leaves no document row, and works after', async () => {
    const borrower = await insertBorrower(ctx.db, { first_name: 'Ines', last_name: 'Faure' });
    const { loan } = await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    const memo = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/loan/${loan.id}/credit-memo`,
        headers: bearer(ctx.tokens.admin),
      });
    const rows = async () => ctx.db.select().from(documents).where(eq(documents.loan_id, loan.id));

    mode = 'full';
    putsBeforeFault = 1; // the PDF is written, the DOCX meets the full disk
    const failed = await memo();
    expect(failed.statusCode).toBe(503);
    expect(await rows()).toEqual([]);

    mode = 'ok';
    const made = await memo();
    expect(made.statusCode).toBe(200);
    expect((await rows()).map((row) => row.document_name)).toEqual(['Credit Memo', 'Credit Memo']);
  });

  it('a real S3 client aimed at a store that is down fails with StorageUnavailableError', async () => {
    const s3 = await createStorage({
      dataDir: ctx.dataDir,
      s3: {
        bucket: 'lending',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${downPort}`,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      },
    });
    await expect(s3.put('faults/x.pdf', PDF)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(s3.get('faults/x.pdf')).rejects.toMatchObject({ reason: 'unreachable' });
  });
});
