import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { leadKeys } from './lead-keys';

// A public pre-qualification submission (002 §2.1, DESIGN.md §8): the domain's Lead contract.
const getLeads = () => call('getLeads', { query: {} });

const leadsQueryOptions = () => queryOptions({ queryKey: leadKeys.list(), queryFn: getLeads });

export const useLeads = () => useQuery(leadsQueryOptions());
