// GET /loan/page sorting at scale (issue 10): every sortable column pages in exactly the order of
// a full sort (ties broken by id, across page borders), the Borrowers and Contacts columns follow
// renames and (un)linking at once (their keys are kept on the loan by triggers, migration 0015),
// and no sort, first page or next page, is planned without an index that serves it.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertContact, insertLoan } from '../../test/fixtures';
import { LOAN_SORTS } from './loan-page';

type PageBody = { loans: Array<{ id: string }>; next_cursor: string | null };

/** The people of a loan as the column shows them, read live from the link tables (no stored key). */
const livePeople = (link: string, table: string, key: string) =>
  sql.raw(`coalesce((select string_agg(lower(trim(concat_ws(' ', x.first_name, x.last_name))), ', '
    order by l.created_at, lower(trim(concat_ws(' ', x.first_name, x.last_name))))
    from ${link} l join ${table} x on x.id = l.${key} where l.loan_id = loans.id), '')`);

/** What each sort must equal: a plain full sort of the loans, independent of the stored keys. */
const ORACLE: Record<keyof typeof LOAN_SORTS, SQL> = {
  amount: sql`coalesce(loans.amount, 0)`,
  last_update: sql`loans.last_update`,
  update: sql`loans.last_update`,
  human_id: sql`loans.human_id`,
  name: sql`loans.name`,
  property: sql`lower(loans.name)`,
  score: sql`coalesce(loans.score, -1)`,
  duration: sql`coalesce(loans.duration_months, -1)`,
  status: sql`coalesce(array_position(array['Preliminary', 'Term-Sheet-Sent', 'Underwriting', 'Board-Review',
    'Commitment-Sent', 'Commitment-Accepted', 'Rejected', 'Funded', 'Paid-Off']::text[], loans.status), 99)`,
  closing: sql`coalesce(loans.expected_closing_epoch, 9007199254740991::bigint)`,
  borrowers: livePeople('loan_borrowers', 'borrowers', 'borrower_id'),
  contacts: livePeople('loan_contacts', 'contacts', 'contact_id'),
};

const STATUSES = ['Preliminary', 'Underwriting', 'Board-Review', 'Commitment-Sent', 'Rejected'] as const;

