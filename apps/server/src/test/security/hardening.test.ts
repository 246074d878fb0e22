// Regression tests of issue 13's cross-cutting findings: NUL bytes and cut-off multipart bodies
// answer 400 (not 500), /api answers carry Cache-Control: no-store, signed links and tokens never
// reach the log, failed queries log neither SQL nor values, and no route validates before auth.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLoggerOptions, isDatabaseUnavailable, redactUrl, serializeError } from '../../plugins/hardening';
import { bearer, createTestContext, type TestContext } from '../context';
import { insertLoan } from '../fixtures';

describe('hardening', () => {
  let ctx: TestContext;
  const logLines: string[] = [];
  let loanId: string;
  beforeAll(async () => {
    const logger = pino(appLoggerOptions('info'), { write: (line: string) => void logLines.push(line) });
    ctx = await createTestContext({ overrideDeps: (deps) => ({ ...deps, logger }) });
    loanId = (await insertLoan(ctx.db)).loan.id;
  });
  afterAll(async () => ctx?.close());

  const admin = () => bearer(ctx.tokens.admin);

  it('NUL bytes in a body, path or query answer 400 with a clear message, never 500', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { email: 'x@example.com\u0000x', password: 'Test' },
      },
      { method: 'GET' as const, url: '/api/loan/%00', headers: admin() },
      {
        method: 'PUT' as const,
        url: '/api/loan/%00/update',
        headers: admin(),
        payload: { amount: 1, version: 1 },
      },
      {
        method: 'PUT' as const,
        url: `/api/loan/${loanId}/update`,
        headers: admin(),
        payload: { story: 'a\u0000b', version: 1 },
      },
      {
        method: 'PUT' as const,
        url: `/api/loan/${loanId}/archive`,
        headers: admin(),
        payload: { rejection_reason: 'no\u0000' },
      },
      { method: 'GET' as const, url: '/api/personal/auth?user-email=a%00b@example.com', headers: admin() },
      { method: 'POST' as const, url: '/api/auth/login', payload: { ['e\u0000mail']: 'x', password: 'y' } },
    ];
    for (const request of cases) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message).toBe('Text must not contain NUL characters');
    }
    // Without a token the answer is 401, not a validation error.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/loan/%00' })).statusCode).toBe(401);
  });

  it('a multipart body cut short answers 400', async () => {
    const boundary = '----cut';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.docx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004partial`;
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/activity-templates/document-template/term-sheet',
      headers: { ...admin(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });

  it('personal data answers are Cache-Control: no-store', async () => {
    for (const url of [
      `/api/loan/${loanId}`,
      '/api/personal/auth?user-email=borrower@example.com',
      '/api/borrower/all',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: admin() });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const personal = await ctx.app.inject({
      method: 'GET',
      url: '/api/personal/auth',
      headers: bearer(ctx.tokens.borrower),
    });
    expect(personal.headers['cache-control']).toBe('no-store');
    // Errors too.
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/borrower/all' });
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('signed links and tokens are redacted from request logs', async () => {
    expect(redactUrl('/api/files/loans/a/b.pdf?exp=1&sig=SECRET&name=x.pdf')).toBe(
      '/api/files/loans/a/b.pdf?exp=1&sig=[redacted]&name=x.pdf',
    );
    expect(redactUrl('/api/files/upload/abcdefghijklmnopqrstuvwxyz.ABCDEFGHIJKLMNOPQRSTUV')).toBe(
      '/api/files/upload/[redacted]',
    );
    expect(redactUrl('/set-password?token=T0KEN')).toBe('/set-password?token=[redacted]');
    const signature = 'sigvalue-that-must-not-be-logged';
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: `/api/files/loans/x/y.pdf?exp=1&sig=${signature}` });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/files/upload/${'a'.repeat(30)}.${'b'.repeat(30)}`,
      payload: 'x',
    });
    const log = logLines.join('\n');
    expect(log).toContain('/api/files/loans/x/y.pdf');
    expect(log).not.toContain(signature);
    expect(log).not.toContain('a'.repeat(30));
  });

  it('signing, sponsor and Plaid link tokens never reach the request log (issue 24 E3)', async () => {
    const token = 'Sg7Kd2LmQ9xVb4Tn1Wc8Yr5Hf3Jp6Ze0Ua2Ni7Ox4Rq';
    const signedId = `${'Q'.repeat(24)}${'w'.repeat(24)}`;
    logLines.length = 0;
    const requests = [
      { method: 'GET' as const, url: `/api/sign/${token}` },
      { method: 'GET' as const, url: `/api/sign/${token}/document` },
      {
        method: 'POST' as const,
        url: `/api/sign/${token}/sign`,
        payload: { kind: 'typed', name: 'X', agree: true },
      },
      { method: 'POST' as const, url: `/api/sign/${token}/decline`, payload: { reason: 'no' } },
      { method: 'GET' as const, url: `/sign/${token}` },
      { method: 'GET' as const, url: `/api/sponsor/${signedId}` },
      { method: 'GET' as const, url: `/sponsor/${signedId}?x=1` },
      { method: 'GET' as const, url: `/api/plaid/${signedId}` },
      // A token-like segment on a path nobody listed is redacted too.
      { method: 'GET' as const, url: `/api/unknown/${token}` },
    ];
    for (const request of requests) await ctx.app.inject(request);
    const log = logLines.join('\n');
    expect(log).toContain('/api/sign/[redacted]/document');
    expect(log).toContain('/api/sign/[redacted]/sign');
    expect(log).toContain('/sponsor/[redacted]?x=1');
    expect(log).not.toContain(token);
    expect(log).not.toContain(signedId);
    expect(log).not.toContain(token.slice(0, 20));
    // Ids stay readable: a UUID is not a token.
    logLines.length = 0;
    await ctx.app.inject({ method: 'GET', url: `/api/loan/${loanId}`, headers: admin() });
    expect(logLines.join('\n')).toContain(`/api/loan/${loanId}`);
  });

  it('tells a database that is down from other failures (503 with Retry-After, issue 24)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
    });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: shutdown });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const missingFile = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' });
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('bad'), { code: '22P02', severity: 'ERROR' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });

  it('a failed query is logged without its SQL or values', async () => {
    const secret = 'planted-123-45-6789';
    const error = await ctx.db.execute(sql`select ${secret}::int as n`).catch((caught: unknown) => caught);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(secret);
    expect(logged.toLowerCase()).not.toContain('select');
  });
});
