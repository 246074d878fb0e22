import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export type LeadStatus = 'new' | 'converted' | 'declined';

// A public pre-qualification submission (002 §2.1, DESIGN.md §8); `payload` is the form as sent.
export type Lead = {
  id: string;
  status: LeadStatus;
  created_epoch: number;
  decided_epoch: number | null;
  decline_reason: string | null;
  loan_id: string | null;
  is_broker: boolean;
  borrower_name: string;
  borrower_email: string | null;
  broker_name: string | null;
  broker_email: string | null;
  purpose: string | null;
  amount: number | null;
  property_count: number;
  first_property: { property_type: string; address: string } | null;
  payload: Record<string, unknown>;
};

const getLeads = (): Promise<Lead[]> => api.get<Lead[]>('/leads');

const leadsQueryOptions = () => queryOptions({ queryKey: leadKeys.list(), queryFn: getLeads });

export const useLeads = () => useQuery(leadsQueryOptions());
