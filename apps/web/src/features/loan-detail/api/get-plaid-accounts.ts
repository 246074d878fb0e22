import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

export type PlaidAccounts = {
  activity_id: string;
  state: string;
  borrower_name: string | null;
  total_liquidity: number;
  items: Array<{
    institution_name: string | null;
    is_sandbox: boolean;
    connected_epoch: number;
    total_liquidity: number | null;
    accounts: Array<{
      name: string;
      mask: string | null;
      type: string;
      subtype: string | null;
      available: number | null;
      current: number | null;
    }>;
  }>;
  reports: Array<{ document_id: string; file_name: string; created_epoch: number | null }>;
};

// GET /activity/{activityId}/plaid-accounts (not under /plaid, whose calls carry no token): staff "View plaid" (the borrower's linked accounts).
const getPlaidAccounts = (activityId: string) =>
  api.get<PlaidAccounts>(`/activity/${activityId}/plaid-accounts`);

export const usePlaidAccounts = (activityId: string) =>
  useQuery({
    queryKey: [...loanDetailKeys.all, 'plaid-accounts', activityId],
    queryFn: () => getPlaidAccounts(activityId),
  });
