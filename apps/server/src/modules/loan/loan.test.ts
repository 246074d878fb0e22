// /api/loan through app.inject(): lists, detail, request-details rules, concurrency, archive and
// restore with audit rows, the bulk empty body, and the ETag/304 path (issue 2 scope 7, "Speed").
import { loanListSchema, loanSchema } from '@lending/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, insights, loans } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { ARCHIVE_RESTORE_JOB, restoreExpiredArchives } from './loan.service';
import { insertBorrower, insertContact, insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let admin: Record<string, string>;
let active: Awaited<ReturnType<typeof insertLoan>>;
let funded: Awaited<ReturnType<typeof insertLoan>>;
let archived: Awaited<ReturnType<typeof insertLoan>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = bearer(ctx.tokens.admin);
  const borrower = await insertBorrower(ctx.db, { first_name: 'Carla', last_name: 'Nguyen', score: 81 });
  const contact = await insertContact(ctx.db, {
    first_name: 'Dev',
    last_name: 'Patel',
    company: 'Summit Capital',
  });
  active = await insertLoan(ctx.db, {
    values: { amount: 2_000_000 },
    borrowerIds: [borrower.id],
    contactIds: [contact.id],
  });
  funded = await insertLoan(ctx.db, { values: { status: 'Funded', amount: 900_000 } });
  archived = await insertLoan(ctx.db, { values: { archived: true, status: 'Rejected', amount: 500_000 } });
  await insertLoan(ctx.db, { values: { status: 'Paid-Off', archived: true } });
  await ctx.db.insert(insights).values({
    loan_id: active.loan.id,
    entity_type: 'loan',
    name: 'LTV near limit',
    description: 'Within 3 points',
    level: 1,
  });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = admin) =>
  ctx.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload?: unknown, headers: Record<string, string> = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ids = (body: Array<{ id: string }>) => body.map((loan) => loan.id);

