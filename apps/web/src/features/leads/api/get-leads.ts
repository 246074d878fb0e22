import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

// A public pre-qualification submission (002 §2.1, DESIGN.md §8): the domain's Lead contract.
const getLeads = (): Promise<Lead[]> => api.get<Lead[]>('/leads');

const leadsQueryOptions = () => queryOptions({ queryKey: leadKeys.list(), queryFn: getLeads });

export const useLeads = () => useQuery(leadsQueryOptions());
