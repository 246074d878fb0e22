// The Servicing tab's review, holdbacks, draws and statements (issue 19 items 1, 3, 6): until staff
// confirm the boarded terms the tab says they await review; staff approve (all or part), fund or
// reject draws; everyone who may see the loan downloads its monthly statements.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  endpointPaths,
  formatUsDate,
  type ServicingDrawWire,
  type ServicingSummaryWire,
} from '@lending/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { pathWith } from '../../../lib/contract-client';
import {
  useConfirmTerms,
  useDecideDraw,
  useServicingDraws,
  useSetTerms,
  useServicingStatements,
} from '../api/servicing-draws-api';
import { fundBlockedBy, InspectionActions, InspectionNote, InspectionState } from './draw-inspection';
import { formatMoney as money } from './servicing-tables';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;

export const TermsReview = ({
  loanId,
  summary,
  isAdmin,
}: {
  loanId: string;
  summary: ServicingSummaryWire;
  isAdmin: boolean;
}) => {
  const confirm = useConfirmTerms(loanId);
  const setTerms = useSetTerms(loanId);
  const draws = useServicingDraws(loanId, isAdmin && !summary.confirmed_at);
  if (summary.confirmed_at)
    return (
      <Text size="sm" c="dimmed" data-testid="terms-confirmed">
        Terms confirmed on {formatUsDate(summary.confirmed_at)}
      </Text>
    );
  return (
    <Alert color="yellow" title="The boarded terms await review" data-testid="terms-await-review">
      <Stack gap="xs">
        <Text size="sm">
          Check the principal, rate, day count, schedule and holdbacks below against the commitment before
          confirming.
        </Text>
        {isAdmin && (
          <Group>
            <Switch
              size="sm"
              label="Inspect the work before each draw is funded"
              checked={draws.data?.inspection_required ?? true}
              disabled={!draws.data || setTerms.isPending}
              onChange={(e) => setTerms.mutate({ draw_inspection_required: e.currentTarget.checked })}
              data-testid="terms-inspection-required"
            />
            <Button size="xs" loading={confirm.isPending} onClick={() => confirm.mutate(undefined)}>
              Confirm terms
            </Button>
            {(confirm.error ?? setTerms.error) && (
              <Text c="red" size="sm" role="alert">
                {errorText(confirm.error ?? setTerms.error)}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
};

export const Holdbacks = ({ summary }: { summary: ServicingSummaryWire }) => (
  <Group gap="xl" data-testid="holdbacks">
    <Text size="sm">
      Interest reserve left: <b>{money(summary.holdbacks.interest_reserve_left)}</b> of{' '}
      {money(summary.holdbacks.interest_reserve)}
    </Text>
    <Text size="sm">
      Construction holdback left: <b>{money(summary.holdbacks.construction_reserve_left)}</b> of{' '}
      {money(summary.holdbacks.construction_reserve)}
    </Text>
  </Group>
);

const STATUS_COLOR = { requested: 'yellow', approved: 'blue', funded: 'green', rejected: 'red' } as const;

const DrawActions = ({
  loanId,
  draw,
  inspectionRequired,
}: {
  loanId: string;
  draw: ServicingDrawWire;
  inspectionRequired: boolean;
}) => {
  const decide = useDecideDraw(loanId);
  const blocked = fundBlockedBy(draw, inspectionRequired);
  const [amount, setAmount] = useState(draw.requested);
  const [reason, setReason] = useState('');
  return (
    <Stack gap={4}>
      {draw.status === 'requested' && (
        <Group gap="xs" align="end">
          <TextInput
            size="xs"
            label="Approve amount"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            w={130}
          />
          <Button
            size="xs"
            onClick={() => decide.mutate({ drawId: draw.id, step: 'approve', body: { amount } })}
          >
            Approve
          </Button>
          <TextInput
            size="xs"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            w={160}
          />
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => decide.mutate({ drawId: draw.id, step: 'reject', body: { reason } })}
          >
            Reject
          </Button>
        </Group>
      )}
      <InspectionActions loanId={loanId} draw={draw} />
      {draw.status === 'approved' && (
        <Group gap="xs">
          <Button
            size="xs"
            disabled={blocked !== null}
            onClick={() => decide.mutate({ drawId: draw.id, step: 'fund', body: {} })}
          >
            Fund draw
          </Button>
          {blocked && (
            <Text size="sm" c="dimmed" data-testid="fund-blocked">
              {blocked}
            </Text>
          )}
        </Group>
      )}
      {decide.error && (
        <Text c="red" size="sm" role="alert">
          {errorText(decide.error)}
        </Text>
      )}
    </Stack>
  );
};

export const DrawsPanel = ({ loanId, isAdmin }: { loanId: string; isAdmin: boolean }) => {
  const draws = useServicingDraws(loanId);
  if (!draws.data) return <Text c="dimmed">Loading draws…</Text>;
  return (
    <Stack gap="sm" data-testid="draws-panel">
      <Text size="sm">
        Construction holdback left: <b>{money(draws.data.holdback_left)}</b> of {money(draws.data.holdback)}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Budget line</Table.Th>
              <Table.Th>Budget</Table.Th>
              <Table.Th>Drawn</Table.Th>
              <Table.Th>Left</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draws.data.budget.map((b) => (
              <Table.Tr key={b.line}>
                <Table.Td>{b.label}</Table.Td>
                <Table.Td>{money(b.budget)}</Table.Td>
                <Table.Td>{money(b.drawn)}</Table.Td>
                <Table.Td>{money(b.left)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {draws.data.draws.length === 0 && <Text c="dimmed">No draws yet.</Text>}
      {draws.data.draws.map((draw) => (
        <Paper key={draw.id} withBorder p="sm" radius="md" data-testid="draw">
          <Group justify="space-between">
            <Text fw={500}>
              Draw of {money(draw.requested)}
              {draw.approved && draw.approved !== draw.requested ? ` (approved ${money(draw.approved)})` : ''}
            </Text>
            <Group gap="xs">
              <InspectionState draw={draw} formatDate={formatUsDate} />
              <Badge color={STATUS_COLOR[draw.status]}>{draw.status}</Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {draw.lines.map((l) => `${l.label} ${money(l.amount)}`).join(', ')} · requested{' '}
            {formatUsDate(draw.requested_at)}
            {draw.funded_date ? ` · funded ${formatUsDate(draw.funded_date)}` : ''}
            {draw.reason ? ` · ${draw.reason}` : ''}
          </Text>
          {draw.note && <Text size="sm">{draw.note}</Text>}
          <InspectionNote draw={draw} />
          {draw.files.map((f) => (
            <Button
              key={f.id}
              size="compact-sm"
              variant="subtle"
              onClick={() =>
                void downloadFile(
                  pathWith(endpointPaths.getServicingLoanByLoanIdDrawsByDrawIdFilesByFileId.path, {
                    loanId,
                    drawId: draw.id,
                    fileId: f.id,
                  }),
                  {
                    fallbackName: f.file_name,
                  },
                )
              }
            >
              {f.file_name}
            </Button>
          ))}
          {isAdmin && (
            <DrawActions loanId={loanId} draw={draw} inspectionRequired={draws.data.inspection_required} />
          )}
        </Paper>
      ))}
    </Stack>
  );
};

export const StatementsList = ({ loanId }: { loanId: string }) => {
  const statements = useServicingStatements(loanId);
  const [error, setError] = useState<unknown>(null);
  if (!statements.data) return <Text c="dimmed">Loading statements…</Text>;
  if (statements.data.statements.length === 0)
    return <Text c="dimmed">No statements yet: the first comes after the first full month.</Text>;
  return (
    <Stack gap={4} data-testid="statements">
      <Title order={6}>Monthly statements</Title>
      {statements.data.statements.map((s) => (
        <Group key={s.id} justify="space-between">
          <Text size="sm">
            {formatUsDate(s.period_start)} to {formatUsDate(s.period_end)} · due{' '}
            {s.due_date ? formatUsDate(s.due_date) : '—'}: {money(s.amount_due)}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() =>
              downloadFile(
                pathWith(endpointPaths.getServicingLoanByLoanIdStatementsByStatementId.path, {
                  loanId,
                  statementId: s.id,
                }),
                {
                  fallbackName: `Statement ${s.period_end}.pdf`,
                },
              ).catch(setError)
            }
          >
            Download PDF
          </Button>
        </Group>
      ))}
      {Boolean(error) && (
        <Text c="red" size="sm" role="alert">
          {errorText(error)}
        </Text>
      )}
    </Stack>
  );
};
