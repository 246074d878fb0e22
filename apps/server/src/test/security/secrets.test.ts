// Suite 5, secrets (issue 13 "What must exist" 5): a unique SSN and a unique bank account number
// planted through the real calls (the personal form's SSN; a bank statement uploaded in the
// application, read by the extraction worker) must appear nowhere in plaintext: not in any GET
// answer of the OpenAPI document for admin, borrower A, broker A, borrower B or broker B (path
// ids of A's own records, so A's callers get A's data), not in the server's log output, not in
// pg-boss job rows, not in any row of any table, and not in a real `pg_dump` of the database
// (Debian's PostgreSQL 15 in CI) or, on the embedded PostgreSQL 17 (no pg_dump shipped), the
// database part of the archive `npm run backup` writes: ciphertext or the last four digits only.
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { extract } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { borrowers, documentPages, documents } from '../../db/schema/index';
import { LOG_REDACT_PATHS } from '../../lib/crypto';
import { samplePdf } from '../../modules/documents-intelligence/sample-documents';
import { waitForExtraction } from '../../modules/documents-intelligence/test-helpers';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture';
import { backup } from '../../ops/backup';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertContact, insertUser } from '../fixtures';

const run = promisify(execFile);
/** Debian's client binaries (CI runs the second server pass against Debian's PostgreSQL 15). */
const PG_DUMP = '/usr/lib/postgresql/15/bin/pg_dump';

// A valid, unique SSN: area 100-665, group 01-99, serial 0001-9999.
const SSN = `${randomInt(100, 665)}${String(randomInt(10, 99))}${String(randomInt(1000, 9999))}`;
const FORMS = [
  SSN,
  `${SSN.slice(0, 3)}-${SSN.slice(3, 5)}-${SSN.slice(5)}`,
  `${SSN.slice(0, 3)} ${SSN.slice(3, 5)} ${SSN.slice(5)}`,
];
// A unique 12-digit bank account number (checking), with the grouped form a statement may print.
const ACCOUNT = `7${String(randomInt(10_000_000_000, 99_999_999_999)).padStart(11, '0')}`;
const ACCOUNT_FORMS = [ACCOUNT, `${ACCOUNT.slice(0, 4)} ${ACCOUNT.slice(4, 8)} ${ACCOUNT.slice(8)}`];
const hits = (text: string) => [...FORMS, ...ACCOUNT_FORMS].filter((form) => text.includes(form));

/** The text of every db/*.jsonl entry of a backup archive. */
const archiveRows = async (file: string): Promise<{ entries: number; text: string }> => {
  const extractor = extract();
  const done = pipeline(createReadStream(file), createGunzip(), extractor);
  const parts: string[] = [];
  for await (const entry of extractor) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name.startsWith('db/')) parts.push(Buffer.concat(chunks).toString('utf8'));
  }
  await done;
  return { entries: parts.length, text: parts.join('\n') };
};

