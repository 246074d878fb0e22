// Issue 22 item 5 ("every list in the contract is paged"): walks every declared endpoint and fails
// when a GET whose success answer is a list (an array, or an object carrying `items`) does not take
// `limit` and `cursor`, or when an array answer does not declare how it names the next page
// (`paging: 'header'`: X-Next-Cursor and Link). The exceptions are listed, each with its reason.
import { endpoints, successSchema, type Endpoint } from '@lending/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** Lists that are not paged with limit and cursor, and why. */
const NOT_PAGED: Readonly<Record<string, string>> = {
  getLoanAll: 'the spec fixes it as the whole list, streamed (issue 22 item 5); GET /loan/page pages loans',
  getContactAllowedTypes: 'a fixed enumeration of 7 contact types',
  getWebhookSubscriptionsEventTypes: 'the fixed catalogue of webhook event types the code defines',
  getActivityByActivityIdPlaidAccounts: "one bank connection's accounts and reports, bounded by the bank",
  getServicingIndexRates: 'the servicing module (another helper) pages it with page and size',
  getPoliciesLoanById: "one analysis table per property of one loan (a loan's few properties)",
  getPoliciesBorrowerById: "one analysis table per borrower of one loan (a loan's few borrowers)",
  getPoliciesNeighborhoodById: "one analysis table per neighbourhood of one loan's properties",
};

const kind = (schema: z.ZodType | undefined): string | undefined =>
  (schema as { def?: { type?: string } } | undefined)?.def?.type;

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  kind(schema) === 'object' ? (schema as z.ZodObject).shape : {};

/** A GET whose answer is a list: an array, or an object with an `items` array. */
const listKind = (endpoint: Endpoint): 'array' | 'items' | null => {
  // A write that answers an array (PUT /data-point/update) answers what it changed, not a list.
  if (endpoint.method !== 'GET') return null;
  const answer = successSchema(endpoint);
  if (kind(answer) === 'array') return 'array';
  return kind(shapeOf(answer).items) === 'array' ? 'items' : null;
};

/** What a list is missing: the paging query, or (an array) the paging headers. */
const pagingGaps = (all: readonly Endpoint[], allowed: Readonly<Record<string, string>>) =>
  all.flatMap((endpoint) => {
    const list = listKind(endpoint);
    if (!list || endpoint.operationId in allowed) return [];
    const query = shapeOf(endpoint.query);
    const gaps = [
      ...(query.limit ? [] : ['limit']),
      ...(query.cursor ? [] : ['cursor']),
      ...(list === 'array' && endpoint.paging !== 'header' ? ["paging: 'header'"] : []),
    ];
    return gaps.length
      ? [`${endpoint.operationId} (${endpoint.method} ${endpoint.path}): ${gaps.join(', ')}`]
      : [];
  });

describe('every list in the contract is paged', () => {
  const all = Object.values(endpoints) as Endpoint[];

  it('declares limit and cursor (and for an array, the paging headers) on every list', () => {
    expect(pagingGaps(all, NOT_PAGED), 'page these with headerPaged() (contract/paging.ts)').toEqual([]);
  });

  it('lists no exception that is not a list or is paged after all', () => {
    const byId = new Map(all.map((endpoint) => [endpoint.operationId, endpoint]));
    const stale = Object.keys(NOT_PAGED).filter((id) => {
      const endpoint = byId.get(id);
      return !endpoint || !listKind(endpoint) || 'cursor' in shapeOf(endpoint.query);
    });
    expect(stale).toEqual([]);
  });

  it('finds an unpaged list and accepts a paged one', () => {
    const [borrowers, loan] = [endpoints.getBorrowerAll, endpoints.getLoanById] as Endpoint[];
    const unpaged = { ...borrowers!, query: undefined, paging: undefined } as Endpoint;
    expect(pagingGaps([unpaged, borrowers!, loan!], {})).toEqual([
      "getBorrowerAll (GET /borrower/all): limit, cursor, paging: 'header'",
    ]);
    expect(pagingGaps([unpaged], { getBorrowerAll: 'test' })).toEqual([]);
  });
});
