// GET /api/personal/to-do (issue 21): the person's whole 'What to do now' list in one answer,
// with the personal area's access: each role sees only its own items.
import { ACTIVITY_STATES, needsAction, type PersonalActivity, type PersonalToDo } from '@lending/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, documents, loans, processes } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/seed-demo';
import { seedModules } from '../../seed-wiring';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertBorrower, insertUser } from '../../test/fixtures';
import { PERSONAL_TYPES } from './personal-activities';
import { seedTwoBorrowers } from './personal-fixture';

type Seed = Awaited<ReturnType<typeof seedTwoBorrowers>>;

/**
 * Activities in id order, to compare two answers whole; a bank connection's link is signed afresh
 * for each answer (its expiry moves), so it is checked for its shape and left out.
 */
const comparable = (list: readonly PersonalActivity[]) =>
  [...list]
    .sort((a, b) => a.activity_id.localeCompare(b.activity_id))
    .map((one) => {
      if (one.activity_type !== 'plaid') return one;
      expect(one.url).toMatch(/^\/plaid\/[\w-]{40,}$/);
      return { ...one, url: 'signed' };
    });

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

  /** What the area's own calls give, filtered by the rule in the browser (the list before issue 21's SQL). */
  const filteredByCalls = async (token: string, urls: string[]) => {
    const union = new Map<string, PersonalActivity>();
    for (const url of urls) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(200);
      for (const one of response.json<PersonalActivity[]>()) union.set(one.activity_id, one);
    }
    return [...union.values()].filter(needsAction);
  };

  it('chooses in SQL exactly what the rule keeps, for every type and state, with and without an envelope', async () => {
    const now = Math.floor(Date.now() / 1000);
    const rows = PERSONAL_TYPES.flatMap((activity_type) =>
      ACTIVITY_STATES.flatMap((state) =>
        [null, `envelope-${activity_type}-${state}`].map((docusign_envelope_id) => ({
          loan_id: seed.loanA.id,
          entity_type: 'loan',
          activity_type,
          name: `${activity_type} ${state}`,
          state,
          state_epoch: now,
          last_update: now,
          docusign_envelope_id,
        })),
      ),
    );
    const inserted = await ctx.db
      .insert(activities)
      .values(rows)
      .returning({ id: activities.id, state: activities.state });
    // Each with an upload round and its file, a rejected one with its reason.
    const rounds = await ctx.db
      .insert(processes)
      .values(
        inserted.map((one) => ({
          activity_id: one.id,
          state: one.state,
          state_epoch: now,
          data_to_display: one.state === 'rejected' ? { reason: 'The page is cut off' } : {},
        })),
      )
      .returning({ id: processes.id, activity_id: processes.activity_id });
    await ctx.db.insert(documents).values(
      rounds.map((round) => ({
        loan_id: seed.loanA.id,
        activity_id: round.activity_id,
        process_id: round.id,
        document_name: 'Bank Statements',
        file_name: 'statement.pdf',
        storage_key: `test/${round.id}.pdf`,
        content_type: 'application/pdf',
        created_epoch: now,
      })),
    );
    try {
      const expected = await filteredByCalls(seed.borrowerA.token, [
        `/api/personal/borrower/${seed.borrowerA.id}/activities`,
        `/api/personal/loan/${seed.loanA.id}/activities`,
      ]);
      // Some of each kind wait (uploads, rejected, an application, a bank, a signature) and most do not.
      expect(expected.length).toBeGreaterThan(20);
      expect(expected.length).toBeLessThan(rows.length / 2);
      const answer = (await toDo(seed.borrowerA.token)).activities;
      expect(ids(answer)).toEqual(ids(expected));
      // The rows come whole, as the per-loan call gives them (files, reasons, the actions).
      expect(comparable(answer)).toEqual(comparable(expected));
      const mine = new Set(inserted.map((one) => one.id));
      const withFiles = answer.filter((one) => mine.has(one.activity_id));
      expect(withFiles.length).toBeGreaterThan(20);
      expect(withFiles.every((one) => one.processes[0]?.documents.length === 1)).toBe(true);
    } finally {
      const created = inserted.map((one) => one.id);
      await ctx.db.delete(documents).where(inArray(documents.activity_id, created));
      await ctx.db.delete(activities).where(inArray(activities.id, created));
    }
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

// The demo seed's people (issue 21): the list in one answer equals what the area's own calls gave,
// filtered in the browser, for the demo borrower and the demo broker. (With the demo's files drawn
// the seed takes 15-20 s here; rows with upload rounds and files are compared in the test above.)
describe('GET /api/personal/to-do on the demo seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    // The demo's rows as the first start writes them (its files are drawn later, as main.ts does).
    await seedDemo(ctx.db, { modules: seedModules, loans: 9, storage: ctx.deps.storage, filesLater: true });
  }, 120_000);
  afterAll(async () => ctx?.close());

  const get = async <T>(url: string, token: string): Promise<T> => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  type Auth = { borrower?: { id: string; loans: Loan[] }; contact?: { loans: Loan[] } };
  type Loan = { id: string; archived: boolean };

  it.each(['borrower', 'broker'] as const)(
    'gives the demo %s what the per-loan calls gave, filtered',
    async (role) => {
      const token = ctx.tokens[role];
      const auth = await get<Auth>('/api/personal/auth', token);
      const loanList = (auth.borrower?.loans ?? auth.contact?.loans ?? []).filter((loan) => !loan.archived);
      expect(loanList.length).toBeGreaterThan(0);
      const base = role === 'broker' ? '/api/broker' : '/api/personal';
      const urls = [
        ...(auth.borrower ? [`/api/personal/borrower/${auth.borrower.id}/activities`] : []),
        ...loanList.map((loan) => `${base}/loan/${loan.id}/activities`),
      ];
      const union = new Map<string, PersonalActivity>();
      for (const url of urls)
        for (const one of await get<PersonalActivity[]>(url, token)) union.set(one.activity_id, one);
      // The list leaves archived loans out, the person's own tasks on them too (as the page does).
      const open = new Set(loanList.map((loan) => loan.id));
      const expected = [...union.values()]
        .filter((one) => one.loan_id === null || open.has(one.loan_id))
        .filter(needsAction);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(union.size);
      const answer = (await get<PersonalToDo>('/api/personal/to-do', token)).activities;
      expect(comparable(answer)).toEqual(comparable(expected));
    },
  );
});
