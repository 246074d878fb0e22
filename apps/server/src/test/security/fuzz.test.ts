// Fuzzing (issue 13, suite 3): property-based requests against every write route of the OpenAPI
// document. Bodies come from each route's own request schema (the zod schemas the app registers,
// as JSON Schema), mutated with hostile values: wrong types, missing and extra fields, huge and
// unicode strings, NUL bytes, NaN/Infinity, negative and enormous numbers, SQL and HTML payloads,
// prototype pollution, invalid JSON, wrong content types and deep nesting; path ids are hostile
// too. Asserts: no answer >= 500, no body with a stack trace or SQL, and the database unchanged
// (a checksum of every table) after every refused request: checked once per batch of refused
// requests, and per request wherever an accepted one may have changed the tables (see below).
// Seed pinned; runs per route: FUZZ_RUNS, else 1000 with SECURITY_LONG=1 (`npm run
// test:security -- --long`), else the fast profile's 200 (docs/security.md states the timing).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTwoBorrowers } from '../../modules/personal/personal-fixture';
import { bearer, createTestContext, type TestContext } from '../context';

const FAST_RUNS = 200;
/** Cases per table checksum, and how many of them are in flight at once. */
const BATCH = 25;
const IN_FLIGHT = 4;
const RUNS = Number(process.env.FUZZ_RUNS) || (process.env.SECURITY_LONG === '1' ? 1000 : FAST_RUNS);
const SEED = 20_261_123;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** A number or token written into the JSON text as is (Infinity, NaN, 1e999 are not JSON values). */
type Raw = { raw: string };
const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && 'raw' in value && Object.keys(value).length === 1;

const toJson = (value: unknown): string => {
  if (isRaw(value)) return value.raw;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}:${toJson(inner)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(100_000),
  'x\u0000y',
  '\u0000',
  "' OR '1'='1",
  "'; DROP TABLE loans; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\uD800',
  '😀'.repeat(2000),
  '\u202Eevil',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  '2024-02-30',
  'null',
  '__proto__',
  'admin@example.com',
  'a@b',
  '\r\nSet-Cookie: x=y',
];
const HOSTILE_NUMBERS: Raw[] = [
  '1e999',
  '-1e999',
  '-0',
  '-1',
  '0',
  '9007199254740993',
  '-9007199254740993',
  '1e308',
  '1e-320',
  '123456789012345678901234567890',
  '0.1e1',
  '2147483648',
  '-2147483649',
  '1.5',
].map((raw) => ({ raw }));

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const anything: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ raw: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}' }),
);

/** Values for a schema: mostly of its type (so validation passes and deeper code is reached), sometimes hostile. */
const valueFor = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  if (!schema || depth > 4) return anything;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((inner) => valueFor(inner, depth + 1)), anything);
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), anything);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anything);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const typed: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constant(randomUUID()));
        if (schema.format === 'email') return fc.oneof(fc.emailAddress(), hostileString);
        return hostileString;
      case 'number':
      case 'integer':
        return fc.oneof(
          hostileNumber,
          fc.integer({
            min: Math.max(-1e9, schema.minimum ?? -1e9),
            max: Math.min(1e9, schema.maximum ?? 1e9),
          }),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 });
      case 'object':
        return objectFor(schema, depth + 1);
      default:
        return anything;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: anything });
};

/** An object of the schema's properties: some dropped, some extra, a hostile value now and then. */
const objectFor = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  const properties = Object.entries(schema.properties ?? {});
  return fc
    .tuple(
      fc.tuple(...properties.map(([, inner]) => fc.option(valueFor(inner, depth), { freq: 6 }))),
      fc.dictionary(
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'version', 'created_at'),
          fc.string({ maxLength: 8 }),
        ),
        anything,
        { maxKeys: 2 },
      ),
      fc.boolean(),
    )
    .map(([values, extra, withExtra]) => {
      const out: Record<string, unknown> = {};
      properties.forEach(([key], index) => {
        if (values[index] !== null) out[key] = values[index];
      });
      return withExtra ? { ...extra, ...out } : out;
    });
};

type Request = { body?: string; contentType?: string; segment?: string };