describe('loan lists', () => {
  it('GET /loan/all: every non-archived loan in any status, amount descending, in the contract shape', async () => {
    const res = await get('/api/loan/all');
    expect(res.statusCode).toBe(200);
    const body = loanListSchema.parse(res.json());
    expect(ids(body)).toEqual([active.loan.id, funded.loan.id]);
    const [first] = body;
    expect(first).toMatchObject({
      human_id: active.loan.human_id,
      status: { state: 'Preliminary', suggested_steps: ['Generate and send the term sheet'] },
      properties: [
        {
          property_type: 'Single family home',
          address_city: 'Austin',
          coordinates: { lat: 30.2437, lng: -97.7671 },
        },
      ],
      borrowers: [{ first_name: 'Carla', last_name: 'Nguyen', score: 81 }],
      contacts: [
        { first_name: 'Dev', last_name: 'Patel', company: 'Summit Capital', contact_type: 'broker' },
      ],
      insights: [{ name: 'LTV near limit', level: 1 }],
      amount: 2_000_000,
      interest_rate: 0.105,
    });
    // The response is an allow-list: nothing of the borrower beyond the contract's fields.
    expect(Object.keys(first!.borrowers[0]!).sort()).toEqual([
      'email',
      'first_name',
      'id',
      'last_name',
      'score',
    ]);
  });

  it('GET /loan/portfolio: only Funded and Paid-Off loans that are not archived', async () => {
    const res = await get('/api/loan/portfolio');
    expect(ids(res.json())).toEqual([funded.loan.id]);
  });

  it('GET /loan/all-archive: archived loans', async () => {
    const res = await get('/api/loan/all-archive');
    expect(res.json().map((loan: { archived: boolean }) => loan.archived)).toEqual([true, true]);
    expect(ids(res.json())).toContain(archived.loan.id);
  });

  it('answers ETag and 304 for unchanged data, and a new body after a change', async () => {
    const first = await get('/api/loan/all');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/api/loan/all', { ...admin, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const { version } = (await get(`/api/loan/${active.loan.id}`)).json();
    await put(`/api/loan/${active.loan.id}/update`, {
      name: `${active.loan.human_id} - Renamed for etag`,
      version,
    });
    const changed = await get('/api/loan/all', { ...admin, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0].name).toBe(`${active.loan.human_id} - Renamed for etag`);
  });

  it('builds the list in a constant number of queries, whatever the number of loans (no N+1)', async () => {
    const pool = ctx.db.$client;
    const original = pool.query.bind(pool);
    const countQueries = async () => {
      let count = 0;
      (pool as unknown as { query: unknown }).query = (...args: Parameters<typeof original>) => {
        const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
        // Not the list's work: the sign-in lookup (cached for a moment, may or may not run) and the
        // background sweeps sharing the pool (document extraction, jobs, rate-limit counters).
        if (!/revoked_tokens|extraction_status|extraction_claim|pgboss|rate_limits/.test(text)) count += 1;
        return original(...args);
      };
      try {
        const res = await get('/api/loan/all');
        expect(res.statusCode).toBe(200);
        return { count, loans: res.json().length as number };
      } finally {
        (pool as unknown as { query: unknown }).query = original;
      }
    };
    const borrower = await insertBorrower(ctx.db);
    for (let i = 0; i < 3; i += 1) await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    const small = await countQueries();
    for (let i = 0; i < 12; i += 1) await insertLoan(ctx.db, { borrowerIds: [borrower.id] });
    const large = await countQueries();
    expect(large.loans).toBe(small.loans + 12);
    expect(large.count).toBe(small.count);
    expect(large.count).toBeLessThanOrEqual(3);
    // Unchanged data: answered from the cache after one version read.
    expect((await countQueries()).count).toBe(1);
  });

  it('serves gzip and brotli when asked', async () => {
    for (const encoding of ['gzip', 'br']) {
      const res = await get('/api/loan/all', { ...admin, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
    }
  });
});

describe('GET /loan/{id}', () => {
  it('finds a loan by uuid and by human_id', async () => {
    const byId = await get(`/api/loan/${active.loan.id}`);
    const byHuman = await get(`/api/loan/${active.loan.human_id}`);
    expect(byId.statusCode).toBe(200);
    expect(loanSchema.parse(byId.json()).id).toBe(active.loan.id);
    expect(byHuman.json().id).toBe(active.loan.id);
  });

  it('404 for an unknown id', async () => {
    for (const id of ['99999', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/loan/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status_code: 404, error: 'Not Found', message: 'Loan not found' });
    }
  });
});

describe('PUT /loan/{id}/update', () => {
  it('changes only the sent fields, bumps version, and audits before and after', async () => {
    const before = (await get(`/api/loan/${funded.loan.id}`)).json();
    const res = await put(`/api/loan/${funded.loan.id}/update`, {
      amount: 1_100_000,
      duration_months: 18,
      version: before.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 1_100_000,
      duration_months: 18,
      purpose: before.purpose,
      version: before.version + 1,
    });
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, funded.loan.id), eq(auditEvents.action, 'loan.update')));
    expect(event).toMatchObject({
      actor_email: 'admin@example.com',
      before: { amount: 900_000, duration_months: 12 },
      after: { amount: 1_100_000, duration_months: 18 },
    });
  });

  it('renames with {name} and records a rename', async () => {
    const { version } = (await get(`/api/loan/${active.loan.id}`)).json();
    const res = await put(`/api/loan/${active.loan.human_id}/update`, {
      name: `${active.loan.human_id} - 12 Oak St, Denver`,
      version,
    });
    expect(res.json().name).toBe(`${active.loan.human_id} - 12 Oak St, Denver`);
    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity_id, active.loan.id), eq(auditEvents.action, 'loan.rename')));
    expect(events.length).toBeGreaterThan(0);
  });

  it('409 with the spec-style message on a stale version, and nothing changes', async () => {
    const current = (await get(`/api/loan/${funded.loan.id}`)).json();
    const res = await put(`/api/loan/${funded.loan.id}/update`, { amount: 1, version: current.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This loan was changed by someone else. Reload to see the latest version.',
    );
    expect((await get(`/api/loan/${funded.loan.id}`)).json().amount).toBe(current.amount);
  });

  it.each([
    [{ amount: 15_000_001 }, 'amount', '* Limit $15,000,000'],
    [{ amount_at_closing: 20_000_000 }, 'amount_at_closing', '* Limit $15,000,000'],
    [{ duration_months: 101 }, 'duration_months', '* Limit 100'],
    [{ duration_months: -3 }, 'duration_months', '* Limit 100'],
    [{ duration_months: 'twelve' }, 'duration_months', '* Limit 100'],
    [{ interest_rate: 1.5 }, 'interest_rate', 'Invalid value'],
    [{ expected_closing_epoch: 'tomorrow' }, 'expected_closing_epoch', '* Invalid Date'],
    [{ name: '' }, 'name', '* Required'],
    [{ amount: null }, 'amount', '* Required'],
    [{ purpose: 'Lottery' }, 'purpose', undefined],
    [{ exit_strategy: 'Hope' }, 'exit_strategy', undefined],
    [{ unknown_field: 1 }, '', undefined],
  ])('refuses %j with 400 and changes nothing', async (payload, path, message) => {
    const before = (await get(`/api/loan/${funded.loan.id}`)).json();
    const res = await put(`/api/loan/${funded.loan.id}/update`, { ...payload, version: before.version });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status_code).toBe(400);
    if (path) expect(body.details).toContainEqual(expect.objectContaining({ path }));
    if (message) {
      expect(body.details.find((detail: { path: string }) => detail.path === path).message).toBe(message);
      expect(body.message).toBe(message);
    }
    const after = (await get(`/api/loan/${funded.loan.id}`)).json();
    expect(after).toEqual(before);
  });

  it('404 for an unknown loan', async () => {
    expect((await put('/api/loan/98765/update', { amount: 1, version: 1 })).statusCode).toBe(404);
  });
});

