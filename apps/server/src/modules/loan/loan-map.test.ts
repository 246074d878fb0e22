// GET /loan/map (issue 10): the loans in the visible box one by one when few, grid clusters when
// many, bounds of all matching loans without a box, the list's filters, validation and access.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';
import { MAP_POINT_LIMIT } from './loan-map';

type MapBody = {
  total: number;
  points: Array<{ id: string; lat: number; lng: number; name: string; borrowers: string }>;
  clusters: Array<{ lat: number; lng: number; count: number }>;
  bounds: { south: number; west: number; north: number; east: number } | null;
};

describe('GET /loan/map', () => {
  let ctx: TestContext;
  const get = (url: string, token = ctx.tokens.admin) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const map = async (url: string): Promise<MapBody> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MapBody>();
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    // Two in Austin, one in New York, one at 0,0 (drawn at Washington DC), one Funded in Austin.
    await insertLoan(ctx.db, { values: { name: '1 - Austin A' } });
    await insertLoan(ctx.db, { values: { name: '2 - Austin B' }, property: { lat: 30.3, lng: -97.7 } });
    await insertLoan(ctx.db, { values: { name: '3 - New York' }, property: { lat: 40.71, lng: -74.0 } });
    await insertLoan(ctx.db, { values: { name: '4 - Nowhere' }, property: { lat: 0, lng: 0 } });
    await insertLoan(ctx.db, { values: { name: '5 - Funded', status: 'Funded' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers the bounds of all matching loans and the loans themselves when few', async () => {
    const body = await map('/api/loan/map?scope=requests');
    expect(body.total).toBe(4);
    expect(body.points.map((p) => p.name).sort()).toEqual([
      '1 - Austin A',
      '2 - Austin B',
      '3 - New York',
      '4 - Nowhere',
    ]);
    const nowhere = body.points.find((p) => p.name === '4 - Nowhere')!;
    expect([nowhere.lat, nowhere.lng]).toEqual([38.9072, -77.0369]);
    expect(body.bounds).toEqual({ south: 30.2437, west: -97.7671, north: 40.71, east: -74.0 });
  });

  it('keeps to the visible box and to the list filters', async () => {
    const texas = await map('/api/loan/map?scope=requests&south=29&west=-99&north=31&east=-96&zoom=9');
    expect(texas.points.map((p) => p.name).sort()).toEqual(['1 - Austin A', '2 - Austin B']);
    expect(texas.bounds).toBeNull();
    const all = await map('/api/loan/map?scope=all&south=29&west=-99&north=31&east=-96&zoom=9');
    expect(all.total).toBe(3);
    const searched = await map('/api/loan/map?scope=requests&q=york&search_in=name');
    expect(searched.points.map((p) => p.name)).toEqual(['3 - New York']);
  });

  it('answers grid clusters whose counts add up when more loans are in view than it sends', async () => {
    const many = Array.from({ length: MAP_POINT_LIMIT + 10 }, (_, i) => i);
    for (const i of many) {
      await insertLoan(ctx.db, {
        values: { name: `${1000 + i} - cluster` },
        property: { lat: 45 + (i % 2) * 5, lng: 10 + (i % 3) * 0.001 },
      });
    }
    const body = await map('/api/loan/map?scope=requests&q=cluster&south=40&west=0&north=60&east=20&zoom=4');
    expect(body.total).toBe(MAP_POINT_LIMIT + 10);
    expect(body.points).toEqual([]);
    expect(body.clusters).toHaveLength(2);
    expect(body.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(MAP_POINT_LIMIT + 10);
  });

  it('follows the first property as it is moved, added before, or deleted (kept on the loan)', async () => {
    const { loan, property } = await insertLoan(ctx.db, {
      values: { name: '6 - Moving' },
      property: { lat: 47.6, lng: -122.3 },
    });
    const where = async () => {
      const body = await map('/api/loan/map?scope=requests&q=moving&search_in=name');
      expect(body.points.map((p) => p.id)).toEqual([loan.id]);
      return [body.points[0]!.lat, body.points[0]!.lng];
    };
    expect(await where()).toEqual([47.6, -122.3]);
    // Moved through the API: the map reads the new place at once, in and out of a box.
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${property.id}/update`,
      headers: bearer(ctx.tokens.admin),
      payload: { coordinates: { lat: 25.77, lng: -80.19 }, version: property.version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await where()).toEqual([25.77, -80.19]);
    const miami = await map(
      '/api/loan/map?scope=requests&q=moving&south=25&west=-81&north=26&east=-80&zoom=9',
    );
    expect(miami.points.map((p) => p.id)).toEqual([loan.id]);
    const seattle = await map(
      '/api/loan/map?scope=requests&q=moving&south=47&west=-123&north=48&east=-122&zoom=9',
    );
    expect(seattle.total).toBe(0);
    // A property placed before it becomes the first; deleting both leaves Washington DC.
    await ctx.db
      .insert(properties)
      .values({ loan_id: loan.id, position: -1, property_type: 'Condo', lat: 41.88, lng: -87.63 });
    expect(await where()).toEqual([41.88, -87.63]);
    await ctx.db.delete(properties).where(eq(properties.loan_id, loan.id));
    expect(await where()).toEqual([38.9072, -77.0369]);
  });

  it('answers the visible box from the index on the stored point', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select count(*) from loans where loans.archived = false
          and point(loans.map_lng, loans.map_lat) <@ box(point(-99::float8, 29::float8), point(-96::float8, 31::float8))`,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('loans_map_point_idx');
  });

  it('validates the box and is admin only', async () => {
    const cases: Array<[string, string]> = [
      ['south=10', 'south, west, north and east go together'],
      ['south=10&west=0&north=5&east=1', 'south must not be above north'],
      ['south=-91&west=0&north=5&east=1', 'south must be at least -90'],
      ['zoom=x', 'zoom must be a number'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/loan/map?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    expect((await get('/api/loan/map', ctx.tokens.borrower)).statusCode).toBe(403);
  });
});
