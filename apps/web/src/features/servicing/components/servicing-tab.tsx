import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { endpointPaths, formatUsDate, type ServicingSummaryWire } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { pathWith } from '../../../lib/contract-client';
import { downloadFile } from '../../../lib/download';
import {
  useBoardLoan,
  usePostPayment,
  useReversePayment,
  useServicingLedger,
  useServicingSchedule,
  useServicingSummary,
} from '../api/servicing-api';
import { DrawsPanel, Holdbacks, StatementsList, TermsReview } from './servicing-draws';
import { FloatingRate } from './floating-rate';
import { MaturityPanel } from './servicing-maturity';
import { defaultInterestLabel, PayoffQuote } from './payoff-quote';
import { formatMoney as money, LedgerTable, PaymentsTable, ScheduleTable } from './servicing-tables';

type Props = { loanId: string; loanState: string; isAdmin: boolean };

const today = () => new Date().toISOString().slice(0, 10);
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;

const Row = ({ label, value }: { label: string; value: string }) => (
  <Group justify="space-between" gap="xs">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500}>
      {value}
    </Text>
  </Group>
);

const PostPayment = ({ loanId }: { loanId: string }) => {
  const post = usePostPayment(loanId);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today());
  const [method, setMethod] = useState<string | null>('ach');
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={6} mb="xs">
        Post payment
      </Title>
      <Group align="end" gap="xs">
        <TextInput label="Amount" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} w={140} />
        <TextInput
          label="Effective date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Select label="Method" data={['ach', 'wire', 'check']} value={method} onChange={setMethod} w={100} />
        <Button
          loading={post.isPending}
          onClick={() =>
            post.mutate(
              { amount, effective_date: date, method: method ?? 'ach', idempotency_key: crypto.randomUUID() },
              { onSuccess: () => setAmount('') },
            )
          }
        >
          Post
        </Button>
      </Group>
      {post.error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(post.error)}
        </Text>
      )}
    </Paper>
  );
};

const Summary = ({ summary }: { summary: ServicingSummaryWire }) => (
  <SimpleGrid cols={{ base: 1, md: 3 }}>
    <Paper withBorder p="sm" radius="md">
      <Title order={6} mb="xs">
        Terms
      </Title>
      <Row label="Principal" value={money(summary.terms.principal)} />
      <Row label="Rate" value={`${summary.terms.annual_rate}% (${summary.terms.day_count})`} />
      <Row label="Funded" value={formatUsDate(summary.terms.funded_date)} />
      <Row label="First payment" value={formatUsDate(summary.terms.first_payment_date)} />
      <Row
        label="Term"
        value={`${summary.terms.term_months} months, ${summary.terms.amortization_months === 0 ? 'interest-only' : `${summary.terms.amortization_months}-month amortization`}`}
      />
    </Paper>
    <Paper withBorder p="sm" radius="md" data-testid="servicing-balances">
      <Title order={6} mb="xs">
        Balances as of {formatUsDate(summary.as_of)}
      </Title>
      <Row label="Principal" value={money(summary.balances.principal)} />
      <Row label="Interest" value={money(summary.balances.interest)} />
      {(summary.default.in_default || summary.balances.default_interest !== '0.00') && (
        <Row
          label={defaultInterestLabel(summary.default.since ?? summary.default.started, formatUsDate)}
          value={money(summary.balances.default_interest)}
        />
      )}
      <Row label="Fees" value={money(summary.balances.fees)} />
      <Row label="Suspense" value={money(summary.balances.suspense)} />
      <Row label="Total owed" value={money(summary.balances.total)} />
    </Paper>
    <Paper withBorder p="sm" radius="md">
      <Title order={6} mb="xs">
        Payments
      </Title>
      <Row
        label="Next due"
        value={
          summary.next_due
            ? `${formatUsDate(summary.next_due.due_date)}: ${money(summary.next_due.payment)}`
            : 'None'
        }
      />
      <Row label="Late periods" value={String(summary.late_periods.length)} />
      <Row label="Late fees assessed" value={String(summary.late_fees_assessed)} />
      <Row label="Payments posted" value={String(summary.payments.filter((p) => !p.reversed).length)} />
    </Paper>
  </SimpleGrid>
);

