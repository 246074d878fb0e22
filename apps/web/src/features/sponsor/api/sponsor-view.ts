import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

// GET /sponsor/{token} (000 §7 sponsor link): public, the signed and expiring token is the key.
export type SponsorView = Awaited<ReturnType<typeof getSponsorView>>;

const getSponsorView = (token: string) => call('getSponsorByToken', { params: { token } });

export const useSponsorView = (token: string) =>
  useQuery({
    queryKey: ['sponsor-link', token],
    queryFn: () => getSponsorView(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
