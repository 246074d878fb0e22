import { Anchor, Badge, Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { dataPointKeyLabel, messages, uiText, type SourceEntry } from '@lending/domain';

type Props = {
  sources: SourceEntry[];
  sourceKey: string | null;
  onOpen: (documentId: string, key: string) => void;
  onDocuments: () => void;
};

const show = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** 001 §2 source list: where each value of the loan came from, best source first. */
export const SourceList = ({ sources, sourceKey, onOpen, onDocuments }: Props) => {
  const shown = sourceKey ? sources.filter((s) => s.source_key === sourceKey) : sources;
  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between">
        <Text fw={700}>{sourceKey ? `Sources: ${dataPointKeyLabel(sourceKey)}` : 'Sources'}</Text>
        <Button variant="subtle" size="compact-xs" onClick={onDocuments}>
          {uiText.goToDocumentsList}
        </Button>
      </Group>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.noResults}
          </Text>
        )}
        <Stack gap={4}>
          {shown.map((s, i) => (
            <UnstyledButton
              key={i}
              p={8}
              style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 6 }}
              onClick={() => s.documents[0] && onOpen(s.documents[0].document_id, s.source_key)}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" fw={600}>
                  {dataPointKeyLabel(s.source_key)}
                </Text>
                <Badge size="xs" variant="light">
                  priority {s.priority}
                </Badge>
              </Group>
              <Text size="sm">{show(s.value)}</Text>
              <Anchor component="span" size="xs">
                {s.source_name}
                {s.documents[0]?.page ? `, page ${s.documents[0].page}` : ''}
              </Anchor>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
};
