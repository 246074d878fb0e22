import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { messages, uiText } from '@lending/domain';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUpdateDisplayData } from '../api/update-display-data';
import { changedValues, displayValue, ocrEntries, shownValue } from '../utils/ocr-values';

type Props = {
  activityId: string;
  processId: string;
  data: Record<string, unknown> | null;
  /** The activity's version the data was read with (sent back on save). */
  version: number;
};

// 001 §2 'OCR Analysis Response' with edit and save: shows what the process holds (the
// extraction itself runs elsewhere). Save only when something changed; after a save the
// returned values replace the shown ones and the edits reset (001 §4).
export const OcrPanel = ({ activityId, processId, data, version }: Props) => {
  const [values, setValues] = useState<Record<string, unknown> | null>(data);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const update = useUpdateDisplayData();
  const entries = useMemo(() => ocrEntries(values), [values]);
  const changed = changedValues(entries, edits);
  const hasChanges = Object.keys(changed).length > 0;

  const toggle = (key: string, value: unknown) =>
    setEdits((current) => {
      if (key in current) {
        const { [key]: _dropped, ...rest } = current;
        return rest;
      }
      return { ...current, [key]: Array.isArray(value) ? value.join(', ') : displayValue(value) };
    });

  const onSave = () =>
    update.mutate(
      { activityId, processId, values: changed, version: Math.max(version, savedVersion ?? 0) },
      {
        onSuccess: (saved) => {
          setValues(saved.data);
          setSavedVersion(saved.version);
          setEdits({});
        },
      },
    );

  return (
    <Paper withBorder p="sm" radius="md" h="100%" data-testid="ocr-panel">
      <Stack gap="xs" h="100%">
        <Group justify="space-between">
          <Title order={6}>{uiText.ocrAnalysisResponse}</Title>
          {hasChanges && (
            <Button size="compact-sm" onClick={onSave} loading={update.isPending}>
              {uiText.saveChanges}
            </Button>
          )}
        </Group>
        {update.isError && (
          <Alert color="red">
            {update.error instanceof ApiError && update.error.status === 409
              ? update.error.message
              : messages.ocrSaveFailed}
          </Alert>
        )}
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noOcrData}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="60vh" viewportProps={{ tabIndex: 0, 'aria-label': 'Analysis values' }}>
            <Table>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.key}>
                    <Table.Td fw={500} w="40%">
                      {entry.label}
                    </Table.Td>
                    <Table.Td>
                      {entry.key in edits ? (
                        <TextInput
                          size="xs"
                          aria-label={entry.label}
                          value={edits[entry.key]}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            setEdits((current) => ({ ...current, [entry.key]: text }));
                          }}
                        />
                      ) : (
                        <Text size="sm" data-testid="ocr-value">
                          {shownValue(entry)}
                          {entry.corrected && (
                            <Text span size="xs" c="indigo">
                              {' '}
                              (corrected)
                            </Text>
                          )}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={36}>
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={`${entry.key in edits ? 'Cancel edit of' : 'Edit'} ${entry.label}`}
                        onClick={() => toggle(entry.key, entry.value)}
                      >
                        {entry.key in edits ? <IconX size={14} /> : <IconPencil size={14} />}
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
};
