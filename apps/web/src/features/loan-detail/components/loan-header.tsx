import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Flex,
  Group,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconCheck,
  IconCopy,
  IconFileExport,
  IconLink,
  IconPencil,
  IconX,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useExportDocuments } from '../api/export-documents';
import { useRestoreLoan } from '../api/restore-loan';
import { useUpdateLoan } from '../api/update-loan';
import type { Loan } from '../api/types';
import { cleanLoanName, COPIED_TIP_MS, messages } from '@lending/domain';
import { CreditMemoButton } from './credit-memo-button';
import { notifyFailure } from '../../../lib/notify-failure';
import { lazyComponent } from '../../../lib/when-idle';

// Issue 21, phone: the header's dialogs are not on the loan page's first screen (fetched on intent).
const ArchiveLoanModal = lazyComponent(() => import('./archive-loan-modal'), 'ArchiveLoanModal');
const SponsorLinkModal = lazyComponent(() => import('./sponsor-link-modal'), 'SponsorLinkModal');

type Props = { loan: Loan };

// Spec 000 §2 "Loan detail header": back link, inline rename, archive / restore, export.
export const LoanHeader = ({ loan }: Props) => {
  const [draftName, setDraftName] = useState<string | null>(null);
  const [isArchiveOpen, setArchiveOpen] = useState(false);
  const [isSponsorLinkOpen, setSponsorLinkOpen] = useState(false);
  const update = useUpdateLoan(loan.id);
  const restore = useRestoreLoan(loan.id);
  const exportDocuments = useExportDocuments(loan.id);
  const failed = (error: unknown) => notifyFailure(error);

  const onRename = () => {
    const name = draftName?.trim();
    if (!name || name === loan.name) return setDraftName(null);
    update.mutate(
      { name, version: loan.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.loanRenamed });
          setDraftName(null);
        },
        onError: failed,
      },
    );
  };

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {/* On a phone the back link sits above the name, which keeps the whole width. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'flex-start', sm: 'center' }}
        gap={{ base: 4, sm: 'sm' }}
      >
        <Anchor component={Link} to="/dashboard" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            Back to all Requests
          </Group>
        </Anchor>
        {draftName === null ? (
          <Group gap={4} wrap="nowrap">
            <Title order={1} size="h2" data-testid="loan-name">
              {cleanLoanName(loan.name)}
            </Title>
            <CopyButton value={loan.human_id} timeout={COPIED_TIP_MS}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy loan code'} opened={copied || undefined}>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'green' : 'gray'}
                    aria-label="Copy loan code"
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
            <Tooltip label="Rename">
              <ActionIcon variant="subtle" aria-label="Rename loan" onClick={() => setDraftName(loan.name)}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <TextInput
              aria-label="Loan name"
              value={draftName}
              onChange={(event) => setDraftName(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onRename();
                if (event.key === 'Escape') setDraftName(null);
              }}
              w={360}
              autoFocus
            />
            <ActionIcon
              aria-label="Save name"
              color="green"
              variant="light"
              onClick={onRename}
              loading={update.isPending}
            >
              <IconCheck size={18} />
            </ActionIcon>
            <ActionIcon aria-label="Cancel rename" variant="subtle" onClick={() => setDraftName(null)}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
        )}
      </Flex>
      <Group gap="xs">
        {loan.borrowers.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconLink size={16} />}
            onPointerDown={SponsorLinkModal.preload}
            onFocus={SponsorLinkModal.preload}
            onClick={() => setSponsorLinkOpen(true)}
          >
            Sponsor link
          </Button>
        )}
        <CreditMemoButton loanId={loan.id} onError={failed} />
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} />}
          loading={exportDocuments.isPending}
          onClick={() =>
            exportDocuments.mutate(undefined, {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: messages.exportInitiated,
                }),
              onError: failed,
            })
          }
        >
          Export documents
        </Button>
        {loan.archived ? (
          <Button
            variant="light"
            loading={restore.isPending}
            onClick={() =>
              restore.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'green', message: messages.loanRestored }),
                onError: failed,
              })
            }
          >
            Restore
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            onPointerDown={ArchiveLoanModal.preload}
            onFocus={ArchiveLoanModal.preload}
            onClick={() => setArchiveOpen(true)}
          >
            Archive
          </Button>
        )}
      </Group>
      <Suspense fallback={null}>
        {isArchiveOpen && <ArchiveLoanModal loanId={loan.id} onClose={() => setArchiveOpen(false)} />}
        {isSponsorLinkOpen && <SponsorLinkModal loanId={loan.id} onClose={() => setSponsorLinkOpen(false)} />}
      </Suspense>
    </Group>
  );
};
