import { Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useLoan } from '../../features/loan-detail/api/get-loan';
import { PANEL_PARAMS } from '../../features/loan-documents/hooks/use-panel-state';
import { lazyComponent, whenIdleAfterLoad } from '../../lib/when-idle';

// Issue 21, phone LCP: the overlays' code (the documents browser with its forms and zod schemas,
// the assistant's chat) is not needed for the loan page's first screen: fetched once the page has
// loaded and the browser is idle, or at once when the URL asks for the documents panel.
const LoanDocumentsPanel = lazyComponent(
  () => import('../../features/loan-documents/components/loan-documents-panel'),
  'LoanDocumentsPanel',
);
const LoanAssistant = lazyComponent(
  () => import('../../features/loan-assistant/components/loan-assistant'),
  'LoanAssistant',
);

/**
 * What sits over a loan page (issue 9): the loan documents panel and the loan assistant. They
 * share the page's own loan query (one GET /loan/{id} per page, not a second one). Each has its
 * own Suspense boundary: while their code loads the loan page shows (it never waits for them).
 */
export const LoanOverlays = () => {
  const { id = '' } = useParams();
  const loan = useLoan(id);
  const [params] = useSearchParams();
  const isPanelAsked = PANEL_PARAMS.some((name) => params.has(name));
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  if (!loan.data) return null;
  return (
    <>
      {(isIdle || isPanelAsked) && (
        <Suspense fallback={null}>
          <LoanDocumentsPanel loanId={loan.data.id} loanName={loan.data.name} />
        </Suspense>
      )}
      {isIdle && (
        <Suspense fallback={null}>
          <LoanAssistant loanId={loan.data.id} />
        </Suspense>
      )}
    </>
  );
};
