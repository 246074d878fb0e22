// The portfolio servicing view's call (issue 19 item 9): GET /servicing/portfolio (admin).
import { useQuery } from '@tanstack/react-query';
import type { ServicingPortfolioWire } from '@lending/domain';
import { api } from '../../../lib/api-client';

export const useServicingPortfolio = () =>
  useQuery({
    queryKey: ['servicing', 'portfolio'],
    queryFn: () => api.get<ServicingPortfolioWire>('/servicing/portfolio'),
  });
