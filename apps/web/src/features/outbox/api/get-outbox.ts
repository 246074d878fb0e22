import { callPage } from '../../../lib/contract-client';
import { usePagedList } from '../../../lib/use-paged-list';
import { outboxKeys } from './outbox-keys';

// The in-app outbox of the embedded mode (DESIGN.md §1 'mail'): every mail the app sent, newest
// first, 50 a page (X-Next-Cursor names the next; issue 22 item 5).
export type { OutboxMail } from '@lending/domain';

const PAGE_SIZE = 50;

export const useOutbox = () =>
  usePagedList({
    queryKey: outboxKeys.list(),
    fetchPage: (cursor, signal) =>
      callPage('getOutbox', { query: {} }, { limit: PAGE_SIZE, cursor }, { signal }),
    refetchInterval: 10_000,
  });
