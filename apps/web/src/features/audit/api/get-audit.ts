import { call } from '../../../lib/contract-client';
import { usePagedList } from '../../../lib/use-paged-list';

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

// GET /audit: newest first, 100 a page ({ items, next_cursor }); the filters are the server's.
export const useAudit = (filter: AuditFilter) =>
  usePagedList({
    queryKey: auditKeys.list(filter),
    fetchPage: async (cursor, signal) => {
      const page = await call('getAudit', { query: { ...filter, cursor, limit: 100 } }, { signal });
      return { items: page.items, next: page.next_cursor ?? null };
    },
    keepRowsWhileLoading: true,
  });
