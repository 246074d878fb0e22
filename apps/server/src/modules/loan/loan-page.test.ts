// GET /loan/page and /loan/summary (issue 10): keyset pages that cover every loan once, sorting,
// filters, search with % _ \ and unicode taken literally, pinned loans first, tamper-proof
// cursors, validated parameters, and the status and value cards computed in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { eq, sql, type SQL } from 'drizzle-orm';
import { LOAN_SCOPES } from '@lending/domain';
import { loanSummaryQueries } from './loan-summary';
import { loanSearchTotalQuery, searchCondition, warmLoanLists } from './loan-page';
import { borrowers, insights, loans } from '../../db/schema';
import { insertBorrower, insertLoan } from '../../test/fixtures';

type PageBody = {
  loans: Array<{ id: string; human_id: string; name: string; amount: number; status: { state: string } }>;
  pinned: Array<{ id: string }>;
  total: number;
  total_capped: boolean;
  next_cursor: string | null;
};

describe('GET /loan/page', () => {
  let ctx: TestContext;
  const ids: string[] = [];
  const get = (url: string, token = ctx.tokens.admin) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const page = async (url: string): Promise<PageBody> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PageBody>();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    const borrower = await insertBorrower(ctx.db, { first_name: 'Zoë', last_name: 'Ångström' });
    // 23 loans; amounts repeat so the id must break ties for the cursor to be exact.
    for (let i = 0; i < 23; i += 1) {
      const { loan } = await insertLoan(ctx.db, {
        values: {
          amount: 100_000 * (i % 7),
          status: i % 3 === 0 ? 'Underwriting' : 'Preliminary',
          name: i === 5 ? `9${i} - 100% Main_St \\ Unit, Austin` : `9${i} - ${i} Oak Ave, Dallas`,
        },
        borrowerIds: i === 7 ? [borrower.id] : [],
        property: i === 11 ? { property_type: 'Condo' } : undefined,
      });
      if (i === 11 || i === 12)
        await ctx.db.update(loans).set({ purpose: 'Refinance' }).where(eq(loans.id, loan.id));
      ids.push(loan.id);
    }
    await insertLoan(ctx.db, { values: { archived: true, name: '999 - archived' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('walks every loan exactly once with keyset cursors, amount descending', async () => {
    const seen: PageBody['loans'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const body: PageBody = await page(
        `/api/loan/page?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(body.loans.length).toBeLessThanOrEqual(5);
      expect(body.total).toBe(23);
      expect(body.total_capped).toBe(false);
      seen.push(...body.loans);
      cursor = body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen.map((l) => l.id)).size).toBe(23);
    expect(seen.map((l) => l.id).sort()).toEqual([...ids].sort());
    const amounts = seen.map((l) => l.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // Every row is the contract's loan shape, status block included.
    expect(seen[0]).toHaveProperty('status.state');
  });

  it('sorts by another key and direction, and filters by status and scope', async () => {
    const byHumanId = await page('/api/loan/page?sort=human_id&dir=asc&limit=200');
    const humanIds = byHumanId.loans.map((l) => l.human_id);
    expect(humanIds).toEqual([...humanIds].sort());
    const underwriting = await page('/api/loan/page?status=Underwriting&limit=200');
    expect(underwriting.total).toBe(8);
    expect(underwriting.loans.every((l) => l.status.state === 'Underwriting')).toBe(true);
    const archive = await page('/api/loan/page?scope=archive');
    expect(archive.loans.map((l) => l.name)).toEqual(['999 - archived']);
  });

  it('searches the name and borrower names, with % _ \\ literal and unicode', async () => {
    expect(
      (await page(`/api/loan/page?q=${encodeURIComponent('100% Main_St \\')}`)).loans.map((l) => l.name),
    ).toEqual(['95 - 100% Main_St \\ Unit, Austin']);
    // A bare % or _ matches only names containing that character, not everything.
    expect((await page('/api/loan/page?q=%25')).total).toBe(1);
    expect((await page('/api/loan/page?q=_')).total).toBe(1);
    expect((await page(`/api/loan/page?q=${encodeURIComponent('Ångström')}`)).loans.map((l) => l.id)).toEqual(
      [ids[7]],
    );
    // Composed and decomposed forms of ë find the same borrower.
    expect((await page(`/api/loan/page?q=${encodeURIComponent('Zoe\u0308')}`)).total).toBe(1);
    expect((await page('/api/loan/page?q=Dallas&limit=200')).total).toBe(22);
    expect((await page('/api/loan/page?q=nothing-like-this')).loans).toEqual([]);
  });

  it('searches the loan name only when asked (the screens), and filters by type and purpose', async () => {
    expect((await page(`/api/loan/page?q=${encodeURIComponent('Ångström')}&search_in=name`)).total).toBe(0);
    expect((await page('/api/loan/page?q=Dallas&search_in=name&limit=200')).total).toBe(22);
    const condos = await page('/api/loan/page?property_type=Condo&limit=200');
    expect(condos.loans.map((l) => l.id)).toEqual([ids[11]]);
    const refinance = await page('/api/loan/page?purpose=Refinance&limit=200');
    expect(refinance.loans.map((l) => l.id).sort()).toEqual([ids[11], ids[12]].sort());
    // Filters combine with AND.
    expect((await page('/api/loan/page?purpose=Refinance&property_type=Condo,Office')).total).toBe(1);
    expect((await page('/api/loan/page?scope=requests-archive')).total).toBe(1);
    expect((await page('/api/loan/page?scope=portfolio-archive')).total).toBe(0);
  });

  it('sorts by every table column, walking all pages of each without gaps', async () => {
    for (const sort of ['score', 'status', 'closing', 'borrowers', 'property', 'duration', 'update']) {
      for (const dir of ['asc', 'desc']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const body: PageBody = await page(
            `/api/loan/page?limit=7&sort=${sort}&dir=${dir}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          seen.push(...body.loans.map((l) => l.id));
          cursor = body.next_cursor;
        } while (cursor);
        expect(new Set(seen).size, `${sort} ${dir}`).toBe(23);
      }
    }
    const byStatus = await page('/api/loan/page?sort=status&dir=asc&limit=200');
    const states = byStatus.loans.map((l) => l.status.state);
    // Pipeline order (spec 000 §4): Preliminary before Underwriting.
    expect(states.indexOf('Underwriting')).toBeGreaterThan(states.lastIndexOf('Preliminary'));
    const byBorrowers = await page('/api/loan/page?sort=borrowers&dir=desc&limit=1');
    expect(byBorrowers.loans[0]!.id).toBe(ids[7]);
  });

  it('puts pinned loans first on the first page and leaves them out of the pages', async () => {
    const pinned = [ids[20]!, ids[3]!];
    const first = await page(`/api/loan/page?limit=5&pinned=${pinned.join(',')}`);
    expect(first.pinned.map((l) => l.id).sort()).toEqual([...pinned].sort());
    const rest: string[] = first.loans.map((l) => l.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(
        `/api/loan/page?limit=5&pinned=${pinned.join(',')}&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(next.pinned).toEqual([]);
      rest.push(...next.loans.map((l) => l.id));
      cursor = next.next_cursor;
    }
    expect(rest).toHaveLength(21);
    expect(rest.some((id) => pinned.includes(id))).toBe(false);
    const tooMany = await get(`/api/loan/page?pinned=${ids.slice(0, 6).join(',')}`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses a tampered cursor and one taken from another query', async () => {
    const first = await page('/api/loan/page?limit=5');
    const cursor = first.next_cursor!;
    const tampered = `${cursor.slice(0, -3)}${cursor.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    const bad = await get(`/api/loan/page?limit=5&cursor=${encodeURIComponent(tampered)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid page cursor' });
    const other = await get(`/api/loan/page?limit=5&sort=name&cursor=${encodeURIComponent(cursor)}`);
    expect(other.statusCode).toBe(400);
    expect((await get('/api/loan/page?cursor=garbage')).statusCode).toBe(400);
  });

  it('searches without regard to case, finds renamed borrowers at once, and never matches across two names', async () => {
    expect((await page('/api/loan/page?q=dALLAS&search_in=name&limit=200')).total).toBe(22);
    // One or two letters: counted first, and an empty count is the whole answer.
    expect((await page('/api/loan/page?q=DA&limit=200')).loans).toHaveLength(22);
    expect(await page('/api/loan/page?q=zq')).toEqual({
      loans: [],
      pinned: [],
      total: 0,
      total_capped: false,
      next_cursor: null,
    });
    expect((await page(`/api/loan/page?q=${encodeURIComponent('ÅNGSTRÖM')}`)).loans.map((l) => l.id)).toEqual(
      [ids[7]],
    );
    const first = await insertBorrower(ctx.db, { first_name: 'Quill', last_name: 'Barrow' });
    const second = await insertBorrower(ctx.db, { first_name: 'Wren', last_name: 'Sable' });
    const { loan } = await insertLoan(ctx.db, {
      values: { archived: true, name: '998 - two borrowers' },
      borrowerIds: [first.id, second.id],
    });
    const archived = async (q: string) =>
      (await page(`/api/loan/page?scope=archive&q=${encodeURIComponent(q)}`)).loans.map((l) => l.id);
    expect(await archived('wren sab')).toEqual([loan.id]);
    // The kept key joins the names with ", ": a term spanning two borrowers matches neither.
    expect(await archived('barrow, wren')).toEqual([]);
    await ctx.db.update(borrowers).set({ last_name: 'Thistle' }).where(eq(borrowers.id, first.id));
    expect(await archived('quill thistle')).toEqual([loan.id]);
    expect(await archived('barrow')).toEqual([]);
  });

  it('counts a search by the search indexes, not by reading the loans table', async () => {
    await ctx.db.execute(sql`vacuum analyze loans`);
    const plan = (query: SQL, lookupsOnly = false) =>
      ctx.db.transaction(async (tx) => {
        // A handful of rows: the planner would read the table at any cost; the shape is what counts.
        await tx.execute(sql`set local enable_seqscan = off`);
        // No whole-index walks either: only an index that can look the term up is left.
        if (lookupsOnly) await tx.execute(sql`set local enable_indexonlyscan = off`);
        const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    // One or two letters have no trigram: an index-only scan of the narrow covering index.
    for (const search_in of ['name', 'all'] as const) {
      const short = await plan(loanSearchTotalQuery({ scope: 'requests', q: 'zq', search_in }));
      expect(short, search_in).toMatch(/Index Only Scan using loans_list_covering_idx on loans\b/);
    }
    // Three letters and more: the trigram indexes of the name and of the borrower names look the
    // term up (at 23 loans, walking the covering index is cheaper still, so it is turned off).
    const long = await plan(
      sql`select count(*) from loans where ${searchCondition({ q: 'dallas', search_in: 'all' })}`,
      true,
    );
    expect(long).toMatch(/Bitmap Index Scan on loans_search_name_trgm_idx/);
    expect(long).toMatch(/Bitmap Index Scan on loans_borrowers_sort_trgm_idx/);
  });

  it("warms the screens' first calls at start without changing what they answer", async () => {
    const before = await page('/api/loan/page?scope=requests&limit=5');
    await warmLoanLists(ctx.db, ctx.deps.crypto);
    const after = await page('/api/loan/page?scope=requests&limit=5');
    expect(after.loans.map((l) => l.id)).toEqual(before.loans.map((l) => l.id));
    expect(after.total).toBe(before.total);
  });

  it('validates paging parameters and is admin only', async () => {
    const cases: Array<[string, string]> = [
      ['limit=201', 'limit must be at most 200'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=abc', 'limit must be a number'],
      [
        'sort=password',
        'sort must be one of amount, last_update, human_id, name, property, score, duration, status, update, closing, borrowers, contacts',
      ],
      [
        'scope=everything',
        'scope must be one of all, portfolio, archive, requests, requests-archive, portfolio-archive',
      ],
      ['search_in=notes', 'search_in must be all or name'],
      ['dir=sideways', 'dir must be asc or desc'],
      ['status=Nope', 'Unknown loan status'],
      [`q=${'x'.repeat(201)}`, 'Search text is too long'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/loan/page?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    expect((await get('/api/loan/page', ctx.tokens.borrower)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/loan/page' })).statusCode).toBe(401);
  });
});

describe('GET /loan/summary', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await insertLoan(ctx.db, { values: { amount: 100, status: 'Preliminary', interest_rate: 0.1 } });
    await insertLoan(ctx.db, { values: { amount: 300, status: 'Preliminary', interest_rate: 0.2 } });
    await insertLoan(ctx.db, { values: { amount: 600, status: 'Funded', interest_rate: null } });
    await insertLoan(ctx.db, { values: { amount: 5000, status: 'Funded', archived: true } });
    const { loan: risky } = await insertLoan(ctx.db, {
      values: {
        amount: 200,
        status: 'Underwriting',
        interest_rate: null,
        expected_closing_epoch: Math.floor(Date.now() / 1000) + 86_400,
      },
      property: { address_state: 'NY', property_type: 'Condo' },
    });
    await ctx.db.insert(insights).values([
      { loan_id: risky.id, entity_type: 'loan', entity_id: risky.id, name: 'LTV above policy', level: 2 },
      { loan_id: risky.id, entity_type: 'loan', entity_id: risky.id, name: 'Thin file', level: 1 },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts and sums by status in SQL, archived loans only in the archive scope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/summary',
      headers: bearer(ctx.tokens.admin),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.by_status).toEqual([
      { status: 'Preliminary', count: 2, amount: 400 },
      { status: 'Underwriting', count: 1, amount: 200 },
      { status: 'Funded', count: 1, amount: 600 },
    ]);
    expect(body.total_count).toBe(4);
    expect(body.total_amount).toBe(1200);
    expect(body.average_amount).toBe(300);
    expect(body.average_interest_rate).toBeCloseTo(0.15, 5);
    const archive = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/summary?scope=archive',
      headers: bearer(ctx.tokens.admin),
    });
    expect(archive.json().total_amount).toBe(5000);
  });

  it('computes the dashboard charts and insights of the requests in SQL', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/loan/summary?scope=requests',
      headers: bearer(ctx.tokens.admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total_count).toBe(3);
    expect(body.median_amount).toBe(200);
    expect(body.by_state).toEqual([
      { label: 'TX', count: 2 },
      { label: 'NY', count: 1 },
    ]);
    expect(body.by_property_type).toContainEqual({ property_type: 'Condo', count: 1 });
    // Closing windows: the fixture's loans close in 14 days, the risky one tomorrow.
    expect(body.closing).toEqual([
      { days: 4, count: 1, amount: 200 },
      { days: 14, count: 3, amount: 600 },
      { days: 30, count: 3, amount: 600 },
    ]);
    expect(body.insights.risks).toBe(1);
    expect(body.insights.warnings).toBe(1);
    expect(body.insights.loans).toHaveLength(1);
    expect(body.insights.loans[0].worst).toMatchObject({ name: 'LTV above policy', level: 2 });
  });

  it("reads the list's loans by the covering index in each summary query, never the loans table", async () => {
    // The visibility map must be set for an index-only scan (autovacuum's job on a real database).
    await ctx.db.execute(sql`vacuum analyze loans`);
    const plans = await ctx.db.transaction(async (tx) => {
      // A handful of rows: the planner would read the table at any cost; the shape is what counts.
      await tx.execute(sql`set local enable_seqscan = off`);
      const out: Array<[string, string]> = [];
      for (const scope of LOAN_SCOPES)
        for (const [name, query] of Object.entries(loanSummaryQueries(scope, new Date()))) {
          const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
          out.push([`${scope} ${name}`, result.rows.map((row) => row['QUERY PLAN']).join('\n')]);
        }
      return out;
    });
    for (const [label, plan] of plans) {
      expect(plan, label).toMatch(/Index Only Scan using loans_summary_covering_idx on loans\b/);
      expect(plan, label).not.toMatch(/Seq Scan on loans\b/);
    }
  });

  it('answers a change at once (the cards are kept per data version)', async () => {
    const read = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/loan/summary', headers: bearer(ctx.tokens.admin) })
      ).json<{ total_count: number; total_amount: number }>();
    const before = await read();
    expect(await read()).toEqual(before);
    await insertLoan(ctx.db, { values: { amount: 1000, status: 'Underwriting' } });
    const after = await read();
    expect(after.total_count).toBe(before.total_count + 1);
    expect(after.total_amount).toBe(before.total_amount + 1000);
  });
});