// The Servicing tab of the loan page (issue 19): the boarded loan's terms, balances (sums of the
// ledger's postings), schedule and ledger; admins board a Funded loan and post payments; everyone
// who sees the loan can ask for a payoff quote.
export const ServicingTab = ({ loanId, loanState, isAdmin }: Props) => {
  const summary = useServicingSummary(loanId);
  const [view, setView] = useState('schedule');
  const [csvError, setCsvError] = useState<unknown>(null);
  const downloadSchedule = () => {
    setCsvError(null);
    downloadFile(pathWith(endpointPaths.getServicingLoanByLoanIdSchedule.path, { loanId }), {
      query: { format: 'csv' },
      fallbackName: 'Schedule.csv',
    }).catch(setCsvError);
  };
  const schedule = useServicingSchedule(loanId, Boolean(summary.data) && view === 'schedule');
  const ledger = useServicingLedger(loanId, Boolean(summary.data) && view === 'ledger');
  const board = useBoardLoan(loanId);
  const reverse = useReversePayment(loanId);

  if (summary.isLoading) return <Text c="dimmed">Loading servicing…</Text>;
  if (summary.error instanceof ApiError && summary.error.status === 404) {
    return (
      <Stack gap="xs" data-testid="servicing-not-boarded">
        <Text c="dimmed">This loan is not boarded for servicing.</Text>
        {isAdmin && loanState === 'Funded' && (
          <Group>
            <Button loading={board.isPending} onClick={() => board.mutate({})}>
              Board for servicing
            </Button>
            {board.error && (
              <Text c="red" size="sm">
                {errorText(board.error)}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    );
  }
  if (summary.error || !summary.data) return <Alert color="red">{errorText(summary.error)}</Alert>;

  return (
    <Stack gap="md" data-testid="servicing-tab">
      <Group>
        <Badge color={summary.data.status === 'paid_off' ? 'green' : 'blue'}>
          {summary.data.status === 'paid_off' ? 'Paid off' : 'Active'}
        </Badge>
      </Group>
      <TermsReview loanId={loanId} summary={summary.data} isAdmin={isAdmin} />
      <Summary summary={summary.data} />
      <MaturityPanel loanId={loanId} summary={summary.data} isAdmin={isAdmin} />
      <FloatingRate loanId={loanId} canEdit={isAdmin && summary.data.status === 'active'} />
      <Holdbacks summary={summary.data} />
      <SimpleGrid cols={{ base: 1, md: isAdmin && summary.data.status === 'active' ? 2 : 1 }}>
        {isAdmin && summary.data.status === 'active' && <PostPayment loanId={loanId} />}
        <PayoffQuote loanId={loanId} inDefault={summary.data.default.in_default} />
      </SimpleGrid>
      <SegmentedControl
        value={view}
        onChange={setView}
        data={[
          { value: 'schedule', label: 'Schedule' },
          { value: 'payments', label: 'Payments' },
          { value: 'ledger', label: 'Ledger' },
          { value: 'draws', label: 'Draws' },
          { value: 'statements', label: 'Statements' },
        ]}
        w={520}
      />
      {view === 'schedule' && schedule.data && (
        <>
          <Group>
            <Button size="xs" variant="light" onClick={downloadSchedule}>
              Download schedule (CSV)
            </Button>
          </Group>
          <ScheduleTable schedule={schedule.data} />
        </>
      )}
      {Boolean(csvError) && (
        <Text c="red" size="sm" role="alert">
          {errorText(csvError)}
        </Text>
      )}
      {view === 'payments' && (
        <PaymentsTable
          payments={summary.data.payments}
          onReverse={
            isAdmin && summary.data.status === 'active'
              ? (paymentId) =>
                  reverse.mutate({ paymentId, reason: 'Reversed by staff from the Servicing tab' })
              : undefined
          }
        />
      )}
      {reverse.error && (
        <Text c="red" size="sm" role="alert">
          {errorText(reverse.error)}
        </Text>
      )}
      {view === 'ledger' && ledger.data && <LedgerTable postings={ledger.data.postings} />}
      {view === 'draws' && <DrawsPanel loanId={loanId} isAdmin={isAdmin} />}
      {view === 'statements' && <StatementsList loanId={loanId} />}
    </Stack>
  );
};
