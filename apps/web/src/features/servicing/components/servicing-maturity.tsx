// Maturity, extensions and default on the Servicing tab (issue 19 items 4, 7 and 8): the maturity
// as extended, extensions used and allowed, the default date and rate; admins extend (after a
// confirm dialog naming the new maturity, the fee and the rate), set or clear a default and apply
// the funds held in suspense.
import { Anchor, Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { formatUsDate, SIGNING_STATUS_LABELS, type ServicingSummaryWire } from '@lending/domain';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ApiError } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useExtendLoan, useServicingAction } from '../api/servicing-api';
import { formatMoney as money } from './servicing-tables';

type Props = { loanId: string; summary: ServicingSummaryWire; isAdmin: boolean };

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.body.message : error ? 'Something went wrong' : null;
const today = () => new Date().toISOString().slice(0, 10);

/** The maturity `months` after `date` (the same day of the month, clamped to the month's end). */
const addMonths = (date: string, months: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
};

const SIGNING_COLOR = { sent: 'dimmed', viewed: 'blue', signed: 'green', declined: 'red' } as const;

/** Each extension agreement's signing status (sent, viewed, signed, declined) and its signers'. */
const Agreements = ({ agreements }: { agreements: ServicingSummaryWire['extension_agreements'] }) =>
  (agreements ?? []).map((a) => (
    <Group key={a.extension_id} justify="space-between" gap="xs" data-testid="extension-agreement">
      <Text size="sm" c="dimmed">
        Extension agreement of {formatUsDate(a.effective_date)}
      </Text>
      <Text size="sm" fw={500} c={SIGNING_COLOR[a.status]}>
        {SIGNING_STATUS_LABELS[a.status]}
        {a.signers.length > 1 &&
          ` (${a.signers.map((s) => `${s.name}: ${SIGNING_STATUS_LABELS[s.status].toLowerCase()}`).join(', ')})`}
      </Text>
    </Group>
  ));

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

export const MaturityPanel = ({ loanId, summary, isAdmin }: Props) => {
  const extend = useExtendLoan(loanId);
  const action = useServicingAction(loanId);
  const [confirming, setConfirming] = useState(false);
  const [defaultDate, setDefaultDate] = useState(today());
  const { extensions, default: inDefault } = summary;
  const left = extensions.allowed - extensions.used;
  const canAct = isAdmin && summary.status === 'active';
  const newMaturity = addMonths(summary.maturity_date, extensions.period_months);
  const agreement = extend.data?.agreement_url;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="servicing-maturity">
      <Title order={6} mb="xs">
        Maturity and default
      </Title>
      <Row label="Maturity" value={formatUsDate(summary.maturity_date)} />
      <Row label="Extensions used" value={`${extensions.used} of ${extensions.allowed}`} />
      {extensions.allowed > 0 && (
        <Row
          label="Extension terms"
          value={`${extensions.period_months} months, fee ${extensions.fee_percent}%${extensions.rate ? `, rate ${extensions.rate}%` : ''}`}
        />
      )}
      <Agreements agreements={summary.extension_agreements} />
      <Row
        label="Default"
        value={
          inDefault.in_default
            ? `Since ${formatUsDate(inDefault.since)} at ${inDefault.rate}%`
            : 'Not in default'
        }
      />
      <Row label="Default interest" value={money(summary.balances.default_interest)} />
      {canAct && (
        <Group gap="xs" mt="sm" align="end" wrap="wrap">
          <Button size="compact-sm" disabled={left <= 0} onClick={() => setConfirming(true)}>
            Extend
          </Button>
          <TextInput
            label="Default date"
            type="date"
            size="xs"
            value={defaultDate}
            onChange={(e) => setDefaultDate(e.currentTarget.value)}
            w={150}
          />
          <Button
            size="compact-sm"
            variant="light"
            color={inDefault.in_default ? 'gray' : 'red'}
            loading={action.isPending}
            onClick={() =>
              action.mutate({ action: inDefault.in_default ? 'default/clear' : 'default', date: defaultDate })
            }
          >
            {inDefault.in_default ? 'Clear default' : 'Set default'}
          </Button>
          {summary.balances.suspense !== '0.00' && (
            <Button
              size="compact-sm"
              variant="light"
              loading={action.isPending}
              onClick={() => action.mutate({ action: 'suspense/apply' })}
            >
              Apply suspense
            </Button>
          )}
        </Group>
      )}
      {extend.data && (
        <Text size="sm" mt="xs" role="status">
          Extended to {formatUsDate(extend.data.maturity_date)}; fee {money(extend.data.fee)}.{' '}
          {agreement && (
            <Anchor
              component="button"
              size="sm"
              onClick={() =>
                void downloadFile(agreement.replace(/^\/api/, ''), {
                  fallbackName: 'Extension Agreement.pdf',
                })
              }
            >
              Extension agreement (PDF)
            </Anchor>
          )}
        </Text>
      )}
      {(extend.error || action.error) && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errorText(extend.error ?? action.error)}
        </Text>
      )}
      <ConfirmModal
        opened={confirming}
        title="Extend the loan"
        message={`Move maturity from ${formatUsDate(summary.maturity_date)} to ${formatUsDate(newMaturity)} (${extensions.period_months} months)? The extension fee of ${extensions.fee_percent}% of the principal is charged${extensions.rate ? ` and interest accrues at ${extensions.rate}% from today` : ''}.`}
        confirmLabel="Extend"
        isLoading={extend.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => extend.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
};
