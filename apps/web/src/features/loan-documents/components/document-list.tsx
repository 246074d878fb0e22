import {
  ActionIcon,
  Badge,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { messages, uiText, type LoanDocumentItem } from '@lending/domain';

const STATUS: Record<string, { label: string; color: string }> = {
  pending: { label: 'queued', color: 'gray' },
  processing: { label: 'processing', color: 'blue' },
  processed: { label: 'processed', color: 'green' },
  error: { label: 'error', color: 'red' },
};

type Props = {
  loanName: string;
  documents: LoanDocumentItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRetry: (id: string) => void;
};

/** 001 §2 document list: 'Documents (count)', the loan name, 'Search documents...', each read state. */
export const DocumentList = ({ loanName, documents, selectedId, onSelect, onRetry }: Props) => {
  const [search, setSearch] = useState('');
  const shown = documents.filter((d) =>
    (d.document.document_name ?? '').toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <Stack gap="xs" h="100%">
      <div>
        <Text fw={700}>{uiText.documentsTitle(documents.length)}</Text>
        <Text size="xs" c="dimmed" truncate>
          {loanName}
        </Text>
      </div>
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={uiText.searchDocuments}
        aria-label={uiText.searchDocuments}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }} type="auto">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.noDocumentsFound}
          </Text>
        )}
        <Stack gap={4}>
          {shown.map((d) => {
            const status = STATUS[d.extraction.status] ?? STATUS.pending!;
            const selected = d.document.document_id === selectedId;
            return (
              <UnstyledButton
                key={d.document.document_id}
                onClick={() => onSelect(d.document.document_id)}
                p={8}
                style={{
                  borderRadius: 6,
                  background: selected ? 'var(--mantine-color-indigo-0)' : undefined,
                  border: '1px solid var(--mantine-color-gray-2)',
                }}
                aria-current={selected || undefined}
              >
                <Text size="sm" fw={600} lineClamp={2}>
                  {d.document.document_name || messages.noDocumentName}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {d.document.file_name}
                </Text>
                <Group gap={4} mt={4}>
                  <Tooltip
                    label={d.extraction.error ?? d.extraction.note ?? ''}
                    disabled={!d.extraction.error && !d.extraction.note}
                    multiline
                    w={240}
                  >
                    <Badge size="xs" color={status.color} variant="light" data-testid="extraction-status">
                      {status.label}
                      {d.extraction.status === 'processing' ? ` ${d.extraction.progress}%` : ''}
                    </Badge>
                  </Tooltip>
                  {d.extraction.page_count ? (
                    <Text size="xs" c="dimmed">
                      {d.extraction.page_count} p. · {d.extraction.method}
                    </Text>
                  ) : null}
                  {d.extraction.status === 'error' && (
                    <Tooltip label="Read again">
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        aria-label="Retry reading"
                        onClick={(e) => {
                          e.stopPropagation();
                          onRetry(d.document.document_id);
                        }}
                      >
                        <IconRefresh size={12} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                {d.extraction.status === 'error' && (
                  <Text size="xs" c="red">
                    {d.extraction.error}
                  </Text>
                )}
                {d.extraction.status === 'processed' && d.extraction.embedding_error && (
                  <Text size="xs" c="orange.8" data-testid="embedding-error">
                    {d.extraction.embedding_error}
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
};
