// The servicing part of the borrower's and broker's personal area (issue 19 item 4): for each of
// their boarded loans a card with the principal balance, the next payment date and amount, days
// past due, the holdbacks left and the monthly statements; a payoff letter for any date up to 90
// days ahead, and a draw request against the construction budget with photos and invoices.
// Dates read in words ('Dec 1, 2026', the domain's formatLongDate) like the rest of the personal
// area, whose to-do card names the same due date; staff's Servicing tab shows US dates (12/01/2026).
import {
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { endpointPaths, formatLongDate, type ServicingMineWire } from '@lending/domain';
import { useState } from 'react';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { ApiError } from '../../../lib/api-client';
import { pathWith } from '../../../lib/contract-client';
import { downloadFile } from '../../../lib/download';
import { useRequestDraw, useServicingDraws, useServicingMine } from '../api/servicing-draws-api';
import { DrawList } from './draw-list';
import { PayFromAccount } from './ach-pay';
import { formatMoney as money } from '../components/servicing-tables';
import { defaultInterestLabel, PayoffLines } from '../components/payoff-quote';
import { usePayoffQuote } from '../api/servicing-api';

type Loan = ServicingMineWire['loans'][number];

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const Figure = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600} data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

const DrawRequest = ({ loanId, onDone }: { loanId: string; onDone: () => void }) => {
  const draws = useServicingDraws(loanId);
  const request = useRequestDraw(loanId);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  if (!draws.data) return <Text c="dimmed">Loading the budget…</Text>;
  if (draws.data.budget.length === 0) return <Text>This loan has no construction holdback to draw on.</Text>;
  const submit = () => {
    const lines = Object.entries(amounts)
      .filter(([, amount]) => amount.trim() !== '')
      .map(([line, amount]) => ({ line, amount: amount.replace(/[$,\s]/g, '') }));
    request.mutate({ lines, note, files }, { onSuccess: onDone });
  };
  return (
    <Stack gap="sm">
      <Text size="sm">Holdback left: {money(draws.data.holdback_left)}</Text>
      {draws.data.budget.map((b) => (
        <TextInput
          key={b.line}
          label={`${b.label} (left ${money(b.left)})`}
          inputMode="decimal"
          value={amounts[b.line] ?? ''}
          onChange={(e) => setAmounts({ ...amounts, [b.line]: e.currentTarget.value })}
        />
      ))}
      <Textarea
        label="What the draw pays for"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <FileInput
        label="Photos and invoices"
        multiple
        accept="image/jpeg,image/png,image/heic,application/pdf"
        value={files}
        onChange={setFiles}
        clearable
      />
      {request.error && (
        <Text c="red" size="sm" role="alert">
          {errorText(request.error)}
        </Text>
      )}
      <Button loading={request.isPending} onClick={submit}>
        Send draw request
      </Button>
    </Stack>
  );
};

const StatusOf = ({ loan }: { loan: Loan }) => (
  <Badge
    style={{ flexShrink: 0 }}
    color={loan.status === 'paid_off' ? 'green' : loan.days_past_due > 0 ? 'red' : 'blue'}
  >
    {loan.status === 'paid_off' ? 'Paid off' : loan.days_past_due > 0 ? 'Past due' : 'Current'}
  </Badge>
);

const nextPayment = (loan: Loan) =>
  loan.next_due ? `${money(loan.next_due.payment)} on ${formatLongDate(loan.next_due.due_date)}` : 'None';

const ServicingCard = ({ loan, compact }: { loan: Loan; compact: boolean }) => {
  // Compact (the personal page on a phone, issue 21): one line of balance, next payment and days
  // past due; the rest (holdbacks, payoff letter, draws, statements) opens on demand.
  const [isOpen, setOpen] = useState(!compact);
  return (
    <Card withBorder radius="md" padding="md" data-testid="servicing-card" data-open={isOpen}>
      {compact && (
        <UnstyledButton
          onClick={() => setOpen(!isOpen)}
          aria-expanded={isOpen}
          w="100%"
          mb={isOpen ? 'xs' : 0}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {isOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} lineClamp={2}>
                  {loan.name}
                </Text>
                <StatusOf loan={loan} />
              </Group>
              <Text size="sm" data-testid="servicing-summary">
                Balance {money(loan.principal)}
                {loan.status === 'paid_off'
                  ? ' · nothing due'
                  : ` · next ${nextPayment(loan)} · ${loan.days_past_due} days past due`}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      )}
      {isOpen && <ServicingDetails loan={loan} compact={compact} />}
    </Card>
  );
};

