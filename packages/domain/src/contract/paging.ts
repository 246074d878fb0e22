// One paging convention for every list of the contract (issue 22 item 5): `?limit=&cursor=`,
// keyset on a stable order with a unique tiebreaker, the next page's cursor opaque. A list whose
// answer shape the spec fixes (an array) keeps its array body and names the next page in the
// `X-Next-Cursor` header and an RFC 8288 `Link: <...>; rel="next"` header (`headerPaged`); without
// `limit` or `cursor` it answers exactly as before (the whole list). The server's side is
// apps/server/src/plugins/paging.ts; the OpenAPI document declares the two response headers.
import { z } from 'zod';
import { messages } from '../messages/messages';

/** A page's size when a cursor comes without a limit. */
export const PAGE_LIMIT_DEFAULT = 100;
/** The largest page a list answers. */
const PAGE_LIMIT_MAX = 500;

const limitError = { error: messages.pageLimit };

/** `limit` and `cursor`, the query every list takes. */
const pageQuerySchema = z.object({
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(PAGE_LIMIT_MAX, limitError)
    .optional()
    .describe(
      `Page size, 1 to ${PAGE_LIMIT_MAX} (${PAGE_LIMIT_DEFAULT} when only a cursor is sent). ` +
        'Without limit and cursor the whole list is answered.',
    ),
  cursor: z
    .string()
    .min(1, { error: messages.pageCursor })
    .max(1000, { error: messages.pageCursor })
    .optional()
    .describe('The opaque cursor of the next page, as the previous page named it (X-Next-Cursor)'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

type PageShape = typeof pageQuerySchema.shape;
type WithPaging<Q extends z.ZodObject> = z.ZodObject<Omit<Q['shape'], keyof PageShape> & PageShape>;

type HeaderPaged<Q> = { readonly paging: 'header'; readonly query: Q };

/** Spread into a declaration whose array answer is paged by headers (X-Next-Cursor and Link):
 * its query (the list's own filters, if any) with `limit` and `cursor`. */
export function headerPaged(): HeaderPaged<typeof pageQuerySchema>;
export function headerPaged<Q extends z.ZodObject>(query: Q): HeaderPaged<WithPaging<Q>>;
export function headerPaged(query?: z.ZodObject): HeaderPaged<z.ZodObject> {
  return { paging: 'header', query: query ? query.extend(pageQuerySchema.shape) : pageQuerySchema };
}

/** Spread into a declaration answering `{ items, next_cursor }`: its query with limit and cursor. */
export const bodyPaged = () => ({ query: pageQuerySchema });
