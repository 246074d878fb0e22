import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { outboxKeys } from './outbox-keys';

// The in-app outbox of the embedded mode (DESIGN.md §1 'mail'): every mail the app sent.
export type { OutboxMail } from '@lending/domain';

const getOutbox = () => call('getOutbox', { query: {} });

const outboxQueryOptions = () =>
  queryOptions({ queryKey: outboxKeys.list(), queryFn: getOutbox, refetchInterval: 10_000 });

export const useOutbox = () => useQuery(outboxQueryOptions());