const ServicingDetails = ({ loan, compact }: { loan: Loan; compact: boolean }) => {
  const [date, setDate] = useState(isoIn(0));
  const [drawOpen, setDrawOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const quote = usePayoffQuote(loan.loan_id, loan.status === 'active' && date ? date : null);
  const loanId = loan.loan_id;
  const download = (path: string, fallbackName: string, query?: Record<string, string>) => {
    setError(null);
    downloadFile(path, { fallbackName, query }).catch(setError);
  };
  return (
    <>
      {!compact && (
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text fw={600} lineClamp={2}>
            {loan.name}
          </Text>
          <StatusOf loan={loan} />
        </Group>
      )}
      <Group gap="lg" mb="sm">
        <Figure label="Principal balance" value={money(loan.principal)} testId="card-principal" />
        <Figure label="Next payment" value={nextPayment(loan)} />
        <Figure label="Days past due" value={String(loan.days_past_due)} />
        {(loan.in_default || loan.default_interest !== '0.00') && (
          <Figure
            label={defaultInterestLabel(loan.default_since, formatLongDate)}
            value={money(loan.default_interest)}
            testId="card-default-interest"
          />
        )}
        <Figure label="Interest reserve left" value={money(loan.interest_reserve_left)} />
        <Figure
          label="Construction holdback left"
          value={money(loan.construction_holdback_left)}
          testId="card-holdback"
        />
      </Group>
      {loan.status === 'active' && (
        <Group align="end" gap="xs" mb="sm">
          <TextInput
            type="date"
            label="Payoff letter for"
            value={date}
            min={isoIn(0)}
            max={isoIn(90)}
            onChange={(e) => setDate(e.currentTarget.value)}
            w={170}
          />
          <Button
            variant="light"
            onClick={() =>
              download(
                pathWith(endpointPaths.getServicingLoanByLoanIdPayoffLetter.path, { loanId }),
                `Payoff Letter ${date}.pdf`,
                {
                  date,
                },
              )
            }
          >
            Payoff letter (PDF)
          </Button>
          <PayFromAccount loan={loan} />
          {Number(loan.construction_holdback_left) > 0 && (
            <Button onClick={() => setDrawOpen(true)}>Request a draw</Button>
          )}
        </Group>
      )}
      {loan.status === 'active' && quote.data && (
        <Stack gap={0} mb="sm" maw={420}>
          <Text size="sm" fw={600}>
            Payoff on {formatLongDate(quote.data.date)}
          </Text>
          <PayoffLines quote={quote.data} inDefault={loan.in_default} formatDate={formatLongDate} />
        </Stack>
      )}
      <DrawList loanId={loanId} />
      <Title order={6}>Statements</Title>
      {loan.statements.length === 0 && (
        <Text size="sm" c="dimmed">
          No statements yet.
        </Text>
      )}
      {loan.statements.slice(0, 6).map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap" data-testid="card-statement">
          <Text size="sm">
            Statement to {formatLongDate(s.period_end)}: {money(s.amount_due)} due{' '}
            {s.due_date ? formatLongDate(s.due_date) : '—'}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            style={{ flexShrink: 0 }}
            onClick={() =>
              download(
                pathWith(endpointPaths.getServicingLoanByLoanIdStatementsByStatementId.path, {
                  loanId,
                  statementId: s.id,
                }),
                `Statement ${s.period_end}.pdf`,
              )
            }
          >
            PDF
          </Button>
        </Group>
      ))}
      {Boolean(error) && (
        <Text c="red" size="sm" role="alert">
          {errorText(error)}
        </Text>
      )}
      <Modal
        opened={drawOpen}
        onClose={() => setDrawOpen(false)}
        title="Request a draw"
        fullScreen={window.innerWidth < 600}
      >
        <DrawRequest loanId={loan.loan_id} onDone={() => setDrawOpen(false)} />
      </Modal>
    </>
  );
};

/** Mounted on /personal through the personal slot (app/ puts features together). */
export const ServicingCards = ({ compact = false }: { compact?: boolean }) => {
  const mine = useServicingMine();
  if (!mine.data || mine.data.loans.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="servicing-cards">
      <Title order={4}>Your loans in servicing</Title>
      {mine.data.loans.map((loan) => (
        <ServicingCard key={loan.loan_id} loan={loan} compact={compact} />
      ))}
    </Stack>
  );
};
