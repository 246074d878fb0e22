import { Stack, Title } from '@mantine/core';
import { useContext } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LOAN_STATUS_LABELS, PORTFOLIO_LOAN_STATUSES } from '@lending/domain';
import { LoansScreen } from '../components/loans-screen';
import { PortfolioSlotContext } from '../../../shared/portfolio-slot/portfolio-slot';

const CARD_LABELS: Record<string, string> = { ...LOAN_STATUS_LABELS };

/**
 * Spec 002 §2.6: title 'Portfolio', archived toggle, list or map of Funded and Paid-Off loans.
 * The optional :filter is the selected status card; the hash (#archive) stays in the URL.
 */
export const PortfolioPage = () => {
  const { filter } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Sections other features add (the servicing view, issue 19), provided by app/.
  const slot = useContext(PortfolioSlotContext);
  const status = PORTFOLIO_LOAN_STATUSES.find((item) => item.toLowerCase() === filter?.toLowerCase()) ?? null;
  const onStatusChange = (next: string | null) =>
    void navigate({ pathname: next ? `/portfolio/${next}` : '/portfolio', hash }, { replace: true });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Portfolio
      </Title>
      {slot}
      <LoansScreen
        cardStatuses={PORTFOLIO_LOAN_STATUSES}
        cardLabels={CARD_LABELS}
        isPortfolio
        isDashboard={false}
        status={status}
        onStatusChange={onStatusChange}
      />
    </Stack>
  );
};