describe('secrets: a planted SSN and bank account number are never readable in plaintext', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  let brokerBToken: string;
  let statementId: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'trace', redact: LOG_REDACT_PATHS },
      { write: (line: string) => void logLines.push(line) },
    );
    ctx = await createTestContext({ overrideDeps: (deps) => ({ ...deps, logger }) });
    seed = await seedTwoBorrowers(ctx);
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    const planted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/borrower/update/${seed.borrowerA.id}`,
      headers: bearer(seed.borrowerA.token),
      payload: {
        version: row!.version,
        first_name: 'Brenda',
        last_name: 'Borrower',
        phone: '512-5550123',
        date_of_birth: 315532800,
        email: row!.email,
        address_address: '118 Maple Ave',
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78704',
        ssn: SSN,
      },
    });
    expect(planted.statusCode).toBe(200);

    // The bank account number: a statement uploaded in borrower A's application (the same three
    // calls the wizard's 'Bank Statements' slot makes), then read by the extraction worker.
    const applicationA = seed.activitiesA.find((a) => a.activity_type === 'application')!.id;
    const grant = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${applicationA}/generate-document-with-presigned-url`,
      headers: bearer(seed.borrowerA.token),
      payload: { content_type: 'application/pdf', name: 'bank-statement.pdf' },
    });
    expect(grant.statusCode).toBe(200);
    const { process_id: processId, presigned_url: url } = grant.json() as {
      process_id: string;
      presigned_url: string;
    };
    const statement = await samplePdf([
      'FIRST TEXAS BANK',
      'Account Holder: Brenda Borrower',
      `Account Number: ${ACCOUNT}`,
      `Checking ${ACCOUNT_FORMS[1]}`,
      'Statement Period: 01/01/2026 - 01/31/2026',
      'Ending Balance $48,210.55',
    ]);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/pdf' },
      payload: statement,
    });
    expect(put.statusCode).toBeLessThan(300);
    const ran = await ctx.app.inject({
      method: 'POST',
      url: `/api/personal/${applicationA}/process/${processId}/run`,
      headers: bearer(seed.borrowerA.token),
      payload: {},
    });
    expect(ran.statusCode).toBe(200);
    const [doc] = await ctx.db.select().from(documents).where(eq(documents.process_id, processId));
    statementId = doc!.id;
    const read = await waitForExtraction(ctx, statementId);
    expect(read.extraction_status).toBe('processed');

    // Broker B: a broker with a record of their own, on no loan of A's.
    const contactB = await insertContact(ctx.db, { contact_type: 'broker' });
    brokerBToken = await ctx.tokenFor(
      await insertUser(ctx.db, { email: contactB.email!, role: 'broker', contact_id: contactB.id }),
    );
  }, 180_000);
  afterAll(async () => ctx?.close());

  it('no GET answer, log line, job payload, table row, dump or backup holds them', async () => {
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(row!.ssn_ciphertext).toMatch(/^v1\./);
    expect(row!.ssn_last4).toBe(SSN.slice(5));
    // The statement was read (its text is stored for search), with the number as its last four.
    const pages = await ctx.db.select().from(documentPages).where(eq(documentPages.document_id, statementId));
    expect(pages.map((p) => p.text).join('\n')).toContain(`****${ACCOUNT.slice(-4)}`);

    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    const activityA = seed.activitiesA[0]!.id;
    const own = (path: string, param: string): string => {
      if (param === 'email') return encodeURIComponent(seed.borrowerA.email);
      if (param === 'contactId') return ctx.users.broker.contact_id!;
      if (param === 'borrowerId') return seed.borrowerA.id;
      if (/borrower/.test(path) && param === 'id') return seed.borrowerA.id;
      if (/^\/api\/broker\/\{id\}$/.test(path)) return ctx.users.broker.contact_id!;
      if (/activity/.test(path) && param === 'id' && !/\/loan\//.test(path)) return activityA;
      return seed.loanA.id;
    };
    const principals = [
      { name: 'admin', token: ctx.tokens.admin },
      { name: 'borrower A', token: seed.borrowerA.token },
      { name: 'broker A', token: ctx.tokens.broker },
      { name: 'borrower B', token: seed.borrowerB.token },
      { name: 'broker B', token: brokerBToken },
    ];
    let calls = 0;
    let answered = 0;
    let carryA = 0; // answers that do hold borrower A's record (the scan looks where the data is)
    const leaks: string[] = [];
    for (const path of gets) {
      const url = path.replace(/\{([^}]+)\}/g, (_m, param: string) => own(path, param));
      for (const who of principals) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(who.token) });
        calls += 1;
        if (response.statusCode < 300) answered += 1;
        if (response.statusCode < 300 && response.body.includes(seed.borrowerA.id)) carryA += 1;
        if (hits(response.body).length > 0) leaks.push(`GET ${url} as ${who.name}`);
      }
    }
    const logHits = hits(logLines.join('\n')).length;
    if (logHits) leaks.push('log output');

    // Every row of every table in every schema (the app's and pg-boss's): what a dump holds.
    const client = await ctx.db.$client.connect();
    let tables = 0;
    try {
      const list = await client.query<{ schema: string; table: string }>(
        `select table_schema as schema, table_name as table from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      for (const { schema, table } of list.rows) {
        tables += 1;
        const { rows } = await client.query<{ row: string }>(
          `select row_to_json(t)::text as row from "${schema}"."${table}" t`,
        );
        if (hits(rows.map((r) => r.row).join('\n')).length > 0) leaks.push(`table ${schema}.${table}`);
      }
    } finally {
      client.release();
    }
    // A real dump where the client matches the server (Debian's PostgreSQL 15 in CI); on the
    // embedded PostgreSQL 17, which ships no pg_dump, the archive `npm run backup` writes.
    const { rows: found } = await ctx.db.$client.query<{ db: string; major: string }>(
      `select current_database() as db, current_setting('server_version_num')::int / 10000 as major`,
    );
    const url = new URL(inject('pgServerUrl'));
    url.pathname = `/${found[0]!.db}`;
    let dumpFigure: string;
    if (Number(found[0]!.major) === 15 && existsSync(PG_DUMP)) {
      const { stdout } = await run(PG_DUMP, ['--no-owner', '--dbname', url.toString()], {
        maxBuffer: 512 * 1024 * 1024,
      });
      expect(stdout).toContain('COPY public.borrowers');
      expect(stdout).toContain(row!.ssn_ciphertext!); // the dump holds the data, as ciphertext
      expect(stdout).toContain(`****${ACCOUNT.slice(-4)}`);
      if (hits(stdout).length > 0) leaks.push('pg_dump');
      dumpFigure = `pg_dump ${Math.round(stdout.length / 1024)} KB`;
    } else {
      const dir = await mkdtemp(path.join(tmpdir(), 'lending-secrets-backup-'));
      try {
        const file = path.join(dir, 'backup.tar.gz');
        const manifest = await backup({ dataDir: ctx.dataDir, databaseUrl: url.toString(), out: file });
        const archived = await archiveRows(file);
        expect(archived.entries).toBe(Object.keys(manifest.tables).length);
        expect(archived.text).toContain(row!.ssn_ciphertext!);
        expect(archived.text).toContain(`****${ACCOUNT.slice(-4)}`);
        if (hits(archived.text).length > 0) leaks.push('backup archive');
        dumpFigure = `backup archive (PostgreSQL ${found[0]!.major}, no pg_dump) ${archived.entries} tables`;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    console.log(
      `[security] secrets: GET routes ${gets.length}, calls ${calls} (${answered} answered 2xx, ${carryA} with borrower A's record), log lines ${logLines.length}, tables ${tables}, ${dumpFigure}, plaintext hits ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(gets.length / 2);
    expect(carryA).toBeGreaterThan(10);
    expect(tables).toBeGreaterThan(30);
  }, 300_000);
});
