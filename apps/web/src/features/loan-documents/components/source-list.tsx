import {
  Anchor,
  Badge,
  Button,
  Group,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  dataPointKeyLabel,
  formatUsDate,
  messages,
  orderLoanSources,
  uiText,
  type LoanSource,
} from '@lending/domain';

type Props = {
  sources: LoanSource[];
  sourceKey: string | null;
  /** A document source: open the viewer on its page with the passage highlighted. */
  onOpen: (source: LoanSource) => void;
  onDocuments: () => void;
};

const ORIGIN_LABELS: Record<LoanSource['origin'], string> = {
  record: 'Record',
  application: 'Application',
  report: 'Report',
  document: 'Document',
  staff: 'Staff edit',
};

const where = (s: LoanSource) =>
  [s.source_name, s.subject, s.period, s.page ? `page ${s.page}` : null].filter(Boolean).join(' · ');

/**
 * 001 §2 source list (issue 23 item 3): every source that states a value of the loan — documents
 * with their page and quote, reports, the records, the application, staff edits with who and when —
 * those of a period newest first, then best first, and a flag on the sources that disagree.
 */
export const SourceList = ({ sources, sourceKey, onOpen, onDocuments }: Props) => {
  // The API's order (each key's dated sources newest first, then the others best first), kept
  // whatever order the list is given in.
  const shown = orderLoanSources(
    sourceKey ? sources.filter((s) => s.source_key === sourceKey || s.key_name === sourceKey) : sources,
  );
  const title = shown[0]?.label ?? (sourceKey ? dataPointKeyLabel(sourceKey) : null);
  const disagree = shown.some((s) => s.disagrees);
  return (
    <Stack gap="xs" h="100%" data-testid="source-list">
      <Group justify="space-between">
        <Text fw={700}>{title ? `Sources: ${title}` : 'Sources'}</Text>
        <Button variant="subtle" size="compact-xs" onClick={onDocuments}>
          {uiText.goToDocumentsList}
        </Button>
      </Group>
      {sourceKey && disagree && (
        <Group gap={4} wrap="nowrap">
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" />
          <Text size="xs" c="orange.8">
            The sources disagree: compare them before relying on one.
          </Text>
        </Group>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {messages.noResults}
          </Text>
        )}
        <Stack gap={4}>
          {shown.map((s, i) => {
            const opens = s.documents.length > 0;
            return (
              <UnstyledButton
                key={i}
                p={8}
                data-testid="source-entry"
                data-disagrees={s.disagrees || undefined}
                data-implausible={s.implausible ? true : undefined}
                style={{
                  border: `1px solid var(--mantine-color-${s.implausible ? 'red-4' : s.disagrees ? 'orange-4' : 'gray-2'})`,
                  borderRadius: 6,
                  cursor: opens ? 'pointer' : 'default',
                }}
                onClick={() => opens && onOpen(s)}
              >
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="xs" fw={600}>
                    {sourceKey ? s.source_name : s.label}
                  </Text>
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {s.implausible && (
                      <Badge size="xs" color="red" variant="light">
                        Implausible
                      </Badge>
                    )}
                    {s.disagrees && (
                      <Tooltip label="Another source states a different value">
                        <Badge size="xs" color="orange" variant="light">
                          Disagrees
                        </Badge>
                      </Tooltip>
                    )}
                    <Badge size="xs" variant="light" color={s.origin === 'staff' ? 'grape' : 'blue'}>
                      {ORIGIN_LABELS[s.origin]}
                    </Badge>
                  </Group>
                </Group>
                <Text size="sm" fw={500}>
                  {s.display}
                </Text>
                {s.implausible && (
                  <Text size="xs" c="red.8">
                    Not used: {s.implausible}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {where(s)}
                </Text>
                {s.quote && (
                  <Text size="xs" fs="italic" lineClamp={2}>
                    “{s.quote}”
                  </Text>
                )}
                {s.edited_by && (
                  <Text size="xs" c="grape.8">
                    Edited by {s.edited_by}
                    {s.edited_at ? ` on ${formatUsDate(s.edited_at)}` : ''}
                  </Text>
                )}
                {opens && (
                  <Anchor component="span" size="xs">
                    Open {s.documents[0]!.page ? `page ${s.documents[0]!.page}` : 'document'}
                  </Anchor>
                )}
              </UnstyledButton>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
};