const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const requestFor = (schema: JsonSchema | undefined): fc.Arbitrary<Request> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: valueFor(schema ?? { type: 'object', properties: {} }).map((value) => ({
        body: toJson(value),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Request>(
        { body: '{' },
        { body: '{"a":}' },
        { body: "{'a':1}" },
        { body: 'undefined' },
        { body: '{"a":1}{"b":2}' },
        { body: '\u0000' },
        { body: DEEP },
        { body: `{"a":${DEEP}}` },
        { body: `[${'{},'.repeat(20_000)}{}]` },
        { body: '{"a":1,"a":{"__proto__":{"polluted":true}}}' },
        { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { body: '<x/>', contentType: 'application/xml' },
        { body: 'hello', contentType: 'text/plain' },
        {
          body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
          contentType: 'multipart/form-data; boundary=x',
        },
        { body: '{}', contentType: 'application/json; charset=utf-7' },
        { body: '' },
      ),
    },
  );

const HOSTILE_SEGMENTS = [
  "' OR 1=1 --",
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '-1',
  '1e999',
  '%F0%9F%98%80',
  '00000000-0000-0000-0000-000000000000',
  '%3Cscript%3E',
  'NaN',
  '%00',
  '%ZZ',
];

const SQL_OR_STACK =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.*\bSET\b|syntax error at|violates .* constraint|relation "|column "|SQLSTATE|drizzle|postgres/i;

describe('fuzzing every write route', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /**
   * A checksum of every table's rows (sign-in and rate-limit counters excluded: refused requests
   * are meant to count against their sender).
   */
  let checksumQuery: string | null = null;
  const checksum = async (): Promise<string> => {
    checksumQuery ??= await buildChecksumQuery();
    const result = await ctx.db.execute<{ t: string; n: string; h: string }>(sql.raw(checksumQuery));
    return result.rows.map((row) => `${row.t}:${row.n}:${row.h}`).join('|');
  };
  // The tables are listed once (information_schema is slow to ask after every request).
  const buildChecksumQuery = async (): Promise<string> => {
    const tables = await ctx.db.execute<{ name: string }>(sql`
      select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('login_throttle', 'rate_limits')
      order by table_name`);
    const parts = tables.rows.map(
      (t) =>
        // Row count and the newest row version (xmin): any insert, update or delete committed in the
        // table moves one of them; far cheaper than hashing every row's text.
        `select '${t.name}' as t, count(*) as n, coalesce(max(x.xmin::text::bigint), 0) as h from public.${t.name} x`,
    );
    return parts.join(' union all ');
  };

  it(
    'no 5xx, no stack traces or SQL, nothing changed by a refused request',
    async () => {
      const doc = ctx.app.swagger() as {
        paths: Record<
          string,
          Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
        >;
      };
      const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
          // Sign-out and renewal end the session they are called with: fuzzed with their own tokens below.
          .map(([method, operation]) => ({
            method: method.toUpperCase() as 'POST',
            path,
            schema: operation.requestBody?.content?.['application/json']?.schema,
          })),
      );
      const ids: Record<string, string> = {
        loan: seed.loanB.id,
        borrower: seed.borrowerB.id,
      };
      const idFor = (path: string) => (/borrower/.test(path) ? ids.borrower! : ids.loan!);
      const findings: string[] = [];
      let calls = 0;
      let refused = 0;
      let checks = 0;
      let rechecked = 0;
      const started = Date.now();
      // Where the time goes: the requests themselves vs the table checksums.
      let requestMs = 0;
      let checksumMs = 0;
      const timedChecksum = async () => {
        const t = performance.now();
        const value = await checksum();
        checksumMs += performance.now() - t;
        checks += 1;
        return value;
      };
      type Case = { request: Request; segment: string | null };
      type Sent = { status: number; label: string };
      const send = async (route: (typeof routes)[number], { request, segment }: Case): Promise<Sent> => {
        const url = route.path.replace(/\{[^}]+\}/g, () => segment ?? idFor(route.path));
        // Sign-out, renewal and password change end the session they are called with: a token each.
        const sessionEnding = /\/auth\/(logout|refresh|password)$/.test(route.path);
        const token = sessionEnding ? await ctx.tokenFor(ctx.users.admin) : ctx.tokens.admin;
        const response = await ctx.app.inject({
          method: route.method,
          url,
          headers: { ...bearer(token), 'content-type': request.contentType ?? 'application/json' },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        calls += 1;
        const label = `${route.method} ${url.slice(0, 120)} ${String(request.body).slice(0, 160)} -> ${response.statusCode}`;
        if (response.statusCode >= 500) findings.push(`5xx: ${label} ${response.body.slice(0, 200)}`);
        if (SQL_OR_STACK.test(response.body)) findings.push(`leak: ${label} ${response.body.slice(0, 300)}`);
        return { status: response.statusCode, label };
      };
      /** One case at a time, a checksum before and after each (naming the request that changed a table). */
      const oneByOne = async (route: (typeof routes)[number], cases: Case[], recheck: boolean) => {
        let before = await timedChecksum();
        for (const item of cases) {
          const t = performance.now();
          const sent = await send(route, item);
          requestMs += performance.now() - t;
          if (recheck) rechecked += 1;
          else if (sent.status >= 400) refused += 1;
          const after = await timedChecksum();
          if (sent.status >= 400 && after !== before)
            findings.push(
              `changed after a refused request: ${sent.label}${recheck ? ' (re-sent alone)' : ''}`,
            );
          before = after;
        }
        return before;
      };

      // Cases of a route run BATCH at a time, IN_FLIGHT of them concurrently, with ONE checksum
      // after the batch: unchanged tables prove that none of its refused requests wrote anything.
      // A batch with an accepted request (which may change tables) has its refused requests sent
      // again one at a time between two checksums, and the route's next batch runs one by one; a
      // changed checksum after an all-refused batch re-sends each of its requests alone to name it.
      let before = await timedChecksum();
      for (const route of routes) {
        const cases: Case[] = fc
          .sample(
            fc.record({
              request: requestFor(route.schema),
              segment: fc.option(fc.constantFrom(...HOSTILE_SEGMENTS), { freq: 3 }),
            }),
            { numRuns: RUNS, seed: SEED },
          )
          .map((c) => ({ request: c.request, segment: c.segment ?? null }));
        let careful = false;
        for (let i = 0; i < cases.length; i += BATCH) {
          const batch = cases.slice(i, i + BATCH);
          if (careful) {
            before = await oneByOne(route, batch, false);
            careful = false;
            continue;
          }
          const t = performance.now();
          const results: Sent[] = new Array(batch.length);
          let next = 0;
          await Promise.all(
            Array.from({ length: IN_FLIGHT }, async () => {
              while (next < batch.length) {
                const index = next++;
                results[index] = await send(route, batch[index]!);
              }
            }),
          );
          requestMs += performance.now() - t;
          const refusedHere = batch.filter((_, index) => results[index]!.status >= 400);
          refused += refusedHere.length;
          const after = await timedChecksum();
          if (refusedHere.length === batch.length) {
            if (after !== before) {
              const named = findings.length;
              await oneByOne(route, batch, true);
              if (findings.length === named)
                findings.push(
                  `changed after a batch of refused requests (not reproduced one by one): ${results.map((r) => r.label).join(' | ')}`,
                );
            }
            before = after === before ? after : await timedChecksum();
          } else {
            careful = true;
            before = refusedHere.length > 0 ? await oneByOne(route, refusedHere, true) : after;
          }
        }
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `[security] fuzz: write routes ${routes.length}, runs each ${RUNS}, calls ${calls}, refused ${refused}, 5xx ${findings.filter((f) => f.startsWith('5xx')).length}, leaks ${findings.filter((f) => f.startsWith('leak')).length}, changed by refused ${findings.filter((f) => f.startsWith('changed')).length}, ${seconds.toFixed(0)} s (requests ${(requestMs / 1000).toFixed(0)} s, ${IN_FLIGHT} in flight; checksums ${checks} in ${(checksumMs / 1000).toFixed(0)} s; refused re-sent alone ${rechecked}) (seed ${SEED})`,
      );
      expect(findings.slice(0, 40)).toEqual([]);
    },
    60 * 60_000,
  );
});
