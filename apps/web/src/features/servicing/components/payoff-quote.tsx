// The payoff quote box (issue 19 item 8): for a date, what it takes to pay the loan off, part by
// part. Default interest (the default rate's excess over the note rate, its own bucket) is a line
// of its own with the date the default began, whenever the loan is in default or owes any.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { endpointPaths, formatUsDate, type ServicingPayoffWire } from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { pathWith } from '../../../lib/contract-client';
import { downloadFile } from '../../../lib/download';
import { usePayoffQuote } from '../api/servicing-api';
import { formatMoney as money } from './servicing-tables';

const today = () => new Date().toISOString().slice(0, 10);
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;

const Row = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Group justify="space-between" gap="xs" data-testid={testId}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500}>
      {value}
    </Text>
  </Group>
);

/**
 * "Default interest" with the date the default began, when there is one, printed by the domain's
 * date format of the screen (staff's US date, the borrower area's date in words).
 */
export const defaultInterestLabel = (since: string | null, formatDate: (date: string) => string) =>
  since ? `Default interest (since ${formatDate(since)})` : 'Default interest';

/** The quote's parts; the default interest and interest reserve lines only when they apply. */
export const PayoffLines = ({
  quote,
  inDefault,
  formatDate,
}: {
  quote: ServicingPayoffWire;
  inDefault: boolean;
  formatDate: (date: string) => string;
}) => (
  <Stack gap={2} data-testid="payoff-quote">
    <Row label="Principal" value={money(quote.principal)} />
    <Row label="Interest to date" value={money(quote.interest)} />
    {(inDefault || quote.default_interest !== '0.00') && (
      <Row
        label={defaultInterestLabel(quote.default_since, formatDate)}
        value={money(quote.default_interest)}
        testId="payoff-default-interest"
      />
    )}
    <Row label="Fees" value={money(quote.fees)} />
    <Row label="Less suspense" value={money(quote.suspense)} />
    {quote.interest_reserve !== '0.00' && (
      <Row label="Less interest reserve" value={money(quote.interest_reserve)} />
    )}
    <Row label="Payoff amount" value={money(quote.payoff_amount)} />
    <Row label="Per diem" value={money(quote.per_diem)} />
  </Stack>
);

/** Staff's payoff quote on the Servicing tab, with the payoff letter of the same date. */
export const PayoffQuote = ({ loanId, inDefault }: { loanId: string; inDefault: boolean }) => {
  const [date, setDate] = useState(today());
  const quote = usePayoffQuote(loanId, date || null);
  const [letterError, setLetterError] = useState<unknown>(null);
  const downloadLetter = () => {
    setLetterError(null);
    downloadFile(pathWith(endpointPaths.getServicingLoanByLoanIdPayoffLetter.path, { loanId }), {
      query: { date },
      fallbackName: `Payoff Letter ${date}.pdf`,
    }).catch(setLetterError);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={6} mb="xs">
        Payoff quote
      </Title>
      <TextInput
        label="Payoff date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
        w={180}
      />
      {quote.data && (
        <Stack gap={2} mt="xs">
          <PayoffLines quote={quote.data} inDefault={inDefault} formatDate={formatUsDate} />
          <Button size="xs" variant="light" mt="xs" onClick={downloadLetter}>
            Download payoff letter (PDF)
          </Button>
        </Stack>
      )}
      {Boolean(letterError) && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(letterError)}
        </Text>
      )}
      {quote.error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(quote.error)}
        </Text>
      )}
    </Paper>
  );
};
