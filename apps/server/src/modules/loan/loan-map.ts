// The map of all loans, clustered by the server and loaded by viewport (issue 10): the browser
// sends the visible box and zoom with the list's filters; PostgreSQL answers with the loans in
// view when they are few, otherwise with a grid of clusters (count and centre per cell). Without a
// box the answer carries the bounds of every matching loan, so the map can fit them first.
// A loan sits at its first property's coordinates; none or 0,0 is Washington DC (spec 000 §5, §9),
// stored on the loan (migration 0015) and indexed for the box.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanMapQuery, loanMapSchema, type LoanMap, type LoanMapPoint } from '@lending/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { allow } from '../../plugins/access';
import { filterConditions } from './loan-page';

type LoanMapQuery = z.output<typeof loanMapQuery>;

/** Up to this many loans in view are sent one by one; beyond it, clusters. */
export const MAP_POINT_LIMIT = 400;
/** A cluster cell is about this many screen pixels wide (256-pixel tiles). */
const CELL_PIXELS = 80;

/**
 * Loans sit at `loans.map_lat/map_lng` (migration 0015: the first property's geocode, kept by
 * triggers in the writing transaction; DEFAULT_LOCATION when none or 0,0). The visible box is
 * answered by the GiST index on that point, so a call costs what is in view, not every loan.
 */
const loanMap = async (db: DbOrTx, query: LoanMapQuery): Promise<LoanMap> => {
  const conditions = filterConditions(query);
  const hasBox = query.south !== undefined;
  if (hasBox)
    conditions.push(
      sql`point(loans.map_lng, loans.map_lat) <@ box(point(${query.west}::float8, ${query.south}::float8), point(${query.east}::float8, ${query.north}::float8))`,
    );
  const where = sql.join(conditions, sql` and `);
  const [counted] = (
    await db.execute<{
      total: number;
      south: number | null;
      west: number | null;
      north: number | null;
      east: number | null;
    }>(sql`select count(*)::int as total, min(loans.map_lat) as south, min(loans.map_lng) as west,
        max(loans.map_lat) as north, max(loans.map_lng) as east
      from loans where ${where}`)
  ).rows;
  const total = counted?.total ?? 0;
  const bounds =
    !hasBox && counted && counted.south !== null
      ? { south: counted.south, west: counted.west!, north: counted.north!, east: counted.east! }
      : null;
  if (total === 0) return { total, points: [], clusters: [], bounds };
  if (total <= MAP_POINT_LIMIT) {
    const points = await db.execute<LoanMapPoint>(sql`
      select loans.id, loans.human_id, loans.name, loans.amount, loans.status as state, loans.score,
        loans.map_lat as lat, loans.map_lng as lng, fp.property_type, fp.address,
        coalesce((select string_agg(trim(concat_ws(' ', b.first_name, b.last_name)), ', '
            order by lb.position, lb.created_at)
          from loan_borrowers lb join borrowers b on b.id = lb.borrower_id where lb.loan_id = loans.id), '')
          as borrowers
      from loans left join lateral (
        select p.property_type, concat_ws(', ', p.address_address, p.address_city, p.address_state) as address
        from properties p where p.loan_id = loans.id order by p.position, p.created_at, p.id limit 1) fp on true
      where ${where}
      order by coalesce(loans.amount, 0) desc, loans.id desc`);
    return { total, points: points.rows, clusters: [], bounds };
  }
  const cell = (360 / 2 ** query.zoom) * (CELL_PIXELS / 256);
  const clusters = await db.execute<{ lat: number; lng: number; count: number }>(sql`
    select avg(loans.map_lat)::float8 as lat, avg(loans.map_lng)::float8 as lng, count(*)::int as count
    from loans where ${where}
    group by floor(loans.map_lat / ${cell}::float8), floor(loans.map_lng / ${cell}::float8)`);
  return { total, points: [], clusters: clusters.rows, bounds };
};

export const loanMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/loan/map',
    {
      preHandler: allow('admin'),
      schema: {
        tags: ['loan'],
        summary:
          'The loans of a list on the map: every loan in the visible box when few, grid clusters when many; bounds of all without a box',
        querystring: loanMapQuery,
        response: { 200: loanMapSchema },
      },
    },
    async (request) => loanMap(db, request.query),
  );
};