describe('GET /loan/page sorts', () => {
  let ctx: TestContext;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(ctx.tokens.admin), payload });

  const walk = async (sort: string, dir: string): Promise<string[]> => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(
        'GET',
        `/api/loan/page?limit=4&sort=${sort}&dir=${dir}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<PageBody>();
      seen.push(...body.loans.map((loan) => loan.id));
      cursor = body.next_cursor;
    } while (cursor);
    return seen;
  };
  const expected = async (sort: keyof typeof LOAN_SORTS, dir: 'asc' | 'desc'): Promise<string[]> => {
    const order = dir === 'asc' ? sql`asc` : sql`desc`;
    const result = await ctx.db.execute<{ id: string }>(
      sql`select loans.id from loans where loans.archived = false
        order by ${ORACLE[sort]} ${order}, loans.id ${order}`,
    );
    return result.rows.map((row) => row.id);
  };

  let loanIds: string[] = [];
  let ana: { id: string; version: number };
  let bob: { id: string };
  let zed: { id: string };
  /** A loan linked to Ana and Zed only (the first made): Bob is added to it, Zed removed. */
  let target: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    ana = await insertBorrower(ctx.db, { first_name: 'Ana', last_name: 'Álvarez' });
    bob = await insertBorrower(ctx.db, { first_name: 'bob', last_name: 'Baker' });
    const cy = await insertBorrower(ctx.db, { first_name: 'Cy', last_name: 'Zhou' });
    zed = await insertContact(ctx.db, { first_name: 'Zed', last_name: 'Agent' });
    const amy = await insertContact(ctx.db, { first_name: 'Amy', last_name: 'Attorney' });
    const people = [[ana.id], [bob.id], [cy.id], [ana.id, bob.id], [], [cy.id, ana.id]];
    const now = Math.floor(Date.now() / 1000);
    // Many ties (equal amounts, statuses, missing scores and dates) so pages must split them by id.
    for (let i = 0; i < 26; i += 1) {
      const { loan } = await insertLoan(ctx.db, {
        values: {
          name: `${80000 + i} - ${i % 4 === 0 ? 'oak' : 'Elm'} ${i % 5} St`,
          amount: i % 3 === 0 ? null : 100_000 * (i % 4),
          status: STATUSES[i % STATUSES.length],
          score: i % 4 === 0 ? null : 50 + (i % 3),
          duration_months: i % 5 === 0 ? null : 12 + (i % 2) * 12,
          expected_closing_epoch: i % 3 === 1 ? null : now + (i % 4) * 86_400,
          last_update: now - (i % 6),
        },
        borrowerIds: people[i % people.length],
        contactIds: i % 3 === 0 ? [zed.id] : i % 3 === 1 ? [amy.id, zed.id] : [],
      });
      loanIds.push(loan.id);
      if (i === 0) target = loan.id;
    }
    await insertLoan(ctx.db, { values: { archived: true, name: '89999 - archived' } });
    loanIds = loanIds.sort();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('pages every sortable column in the order of a full sort, both directions', async () => {
    for (const sort of Object.keys(LOAN_SORTS) as Array<keyof typeof LOAN_SORTS>) {
      for (const dir of ['asc', 'desc'] as const) {
        const seen = await walk(sort, dir);
        expect([...seen].sort(), `${sort} ${dir}`).toEqual(loanIds);
        expect(seen, `${sort} ${dir}`).toEqual(await expected(sort, dir));
      }
    }
  }, 120_000);

  it('follows borrower and contact renames and (un)linking at once', async () => {
    const renamed = await call('PUT', `/api/borrower/${ana.id}/update`, {
      first_name: 'Zoë',
      version: ana.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await ctx.db.update(contacts).set({ last_name: 'Aardvark' }).where(eq(contacts.id, zed.id));
    expect((await call('POST', `/api/loan/${target}/add-borrower/${bob.id}`)).statusCode).toBe(200);
    expect((await call('PUT', `/api/loan/${target}/remove-contact/${zed.id}`)).statusCode).toBe(200);
    for (const sort of ['borrowers', 'contacts'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(await walk(sort, dir), `${sort} ${dir}`).toEqual(await expected(sort, dir));
      }
    }
    // The first loan by borrowers, descending, is one of Zoë Álvarez's (renamed from Ana).
    const first = await walk('borrowers', 'desc');
    const key = await ctx.db.execute<{ borrowers_sort: string }>(
      sql`select borrowers_sort from loans where id = ${first[0]}`,
    );
    expect(key.rows[0]!.borrowers_sort).toMatch(/^zoë álvarez/);
  });

  it('plans every sort, first and next page, on an index (no sort step over the matching loans)', async () => {
    const plans = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const out: Array<[string, string]> = [];
      for (const [name, sort] of Object.entries(LOAN_SORTS)) {
        for (const dir of ['asc', 'desc'] as const) {
          const order = dir === 'asc' ? sql`asc` : sql`desc`;
          const after = dir === 'asc' ? sql`>` : sql`<`;
          const value = sort.type === 'text' ? sql`'m'::text` : sql`${0}::${sql.raw(sort.type)}`;
          for (const cursor of [
            sql`true`,
            sql`(${sort.expr}, loans.id) ${after} (${value}, ${loanIds[3]}::uuid)`,
          ]) {
            const result = await tx.execute<{ 'QUERY PLAN': string }>(
              sql`explain select loans.id from loans where loans.archived = false and ${cursor}
                order by ${sort.expr} ${order}, loans.id ${order} limit 51`,
            );
            out.push([`${name} ${dir}`, result.rows.map((row) => row['QUERY PLAN']).join('\n')]);
          }
        }
      }
      return out;
    });
    for (const [label, plan] of plans) {
      expect(plan, label).toMatch(/Index (Only )?Scan/);
      expect(plan, label).not.toMatch(/\bSort\b/);
    }
  });
});
