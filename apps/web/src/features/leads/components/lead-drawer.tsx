import { Alert, Anchor, Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Lead } from '@lending/domain';
import { useConvertLead } from '../api/convert-lead';
import { useDeclineLead } from '../api/decline-lead';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadValues } from './lead-values';
import { messages, formatUsDateTime } from '@lending/domain';

type Props = { lead: Lead | null; onClose: () => void };

/** One lead with every submitted value; staff convert it into a loan or decline it (DESIGN.md §8). */
export const LeadDrawer = ({ lead, onClose }: Props) => {
  const convert = useConvertLead();
  const decline = useDeclineLead();
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  // /loan/{id} accepts the UUID or the human_id (docs/contract.md).
  const loanRef = convert.data?.human_id ?? lead?.loan_id ?? null;

  const close = () => {
    convert.reset();
    decline.reset();
    setIsDeclining(false);
    setReason('');
    onClose();
  };

  return (
    <Drawer opened={!!lead} onClose={close} position="right" size="lg" title={lead?.borrower_name ?? ''}>
      {lead && (
        <Stack gap="md" data-testid="lead-drawer">
          <Group gap="xs">
            <LeadStatusBadge status={convert.isSuccess ? 'converted' : lead.status} />
            <Text size="sm" c="dimmed">
              Submitted {formatUsDateTime(lead.created_epoch)}
            </Text>
          </Group>
          {loanRef && (
            <Alert color="green" title="Converted to a loan">
              {convert.data && convert.data.invited.length > 0 && (
                <Text size="sm" mb={4}>
                  Invitation sent to {convert.data.invited.join(', ')}
                </Text>
              )}
              <Anchor component={Link} to={`/loan/${loanRef}`} data-testid="lead-loan-link">
                Open loan {convert.data?.human_id ?? ''}
              </Anchor>
            </Alert>
          )}
          {lead.status === 'declined' && lead.decline_reason && (
            <Alert color="red" title="Declined">
              {lead.decline_reason}
            </Alert>
          )}
          {(convert.isError || decline.isError) && (
            <Alert color="red">
              {(convert.error ?? decline.error)?.message || messages.somethingWentWrong}
            </Alert>
          )}
          {lead.status === 'new' && !convert.isSuccess && !decline.isSuccess && (
            <Stack gap="xs">
              {isDeclining ? (
                <>
                  <Textarea
                    label="Reason for declining"
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                    autosize
                    minRows={2}
                    maxLength={2000}
                  />
                  <Group>
                    <Button
                      color="red"
                      disabled={reason.trim() === ''}
                      loading={decline.isPending}
                      onClick={() => decline.mutate({ id: lead.id, reason: reason.trim() })}
                    >
                      Confirm decline
                    </Button>
                    <Button variant="default" onClick={() => setIsDeclining(false)}>
                      Cancel
                    </Button>
                  </Group>
                </>
              ) : (
                <Group>
                  <Button loading={convert.isPending} onClick={() => convert.mutate(lead.id)}>
                    Convert to loan
                  </Button>
                  <Button variant="outline" color="red" onClick={() => setIsDeclining(true)}>
                    Decline
                  </Button>
                </Group>
              )}
            </Stack>
          )}
          <LeadValues values={lead.payload} />
        </Stack>
      )}
    </Drawer>
  );
};
