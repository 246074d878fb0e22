// The demo ships an investment policy and sandbox reports (issue 8 §8): the tabs and insights
// are filled on the first start.
import { reportResponseSchema } from '@lending/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { seedDemoOnce } from './seed-demo';
import { seedModules } from '../../seed-wiring';

let ctx: TestContext;
const get = async (url: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (await ctx.app.inject({ method: 'GET', url, headers: bearer(ctx.tokens.admin) })).json<any>();

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoOnce(ctx.db, { modules: seedModules, loans: 60, now: 1_790_000_000 });
});
afterAll(async () => ctx?.close());

describe('demo outside data', () => {
  it('ships a policy for all three entity types', async () => {
    const policy = await get('/api/policies');
    expect(policy.version).toBeGreaterThan(0);
    expect(new Set(policy.requirements.map((r: { entity_type: string }) => r.entity_type))).toEqual(
      new Set(['property', 'borrower', 'neighborhood']),
    );
  });

  it('fills the External Data and Data Analysis tabs and the insights of several loans', async () => {
    const rows = await ctx.db.execute<{ loan_id: string; n: number }>(
      sql`select loan_id, count(*)::int as n from reports where state = 'done' group by loan_id order by n desc`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(5);
    const loanId = rows.rows[0]!.loan_id;
    const reports = await get(`/api/activity/loan/${loanId}/report/all`);
    const filled = reports.filter((r: { res: unknown }) => r.res);
    expect(filled.length).toBeGreaterThan(0);
    for (const report of filled) {
      expect(report.state).toBe('done');
      expect(reportResponseSchema.parse(report).res!.length).toBeGreaterThan(0);
    }

    const property = await get(`/api/policies/loan/${loanId}`);
    expect(property[0].header.length).toBeGreaterThan(3);
    const indicators = Object.values(property[0].vars).map(
      (v) => (v as { borrower: { indicator: string } }).borrower.indicator,
    );
    expect(indicators.some((i) => ['green', 'yellow', 'red'].includes(i))).toBe(true);

    const generated = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from insights where source in ('policy', 'report')`,
    );
    expect(generated.rows[0]!.n).toBeGreaterThan(10);
  });
});
