// The portfolio servicing view's call (issue 19 item 9): GET /servicing/portfolio (admin).
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

export const useServicingPortfolio = () =>
  useQuery({
    queryKey: ['servicing', 'portfolio'],
    queryFn: () => call('getServicingPortfolio', { query: {} }),
  });
