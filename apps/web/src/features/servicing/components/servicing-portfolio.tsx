// The portfolio servicing view on /portfolio (issue 19 item 9): totals (outstanding principal,
// interest collected this month, loans per delinquency bucket, maturing in 30/60/90 days), then one
// row per Funded boarded loan, the loans past due first; a CSV export of the same rows.
import { Badge, Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import {
  DELINQUENCY_BUCKETS,
  endpointPaths,
  formatUsDate,
  type ServicingPortfolioWire,
} from '@lending/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useServicingPortfolio } from '../api/portfolio-api';
import { formatMoney as money } from './servicing-tables';
import { NachaDownload } from './nacha-download';

const BUCKET_COLORS: Record<string, string> = {
  current: 'green',
  '1-29': 'yellow',
  '30-59': 'orange',
  '60-89': 'red',
  '90+': 'red',
};

const Stat = ({ label, value }: { label: string; value: string }) => (
  <Paper withBorder p="xs" radius="md">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={600}>{value}</Text>
  </Paper>
);

const Totals = ({ totals }: { totals: ServicingPortfolioWire['totals'] }) => (
  <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="servicing-portfolio-totals">
    <Stat label="Loans serviced" value={String(totals.loans)} />
    <Stat label="Outstanding principal" value={money(totals.outstanding_principal)} />
    <Stat label="Interest collected this month" value={money(totals.interest_this_month)} />
    <Stat
      label="Maturing in 30 / 60 / 90 days"
      value={`${totals.maturing[30]} / ${totals.maturing[60]} / ${totals.maturing[90]}`}
    />
    {DELINQUENCY_BUCKETS.map((bucket) => (
      <Stat
        key={bucket}
        label={bucket === 'current' ? 'Current' : `${bucket} days past due`}
        value={String(totals.buckets[bucket])}
      />
    ))}
  </SimpleGrid>
);

export const ServicingPortfolio = () => {
  const portfolio = useServicingPortfolio();
  const [csvError, setCsvError] = useState<unknown>(null);
  if (!portfolio.data) return null;
  const rows = [...portfolio.data.loans].sort((a, b) => b.days_past_due - a.days_past_due);
  const exportCsv = () => {
    setCsvError(null);
    downloadFile(endpointPaths.getServicingPortfolio.path, {
      query: { format: 'csv' },
      fallbackName: 'Servicing portfolio.csv',
    }).catch(setCsvError);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="servicing-portfolio-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="servicing-portfolio-title">
          Servicing
        </Title>
        <Group gap="xs" align="end">
          <NachaDownload />
          <Button size="xs" variant="light" onClick={exportCsv}>
            Export servicing CSV
          </Button>
        </Group>
      </Group>
      {csvError instanceof ApiError && (
        <Text c="red" size="sm" role="alert">
          {csvError.body.message}
        </Text>
      )}
      <Totals totals={portfolio.data.totals} />
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720} mt="sm">
          <Table striped withTableBorder fz="sm" data-testid="servicing-portfolio">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Loan</Table.Th>
                <Table.Th ta="right">Outstanding principal</Table.Th>
                <Table.Th>Next due</Table.Th>
                <Table.Th ta="right">Days past due</Table.Th>
                <Table.Th>Delinquency</Table.Th>
                <Table.Th>Maturity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((loan) => (
                <Table.Tr key={loan.loan_id}>
                  <Table.Td>
                    <Link to={`/loan/${loan.loan_id}`}>
                      {loan.human_id} {loan.name}
                    </Link>
                  </Table.Td>
                  <Table.Td ta="right">{money(loan.outstanding_principal)}</Table.Td>
                  <Table.Td>{loan.next_due_date ? formatUsDate(loan.next_due_date) : '-'}</Table.Td>
                  <Table.Td ta="right">{loan.days_past_due}</Table.Td>
                  <Table.Td>
                    <Badge color={BUCKET_COLORS[loan.bucket]} variant="light">
                      {loan.bucket === 'current' ? 'Current' : `${loan.bucket} days`}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {formatUsDate(loan.maturity_date)}
                    {loan.maturing_within !== null && ` (within ${loan.maturing_within} days)`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
};
