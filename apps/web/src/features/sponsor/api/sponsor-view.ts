import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /sponsor/{token} (000 §7 sponsor link): public, the signed and expiring token is the key.
export type SponsorView = {
  loan: {
    human_id: string;
    name: string;
    status: string;
    amount: number | null;
    purpose: string | null;
    duration_months: number | null;
    property_address: string | null;
  };
  lender: { name: string; officer: { name: string; email: string } | null };
  sponsor: {
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    address_address: string | null;
    address_city: string | null;
    address_state: string | null;
    address_zipcode: string | null;
  };
  has_account: boolean;
  document_requests: { name: string; state: string; due_epoch: number | null }[];
  application: { activity_id: string; state: string; submitted: boolean; url: string } | null;
  expires_epoch: number;
};

export const useSponsorView = (token: string) =>
  useQuery({
    queryKey: ['sponsor-link', token],
    queryFn: () => api.get<SponsorView>(`/sponsor/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
