import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

export type AuditFilter = {
  loan_id?: string;
  actor?: string;
  actor_kind?: 'user' | 'api_key' | 'system';
  entity?: string;
  action?: string;
  from?: number;
  to?: number;
};

const auditKeys = { list: (filter: AuditFilter) => ['audit', filter] as const };

// GET /audit: newest first, 100 a page, the next page by cursor.
const getAudit = (filter: AuditFilter, cursor?: string) =>
  call('getAudit', { query: { ...filter, cursor, limit: 100 } });

export const useAudit = (filter: AuditFilter) =>
  useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
