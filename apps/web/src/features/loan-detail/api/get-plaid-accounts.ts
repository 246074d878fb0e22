import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /activity/{activityId}/plaid-accounts (not under /plaid, whose calls carry no token): staff "View plaid" (the borrower's linked accounts).
const getPlaidAccounts = (activityId: string) =>
  call('getActivityByActivityIdPlaidAccounts', { params: { activityId } });

export const usePlaidAccounts = (activityId: string) =>
  useQuery({
    queryKey: [...loanDetailKeys.all, 'plaid-accounts', activityId],
    queryFn: () => getPlaidAccounts(activityId),
  });
