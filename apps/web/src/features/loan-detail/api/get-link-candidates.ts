import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { loanDetailKeys } from './loan-detail-keys';

// GET /borrower/all and GET /contact/all (002 §7): the people that can be linked to the loan.
const getLinkCandidates = (kind: 'borrowers' | 'contacts') =>
  kind === 'borrowers' ? call('getBorrowerAll', {}) : call('getContactAll', {});

export const useLinkCandidates = (kind: 'borrowers' | 'contacts', isEnabled: boolean) =>
  useQuery({
    queryKey: loanDetailKeys.lookups(kind),
    queryFn: () => getLinkCandidates(kind),
    enabled: isEnabled,
  });
