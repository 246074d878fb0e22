import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';

// GET /loan/{id}/get-sponsor-link (000 §7): a signed link valid 7 days, for the loan's sponsor
// (its first borrower). Asked for when staff open the dialog, so each opening gives a fresh link.
export const useSponsorLink = (loanId: string) =>
  useMutation({ mutationFn: () => call('getLoanByIdGetSponsorLink', { params: { id: loanId } }) });
