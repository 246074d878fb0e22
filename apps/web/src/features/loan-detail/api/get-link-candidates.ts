import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /borrower/all and GET /contact/all (002 §7): the people that can be linked to the loan.
export type LinkCandidate = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const getLinkCandidates = (kind: 'borrowers' | 'contacts') =>
  api.get<LinkCandidate[]>(kind === 'borrowers' ? '/borrower/all' : '/contact/all');

export const useLinkCandidates = (kind: 'borrowers' | 'contacts', isEnabled: boolean) =>
  useQuery({
    queryKey: loanDetailKeys.lookups(kind),
    queryFn: () => getLinkCandidates(kind),
    enabled: isEnabled,
  });
