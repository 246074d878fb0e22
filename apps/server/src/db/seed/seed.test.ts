// The demo data (issue 2 scope 4): realistic, covering every status and property type, the demo
// accounts linked to several loans, and deterministic for a given seed and time.
import { LOAN_STATUSES, PROPERTY_TYPES } from '@lending/domain';
import { eq, sql } from 'drizzle-orm';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, processes } from '../schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { createTestDatabase } from '../../test/database';
import { openDatabase, type Db } from '../client';
import { generateLoans } from './generate';
import { generateBorrowers } from './generate-people';
import { createRng } from './prng';
import { seedDemo, seedDemoOnce } from './seed-demo';
import { seedModules } from '../../seed-wiring';
import { US_CITIES } from './us-cities';

type WireLoan = {
  human_id: string;
  name: string;
  status: { state: string };
  archived: boolean;
  amount: number;
  properties: Array<{
    property_type: string;
    address_state: string;
    coordinates: { lat: number; lng: number };
  }>;
  borrowers: unknown[];
};

let ctx: TestContext;
let all: WireLoan[];
const NOW = 1_790_000_000;

beforeAll(async () => {
  ctx = await createTestContext();
  const summary = await seedDemoOnce(ctx.db, { modules: seedModules, loans: 60, now: NOW });
  expect(summary?.loans).toBe(60);
  const get = async (url: string) =>
    (await ctx.app.inject({ method: 'GET', url, headers: bearer(ctx.tokens.admin) })).json<WireLoan[]>();
  all = [...(await get('/api/loan/all')), ...(await get('/api/loan/all-archive'))];
});
afterAll(async () => {
  await ctx?.close();
});

describe('demo data', () => {
  it('covers every loan status, archived loans and every property type, with real US places', () => {
    expect(all).toHaveLength(60);
    expect(new Set(all.map((loan) => loan.status.state))).toEqual(new Set(LOAN_STATUSES));
    expect(all.some((loan) => loan.archived)).toBe(true);
    expect(new Set(all.map((loan) => loan.properties[0]!.property_type))).toEqual(new Set(PROPERTY_TYPES));
    for (const loan of all) {
      expect(loan.name).toMatch(new RegExp(`^${loan.human_id} - \\d+ .+, .+$`));
      expect(loan.amount).toBeLessThanOrEqual(15_000_000);
      const property = loan.properties[0]!;
      const city = US_CITIES.find((c) => c.state === property.address_state)!;
      expect(Math.abs(property.coordinates.lat - city.lat)).toBeLessThan(5);
      expect(loan.borrowers.length).toBeGreaterThan(0);
    }
  });

  it('the demo borrower and broker each reach several loans; the seed runs once', async () => {
    const borrower = await ctx.app.inject({
      method: 'GET',
      url: `/api/borrower/${ctx.users.borrower.borrower_id}`,
      headers: bearer(ctx.tokens.borrower),
    });
    expect(borrower.json().loans.length).toBeGreaterThanOrEqual(3);
    const brokerLoans = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from loan_contacts where contact_id = ${ctx.users.broker.contact_id}`,
    );
    expect(brokerLoans.rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(await seedDemoOnce(ctx.db, { modules: seedModules })).toBeNull();
  });

  it('activities of many types and states, due dates around today, rejected requests keep a reason', async () => {
    const rows = await ctx.db.select().from(activities);
    expect(new Set(rows.map((row) => row.activity_type)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.state)).size).toBeGreaterThanOrEqual(8);
    const due = rows.map((row) => row.due_epoch!).filter(Boolean);
    expect(due.some((epoch) => epoch < NOW)).toBe(true);
    expect(due.some((epoch) => epoch > NOW)).toBe(true);
    const [rejected] = await ctx.db
      .select({ data: processes.data_to_display })
      .from(processes)
      .innerJoin(activities, eq(activities.id, processes.activity_id))
      .where(eq(activities.state, 'rejected'))
      .limit(1);
    expect(rejected?.data).toMatchObject({ reason: expect.any(String) });
  });

  it('adding more loans continues the five-digit codes', async () => {
    await seedDemo(ctx.db, { modules: seedModules, loans: 5, now: NOW });
    const result = await ctx.db.execute<{ n: number; max: number }>(
      sql`select count(*)::int as n, max(human_id::int) as max from loans`,
    );
    expect(result.rows[0]).toEqual({ n: 65, max: 10_065 });
  });
});

describe('generator', () => {
  it('is deterministic for a seed and time (no Math.random)', () => {
    const make = () => {
      const borrowers = generateBorrowers(createRng(1), 10, 0);
      return generateLoans({
        seed: 9,
        count: 20,
        firstHumanId: 10_001,
        now: NOW,
        borrowerKeys: borrowers.map((b) => b.key),
        contactKeys: { brokers: [1, 2], others: [3] },
        richActivities: true,
      });
    };
    expect(make()).toEqual(make());
    expect(make()[0]!.human_id).toBe('10001');
  });
});

// The bulk seed skips the summary triggers and rebuilds the summaries once (migration 0018): what
// it leaves must be what every trigger firing statement by statement leaves for the same data.
const summaries = async (db: Db) => ({
  loans: (
    await db.execute(sql`select human_id, map_lat, map_lng, borrowers_sort, contacts_sort
                         from loans order by human_id`)
  ).rows,
  statistics: (
    await db.execute(sql`select l.human_id, s.created_at, s.archived, s.status, s.amount, s.funded_epoch,
                                s.state, s.property_type, array(select unnest(s.statuses) order by 1) as statuses
                         from loan_statistics s join loans l on l.id = s.loan_id order by l.human_id`)
  ).rows,
  stays: (
    await db.execute(sql`select l.human_id, t.position, t.status, t.entered_at, t.days, t.archived, t.loan_created_at
                         from loan_status_stays t join loans l on l.id = t.loan_id
                         order by l.human_id, t.position`)
  ).rows,
});

describe('bulk seed', () => {
  it('leaves the same loan statistics, status stays, map points and people sort keys as the per-row path', async () => {
    const seedInto = async (bulk: boolean) => {
      const database = await createTestDatabase();
      const opened = await openDatabase({
        dataDir: await mkdtemp(path.join(tmpdir(), 'lending-seed-')),
        databaseUrl: database.url,
        poolSize: 2,
      });
      try {
        await seedDemo(opened.db, { modules: seedModules, loans: 40, now: NOW, seed: 5, bulk });
        return await summaries(opened.db);
      } finally {
        await opened.close();
        await database.drop();
      }
    };
    const perRow = await seedInto(false);
    const bulk = await seedInto(true);
    // The per-row path wrote real summaries (so equal is not equal-and-empty).
    expect(perRow.statistics).toHaveLength(40);
    expect(perRow.stays.length).toBeGreaterThan(80);
    expect(perRow.loans.filter((loan) => loan.borrowers_sort !== '')).toHaveLength(40);
    expect(perRow.loans.filter((loan) => loan.map_lat !== 38.9072).length).toBeGreaterThan(30);
    expect(bulk).toEqual(perRow);
  });
});
