import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getLoan } from '../../features/loan-detail/api/get-loan';
import { LoanAssistant } from '../../features/loan-assistant/components/loan-assistant';
import { LoanDocumentsPanel } from '../../features/loan-documents/components/loan-documents-panel';

/** What sits over a loan page (issue 9): the loan documents panel and the loan assistant. */
export const LoanOverlays = () => {
  const { id = '' } = useParams();
  const loan = useQuery({
    queryKey: ['loan-overlays', id],
    queryFn: () => getLoan(id),
    staleTime: 60_000,
    retry: false,
  });
  if (!loan.data) return null;
  return (
    <>
      <LoanDocumentsPanel loanId={loan.data.id} loanName={loan.data.name} />
      <LoanAssistant loanId={loan.data.id} />
    </>
  );
};
