// GET /api/personal/to-do (issue 21): the person's whole 'What to do now' list in one answer,
// with the personal area's access: each role sees only its own items.
import { needsAction, type PersonalActivity, type PersonalToDo } from '@lending/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, loans } from '../../db/schema/index';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertUser } from '../../test/fixtures';
import { seedTwoBorrowers } from './personal-fixture';

type Seed = Awaited<ReturnType<typeof seedTwoBorrowers>>;

describe('GET /api/personal/to-do', () => {
  let ctx: TestContext;
  let seed: Seed;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const toDo = async (token: string, query = '') => {
    const response = await get(`/api/personal/to-do${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<PersonalToDo>();
  };
  const ids = (list: readonly { activity_id: string }[]) => list.map((one) => one.activity_id).sort();
  const setState = (id: string, state: string) =>
    ctx.db.update(activities).set({ state }).where(eq(activities.id, id));

  it("gives the borrower their own loans' waiting tasks and their own, nothing of another borrower's", async () => {
    const list = await toDo(seed.borrowerA.token);
    expect(list).toMatchObject({ entity_type: 'borrower', is_other_user: false });
    expect(list.activities.length).toBeGreaterThan(0);
    const aIds = new Set(seed.activitiesA.map((one: { id: string }) => one.id));
    for (const activity of list.activities) {
      expect(activity.loan_id === seed.loanA.id || activity.borrower_id === seed.borrowerA.id).toBe(true);
      expect(needsAction(activity)).toBe(true);
    }
    expect(list.activities.every((one) => aIds.has(one.activity_id))).toBe(true);
    const bIds = new Set(seed.activitiesB.map((one: { id: string }) => one.id));
    expect(list.activities.some((one) => bIds.has(one.activity_id))).toBe(false);
    expect(ids((await toDo(seed.borrowerB.token)).activities).every((id) => bIds.has(id))).toBe(true);
  });

  it("is the same list the area's per-loan calls give once filtered, in one answer", async () => {
    const own = await get(`/api/personal/borrower/${seed.borrowerA.id}/activities`, seed.borrowerA.token);
    const ofLoan = await get(`/api/personal/loan/${seed.loanA.id}/activities`, seed.borrowerA.token);
    const union = new Map<string, PersonalActivity>();
    for (const one of [...own.json<PersonalActivity[]>(), ...ofLoan.json<PersonalActivity[]>()])
      union.set(one.activity_id, one);
    const expected = ids([...union.values()].filter(needsAction));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids((await toDo(seed.borrowerA.token)).activities)).toEqual(expected);
  });

  it('lists a rejected upload with its reason and drops what waits on staff or is done', async () => {
    const [first, second] = (await toDo(seed.borrowerA.token)).activities;
    await setState(first!.activity_id, 'rejected');
    await ctx.db
      .update(activities)
      .set({ status_text: 'The statement is cut off' })
      .where(eq(activities.id, first!.activity_id));
    await setState(second!.activity_id, 'processing');
    const after = await toDo(seed.borrowerA.token);
    const rejected = after.activities.find((one) => one.activity_id === first!.activity_id);
    expect(rejected?.status).toMatchObject({ state: 'rejected', text: 'The statement is cut off' });
    expect(ids(after.activities)).not.toContain(second!.activity_id);
    await setState(first!.activity_id, 'accepted');
    expect(ids((await toDo(seed.borrowerA.token)).activities)).not.toContain(first!.activity_id);
    await setState(first!.activity_id, 'new');
    await setState(second!.activity_id, 'new');
  });

  it('gives a broker the tasks of the loans they are linked to, and only those', async () => {
    const list = await toDo(ctx.tokens.broker);
    expect(list).toMatchObject({ entity_type: 'contact', is_other_user: false });
    expect(list.activities.length).toBeGreaterThan(0);
    expect(list.activities.every((one) => one.loan_id === seed.loanA.id)).toBe(true);
    // Acting for borrower B (no shared loan) is not honoured: the broker's own list.
    const forB = await toDo(ctx.tokens.broker, `?user-email=${encodeURIComponent(seed.borrowerB.email)}`);
    expect(forB).toMatchObject({ entity_type: 'contact', is_other_user: false });
  });

  it('leaves archived loans out, and answers an empty list for a borrower with nothing waiting', async () => {
    await ctx.db.update(loans).set({ archived: true }).where(eq(loans.id, seed.loanB.id));
    const list = await toDo(seed.borrowerB.token);
    expect(list.activities.filter((one) => one.loan_id === seed.loanB.id)).toEqual([]);
    await ctx.db.update(loans).set({ archived: false }).where(eq(loans.id, seed.loanB.id));

    const row = await insertBorrower(ctx.db, {
      first_name: 'Nora',
      last_name: 'Empty',
      email: `nora.${Date.now()}@example.com`,
    });
    const user = await insertUser(ctx.db, { email: row.email!, role: 'borrower', borrower_id: row.id });
    expect(await toDo(await ctx.tokenFor(user))).toEqual({
      entity_type: 'borrower',
      is_other_user: false,
      first_name: 'Nora',
      last_name: 'Empty',
      activities: [],
    });
  });

  it('admins see a person through user-email only; no token is 401', async () => {
    const bare = await get('/api/personal/to-do', ctx.tokens.admin);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('User has no valid role or multiple entities');
    const asB = await toDo(ctx.tokens.admin, `?user-email=${encodeURIComponent(seed.borrowerB.email)}`);
    expect(asB.is_other_user).toBe(true);
    expect(ids(asB.activities)).toEqual(ids((await toDo(seed.borrowerB.token)).activities));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/personal/to-do' })).statusCode).toBe(401);
  });
});
