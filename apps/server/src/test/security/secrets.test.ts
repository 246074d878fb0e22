// Suite 5, secrets (issue 13 "What must exist" 5), first part: a unique SSN planted through the
// real call must appear nowhere in plaintext: not in any GET answer of the OpenAPI document for
// admin, borrower A or broker A (path ids of A's own records, so the answers carry A's data), not
// in the server's log output, not in pg-boss job rows, not in any row of any table of the
// database (what a pg_dump would hold): ciphertext only.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/index.js';
import { LOG_REDACT_PATHS } from '../../lib/crypto.js';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture.js';
import { bearer, createTestContext, type TestContext } from '../context.js';

// A valid, unique SSN: area 100-665, group 01-99, serial 0001-9999.
const SSN = `${randomInt(100, 665)}${String(randomInt(10, 99))}${String(randomInt(1000, 9999))}`;
const FORMS = [
  SSN,
  `${SSN.slice(0, 3)}-${SSN.slice(3, 5)}-${SSN.slice(5)}`,
  `${SSN.slice(0, 3)} ${SSN.slice(3, 5)} ${SSN.slice(5)}`,
];
const hits = (text: string) => FORMS.filter((form) => text.includes(form));

describe('secrets: a planted SSN is never readable in plaintext', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
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
  });
  afterAll(async () => ctx?.close());

  it('no GET answer, log line, job payload or table row holds it', async () => {
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(row!.ssn_ciphertext).toMatch(/^v1\./);
    expect(row!.ssn_last4).toBe(SSN.slice(5));

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
    console.log(
      `[security] secrets: GET routes ${gets.length}, calls ${calls} (${answered} answered 2xx, ${carryA} with borrower A's record), log lines ${logLines.length}, tables ${tables}, plaintext hits ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(gets.length / 2);
    expect(carryA).toBeGreaterThan(10);
    expect(tables).toBeGreaterThan(30);
  });
});
