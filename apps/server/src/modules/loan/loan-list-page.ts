// GET /loan/portfolio and /loan/all-archive one page at a time (issue 22 item 5): with `limit` or
// `cursor` the list is read in SQL after the cursor's key, in the streamed list's own order
// (amount descending, no amount last, then human_id), `limit + 1` rows, and the next page named
// in X-Next-Cursor and Link (plugins/paging.ts). Without them the list streams whole as before.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageQuery } from '@lending/domain';
import type { Db } from '../../db/client';
import { keyset, pageOrder, requestedPage, sendPage } from '../../plugins/paging';
import { loanJson, openActivityTypes, scopeCondition, type LoanJsonRow } from './loan.queries';
import { loanJsonText } from './loan.wire';

type KeyedRow = LoanJsonRow & { amount_key: number; human_id: string };

const key = (row: KeyedRow) => [row.amount_key, row.human_id];
const orders = {
  portfolio: pageOrder<KeyedRow>(
    'getLoanPortfolio',
    [
      ['desc', 'number'],
      ['asc', 'text'],
    ],
    key,
  ),
  archive: pageOrder<KeyedRow>(
    'getLoanAllArchive',
    [
      ['desc', 'number'],
      ['asc', 'text'],
    ],
    key,
  ),
};
// Loans carry no negative amount: -1 puts a loan without one last, as `nulls last` does.
const columns = [sql`coalesce(loans.amount, -1)`, sql`loans.human_id`];

/** The page asked for, sent; null when the list is asked whole (the caller streams it). */
export const sendLoanPage = async (
  db: Db,
  request: FastifyRequest & { query: PageQuery },
  reply: FastifyReply,
  scope: keyof typeof orders,
): Promise<FastifyReply | null> => {
  const order = orders[scope];
  const page = requestedPage(request.query, order);
  if (!page) return null;
  const { where, orderBy } = keyset(columns, order, page);
  const { rows } = await db.execute<KeyedRow>(sql`
    select loans.status as state, ${openActivityTypes} as open_types, ${loanJson} as json,
      coalesce(loans.amount, -1)::float8 as amount_key, loans.human_id
    from loans left join users u on u.id = loans.owner_user_id
    where ${scopeCondition(scope)} ${where ? sql`and ${where}` : sql``}
    order by ${sql.join(orderBy, sql`, `)}
    limit ${page.limit + 1}`);
  const items = sendPage(request, reply, order, page, rows);
  return reply
    .header('Cache-Control', 'private, no-cache')
    .type('application/json; charset=utf-8')
    .send(`[${items.map(loanJsonText).join(',')}]`);
};
