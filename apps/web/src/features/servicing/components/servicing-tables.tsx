import { Button, Table, Text } from '@mantine/core';
import {
  formatCurrency,
  formatUsDate,
  type SchedulePreviewWire,
  type ServicingSummaryWire,
} from '@lending/domain';

// Issue 23 item 6: the domain's one money format (cents always shown in a schedule) and US dates.
const money = (value: string) => formatCurrency(value, { cents: true });

export const ScheduleTable = ({ schedule }: { schedule: SchedulePreviewWire }) => (
  <Table striped withTableBorder fz="sm" data-testid="servicing-schedule">
    <Table.Thead>
      <Table.Tr>
        <Table.Th>#</Table.Th>
        <Table.Th>Due</Table.Th>
        <Table.Th>Days</Table.Th>
        <Table.Th ta="right">Rate</Table.Th>
        <Table.Th ta="right">Interest</Table.Th>
        <Table.Th ta="right">Principal</Table.Th>
        <Table.Th ta="right">Payment</Table.Th>
        <Table.Th ta="right">Balance</Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {schedule.lines.map((line) => (
        <Table.Tr key={line.number}>
          <Table.Td>{line.number}</Table.Td>
          <Table.Td>{formatUsDate(line.due_date)}</Table.Td>
          <Table.Td>{line.days}</Table.Td>
          <Table.Td ta="right">{line.rate}%</Table.Td>
          <Table.Td ta="right">{money(line.interest)}</Table.Td>
          <Table.Td ta="right">{money(line.principal)}</Table.Td>
          <Table.Td ta="right">{money(line.payment)}</Table.Td>
          <Table.Td ta="right">{money(line.balance)}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

type Posting = {
  id: number;
  source: string;
  account: string;
  effective_date: string;
  amount: string;
  posted_at: string;
};

export const LedgerTable = ({ postings }: { postings: Posting[] }) =>
  postings.length === 0 ? (
    <Text c="dimmed">No postings</Text>
  ) : (
    <Table striped withTableBorder fz="sm" data-testid="servicing-ledger">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Effective</Table.Th>
          <Table.Th>Posted</Table.Th>
          <Table.Th>Source</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {postings.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>{formatUsDate(p.effective_date)}</Table.Td>
            <Table.Td>{formatUsDate(p.posted_at)}</Table.Td>
            <Table.Td>{p.source.split(':')[0]}</Table.Td>
            <Table.Td>{p.account.replace('_', ' ')}</Table.Td>
            <Table.Td ta="right">{Number(p.amount) > 0 ? money(p.amount) : ''}</Table.Td>
            <Table.Td ta="right">{Number(p.amount) < 0 ? money(p.amount.slice(1)) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

export const formatMoney = money;

type Payment = ServicingSummaryWire['payments'][number];

/** Each payment and its split through the waterfall; admins may reverse one (a returned ACH, a bounced check). */
export const PaymentsTable = ({
  payments,
  onReverse,
}: {
  payments: Payment[];
  onReverse?: (id: string) => void;
}) =>
  payments.length === 0 ? (
    <Text c="dimmed">No payments yet</Text>
  ) : (
    <Table striped withTableBorder fz="sm" data-testid="servicing-payments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Effective</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Fees</Table.Th>
          <Table.Th ta="right">Interest</Table.Th>
          <Table.Th ta="right">Principal</Table.Th>
          <Table.Th ta="right">Suspense</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((p) => (
          <Table.Tr key={p.id} style={p.reversed ? { textDecoration: 'line-through' } : undefined}>
            <Table.Td>{formatUsDate(p.effective_date)}</Table.Td>
            <Table.Td ta="right">{money(p.amount)}</Table.Td>
            <Table.Td ta="right">{money(p.fees)}</Table.Td>
            <Table.Td ta="right">{money(p.interest)}</Table.Td>
            <Table.Td ta="right">{money(p.principal)}</Table.Td>
            <Table.Td ta="right">{money(p.suspense)}</Table.Td>
            <Table.Td>
              {p.reversed ? (
                <Text size="xs" c="dimmed">
                  Reversed
                </Text>
              ) : (
                onReverse && (
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => onReverse(p.id)}>
                    Reverse
                  </Button>
                )
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
