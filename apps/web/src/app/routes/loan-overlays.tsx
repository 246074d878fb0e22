import { useParams } from 'react-router';
import { useLoan } from '../../features/loan-detail/api/get-loan';
import { LoanAssistant } from '../../features/loan-assistant/components/loan-assistant';
import { LoanDocumentsPanel } from '../../features/loan-documents/components/loan-documents-panel';

/**
 * What sits over a loan page (issue 9): the loan documents panel and the loan assistant. They
 * share the page's own loan query (one GET /loan/{id} per page, not a second one).
 */
export const LoanOverlays = () => {
  const { id = '' } = useParams();
  const loan = useLoan(id);
  if (!loan.data) return null;
  return (
    <>
      <LoanDocumentsPanel loanId={loan.data.id} loanName={loan.data.name} />
      <LoanAssistant loanId={loan.data.id} />
    </>
  );
};