describe('archive and restore', () => {
  it('archives with days_to_archive and rejection_reason, moves the loan between lists, and audits both ways', async () => {
    const loan = await insertLoan(ctx.db);
    const res = await put(`/api/loan/${loan.loan.id}/archive`, {
      days_to_archive: 5,
      rejection_reason: 'Sponsor withdrew',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().archived).toBe(true);
    const [row] = await ctx.db.select().from(loans).where(eq(loans.id, loan.loan.id));
    expect(row!.rejection_reason).toBe('Sponsor withdrew');
    expect(row!.archived_until_epoch! - Math.floor(Date.now() / 1000)).toBeGreaterThan(5 * 86_400 - 60);
    expect(ids((await get('/api/loan/all')).json())).not.toContain(loan.loan.id);
    expect(ids((await get('/api/loan/all-archive')).json())).toContain(loan.loan.id);

    const restored = await put(`/api/loan/${loan.loan.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archived).toBe(false);
    expect(ids((await get('/api/loan/all')).json())).toContain(loan.loan.id);
    const actions = (
      await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.loan.id))
    ).map((e) => e.action);
    expect(actions).toEqual(['loan.archive', 'loan.restore']);
  });

  it('the bulk archive sends no body (also with a JSON content type)', async () => {
    const one = await insertLoan(ctx.db);
    const two = await insertLoan(ctx.db);
    const bare = await ctx.app.inject({
      method: 'PUT',
      url: `/api/loan/${one.loan.id}/archive`,
      headers: admin,
    });
    const typed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/loan/${two.loan.id}/archive`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect([bare.statusCode, typed.statusCode]).toEqual([200, 200]);
    expect([bare.json().archived, typed.json().archived]).toEqual([true, true]);
  });

  it('a timed archive returns to active by itself when its days have passed (the minute check)', async () => {
    const loan = await insertLoan(ctx.db, {
      values: { archived: true, archived_until_epoch: Math.floor(Date.now() / 1000) - 10 },
    });
    const waiting = await insertLoan(ctx.db, {
      values: { archived: true, archived_until_epoch: Math.floor(Date.now() / 1000) + 86_400 },
    });
    expect(ids((await get('/api/loan/all')).json())).not.toContain(loan.loan.id);
    // The minute check is a pg-boss schedule (one run per minute across every server)...
    const schedule = await ctx.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${ARCHIVE_RESTORE_JOB}`,
    );
    expect(schedule.rows).toEqual([{ cron: '* * * * *' }]);
    // ...whose worker restores what is due (run now rather than waiting for the minute).
    await ctx.deps.jobs.send(ARCHIVE_RESTORE_JOB, {});
    await expect
      .poll(async () => ids((await get('/api/loan/all')).json()).includes(loan.loan.id), { timeout: 20_000 })
      .toBe(true);
    expect(await restoreExpiredArchives(ctx.db)).toBe(0);
    const active = ids((await get('/api/loan/all')).json());
    expect(active).toContain(loan.loan.id);
    expect(active).not.toContain(waiting.loan.id);
    const [event] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loan.loan.id));
    expect(event).toMatchObject({ action: 'loan.restore.timed', actor_email: null });
  });

  it('refuses negative or fractional days and unknown fields with 400', async () => {
    const loan = await insertLoan(ctx.db);
    for (const payload of [
      { days_to_archive: -1 },
      { days_to_archive: 1.5 },
      { days_to_archive: 'ten' },
      { reason: 'x' },
    ]) {
      const res = await put(`/api/loan/${loan.loan.id}/archive`, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await get(`/api/loan/${loan.loan.id}`)).json().archived).toBe(false);
  });
});

describe('who may call /loan', () => {
  it('borrowers and brokers get 403, no token gets 401', async () => {
    for (const token of [ctx.tokens.borrower, ctx.tokens.broker]) {
      expect((await get('/api/loan/all', bearer(token))).statusCode).toBe(403);
      expect((await get(`/api/loan/${active.loan.id}`, bearer(token))).statusCode).toBe(403);
      expect((await put(`/api/loan/${active.loan.id}/archive`, {}, bearer(token))).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/loan/all' })).statusCode).toBe(401);
    expect((await get(`/api/loan/${active.loan.id}`)).json().archived).toBe(false);
  });
});
