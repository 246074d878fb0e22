import { Alert, Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { COPIED_TIP_MS, formatUsDate, messages } from '@lending/domain';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Loading } from '../../../components/loading';
import { useSponsorLink } from '../api/get-sponsor-link';

// Staff get the sponsor's private link to send them: copy it, or open it as the sponsor sees it.
export const SponsorLinkModal = ({ loanId, onClose }: { loanId: string; onClose: () => void }) => {
  const link = useSponsorLink(loanId);
  const { mutate } = link;
  useEffect(() => mutate(), [mutate]);

  return (
    <Modal opened onClose={onClose} title="Sponsor link" centered size="lg">
      {link.isPending && <Loading minHeight={120} />}
      {link.isError && (
        <Alert color="red">
          {link.error instanceof ApiError ? link.error.message : messages.somethingWentWrong}
        </Alert>
      )}
      {link.data && (
        <Stack gap="sm">
          <Text size="sm">
            A private link for {link.data.name}
            {link.data.email ? ` (${link.data.email})` : ''}: it shows them the loan and what is asked of
            them, without signing in. Valid until {formatUsDate(link.data.expires_epoch)}.
          </Text>
          <TextInput
            readOnly
            value={link.data.url}
            aria-label="Sponsor link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group justify="space-between">
            <Anchor href={link.data.url} target="_blank" rel="noopener noreferrer" size="sm">
              Open as the sponsor sees it
            </Anchor>
            <CopyButton value={link.data.url} timeout={COPIED_TIP_MS}>
              {({ copied, copy }) => (
                <Button color={copied ? 'green' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
