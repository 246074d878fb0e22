// The map of all loans, clustered by the server and loaded by viewport (issue 10): the browser
// sends the visible box and zoom with the list's filters; PostgreSQL answers with the loans in
// view when they are few, otherwise with a grid of clusters (count and centre per cell). Without a
// box the answer carries the bounds of every matching loan, so the map can fit them first.
// A loan sits at its first property's coordinates; none or 0,0 is Washington DC (spec 000 §5, §9),
// stored on the loan (migration 0015) and indexed for the box.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, loanMapQuery, type LoanMap, type LoanMapPoint } from '@lending/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { register } from '../../plugins/contract';
import { cachedPerDataVersion } from './loan-data-version';
import { filterConditions } from './loan-page';

type LoanMapQuery = z.output<typeof loanMapQuery>;

/** Up to this many loans in view are sent one by one; beyond it, clusters. */
export const MAP_POINT_LIMIT = 400;
/** A cluster cell is about this many screen pixels wide (256-pixel tiles). */
const CELL_PIXELS = 80;

type Cell = {
  lat: number;
  lng: number;
  count: number;
  south: number;
  west: number;
  north: number;
  east: number;
};

/**
 * Loans sit at `loans.map_lat/map_lng` (migration 0015: the first property's geocode, kept by
 * triggers in the writing transaction; DEFAULT_LOCATION when none or 0,0). The visible box is
 * answered by the GiST index on that point, so a call costs what is in view, not every loan; a
 * country-wide view reads the points from the list's covering index (migration 0019), not the
 * table. One pass counts the loans, their bounds and the grid cells; only a view of at most
 * MAP_POINT_LIMIT loans reads the loans themselves.
 */
const loanMap = async (db: Db, query: LoanMapQuery): Promise<LoanMap> => {
  const conditions = filterConditions(query);
  const hasBox = query.south !== undefined;
  if (hasBox)
    conditions.push(
      sql`point(loans.map_lng, loans.map_lat) <@ box(point(${query.west}::float8, ${query.south}::float8), point(${query.east}::float8, ${query.north}::float8))`,
    );
  const where = sql.join(conditions, sql` and `);
  const cell = (360 / 2 ** query.zoom) * (CELL_PIXELS / 256);
  const cells = (
    await db.execute<Cell>(sql`
      select avg(loans.map_lat)::float8 as lat, avg(loans.map_lng)::float8 as lng, count(*)::int as count,
        min(loans.map_lat) as south, min(loans.map_lng) as west, max(loans.map_lat) as north, max(loans.map_lng) as east
      from loans where ${where}
      group by floor(loans.map_lat / ${cell}::float8), floor(loans.map_lng / ${cell}::float8)`)
  ).rows;
  const total = cells.reduce((sum, c) => sum + c.count, 0);
  const bounds =
    !hasBox && cells.length > 0
      ? cells.reduce(
          (box, c) => ({
            south: Math.min(box.south, c.south),
            west: Math.min(box.west, c.west),
            north: Math.max(box.north, c.north),
            east: Math.max(box.east, c.east),
          }),
          { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity },
        )
      : null;
  if (total === 0) return { total, points: [], clusters: [], bounds };
  if (total > MAP_POINT_LIMIT)
    return {
      total,
      points: [],
      clusters: cells.map(({ lat, lng, count }) => ({ lat, lng, count })),
      bounds,
    };
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
};

// Every dashboard and Requests screen opens on the same views (fit all, then the whole country):
// answered from memory while the loans' data version (moved inside every writing transaction, on
// any node) is unchanged. Per process and database, a few dozen views.
const cachedLoanMap = cachedPerDataVersion<LoanMap>(64);

export const loanMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  register(app, endpoints.getLoanMap, async (request) =>
    cachedLoanMap(db, JSON.stringify(request.query), () => loanMap(db, request.query)),
  );
};
