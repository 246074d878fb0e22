import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// GET /loan/{id}/get-sponsor-link (000 §7): a signed link valid 7 days, for the loan's sponsor
// (its first borrower). Asked for when staff open the dialog, so each opening gives a fresh link.
export type SponsorLink = {
  url: string;
  expires_epoch: number;
  borrower_id: string;
  name: string;
  email: string | null;
  staff_url: string | null;
};

export const useSponsorLink = (loanId: string) =>
  useMutation({ mutationFn: () => api.get<SponsorLink>(`/loan/${loanId}/get-sponsor-link`) });
