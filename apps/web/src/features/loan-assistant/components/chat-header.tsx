import { ActionIcon, Badge, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconSettings, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { messages, uiText, type Thread } from '@lending/domain';
import { ThreadLoans } from './thread-loans';
import { getSyncRun, syncFiles, useAssistantMode, useDatastoreDocuments } from '../api/threads';

type Props = {
  loanId: string | null;
  thread: Thread | null;
  onClose: () => void;
  onThreadChanged: (id: string) => void;
};

/** 001 §2 chat header: thread name, loan and message counts, document status, 'Sync Folder', close. */
export const ChatHeader = ({ loanId, thread, onClose, onThreadChanged }: Props) => {
  const [statusOpen, setStatusOpen] = useState(false);
  const datastore = useDatastoreDocuments(loanId ?? '', Boolean(loanId) && statusOpen);
  const mode = useAssistantMode();
  const [syncMessage, setSyncMessage] = useState<string | null>(null);
  const counts = { completed: 0, processing: 0, failed: 0 };
  for (const d of datastore.data ?? []) counts[d.status]++;
  const onSync = async () => {
    if (!loanId) return setSyncMessage(messages.noLoanSelected);
    setSyncMessage(messages.syncStarting);
    try {
      let run = await syncFiles(loanId);
      while (run.status === 'processing') {
        await new Promise((r) => setTimeout(r, 1000));
        run = (await getSyncRun(loanId)) ?? run;
      }
      if (run.status === 'failed') throw new Error('failed');
      setSyncMessage(messages.syncCompleted);
      setTimeout(() => setSyncMessage(null), 3000);
      void datastore.refetch();
    } catch {
      setSyncMessage(messages.syncFailed);
      setTimeout(() => setSyncMessage(null), 5000);
    }
  };
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={700} truncate>
          {thread?.name ?? uiText.newThread}
        </Text>
        <ThreadLoans thread={thread} onChanged={onThreadChanged} />
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {thread?.message_count ?? 0} messages
        </Badge>
        <Badge
          variant="dot"
          color={mode.data?.mode === 'model' ? 'green' : 'gray'}
          data-testid="assistant-mode"
        >
          {mode.data?.mode === 'model' ? `Model: ${mode.data.model}` : 'Offline answers (no language model)'}
        </Badge>
        {mode.data && (
          <Tooltip
            label={
              mode.data.retrieval.mode === 'hybrid'
                ? `Passages found by keywords and by meaning (${mode.data.retrieval.embedding_model}, ${mode.data.retrieval.vector_store === 'pgvector' ? 'pgvector' : 'similarity computed in the app'})`
                : 'Passages found by keywords (PostgreSQL full-text search); no embedding model configured'
            }
            multiline
            w={260}
          >
            <Badge
              variant="dot"
              color={mode.data.retrieval.mode === 'hybrid' ? 'green' : 'gray'}
              data-testid="retrieval-mode"
              style={{ flexShrink: 0 }}
            >
              {mode.data.retrieval.mode === 'hybrid' ? 'Semantic search' : 'Keyword search'}
            </Badge>
          </Tooltip>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Popover opened={statusOpen} onChange={setStatusOpen} position="bottom-end" withArrow>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              aria-label="Document status"
              onClick={() => setStatusOpen((o) => !o)}
            >
              <IconFileText size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            {datastore.isError ? (
              <Stack gap={4}>
                <Text size="sm" c="red">
                  {messages.documentStatusFailed}
                </Text>
                <Button size="compact-xs" onClick={() => void datastore.refetch()}>
                  Retry
                </Button>
              </Stack>
            ) : (
              <Stack gap={2}>
                <Text size="sm">Processed: {counts.completed}</Text>
                <Text size="sm">Processing: {counts.processing}</Text>
                <Text size="sm">Failed: {counts.failed}</Text>
              </Stack>
            )}
          </Popover.Dropdown>
        </Popover>
        <Popover position="bottom-end" withArrow>
          <Popover.Target>
            <ActionIcon variant="subtle" aria-label="Settings">
              <IconSettings size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={4}>
              <Button size="xs" onClick={() => void onSync()}>
                {uiText.syncFolder}
              </Button>
              {syncMessage && <Text size="xs">{syncMessage}</Text>}
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <ActionIcon variant="subtle" color="gray" aria-label="Close assistant" onClick={onClose}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
};
