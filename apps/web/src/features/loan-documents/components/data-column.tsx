import { ActionIcon, Alert, Box, Button, Group, ScrollArea, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconDatabase, IconPencil, IconPencilOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  dataPointKeyLabel,
  formatDataPointValue,
  messages,
  parseDataPointValue,
  uiText,
  type DataPointValueType,
  type LoanDocumentItem,
} from '@lending/domain';
import { api } from '../../../lib/api-client';
import { useUpdateDataPoints } from '../api/update-data-points';
import { typeOfValue, ValueEditor } from './value-editor';

type Row = {
  key: string;
  label: string;
  value: unknown;
  type: DataPointValueType | 'JSON';
  id?: string;
  reason?: string | null;
  page?: number | null;
  source?: string;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Props = {
  loanId: string;
  item: LoanDocumentItem;
  sourceKeys: Set<string>;
  onSearch: (query: string, key: string) => void;
  onShowSources: (key: string) => void;
  onSaved: () => void;
};

/** 001 §2 extracted-data column: 'OCR' and 'Data Points' tabs with typed, per-key editing. */
export const DataColumn = ({ loanId, item, sourceKeys, onSearch, onShowSources, onSaved }: Props) => {
  const [tab, setTab] = useState<string>(item.data_points.length > 0 ? 'points' : 'ocr');
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateDataPoints(loanId);
  useEffect(() => {
    setTab(item.data_points.length > 0 ? 'points' : 'ocr');
    setEdits({});
  }, [item.document.document_id]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useMemo(() => {
    const list: Row[] =
      tab === 'points'
        ? item.data_points.map((p) => ({
            key: p.key_name,
            label: dataPointKeyLabel(p.key_name),
            value: p.value,
            type: p.value_type,
            id: p.data_point_id,
            reason: p.reason,
            page: p.page,
            source: p.source,
          }))
        : Object.entries(item.ocr_data).map(([key, entry]) => {
            // The OCR tab shows the stored reading: a key that is a data point is edited as one.
            const point = item.data_points.find((p) => p.key_name === key);
            return {
              key,
              label: dataPointKeyLabel(key),
              value: entry?.value,
              type: point?.value_type ?? typeOfValue(entry?.value),
              id: point?.data_point_id,
              source: point?.source,
            };
          });
    return list.sort((a, b) => a.label.localeCompare(b.label));
  }, [tab, item]);
  const changed = rows.filter((r) => r.key in edits && !same(edits[r.key], r.value));
  const onToggle = (row: Row) =>
    setEdits((current) => {
      const next = { ...current };
      if (row.key in next) delete next[row.key];
      else next[row.key] = row.value === 'N/A' ? (row.type.startsWith('LIST') ? [] : '') : row.value;
      return next;
    });
  const onChange = (row: Row, value: unknown) => setEdits((current) => ({ ...current, [row.key]: value }));
  const onSave = async () => {
    setError(null);
    try {
      // One store (issue 23): a data point is corrected through PUT /data-point/update from either tab.
      const points = changed.filter((r) => r.id);
      const others = changed.filter((r) => !r.id);
      if (points.length > 0)
        await update.mutateAsync(
          points.map((r) => ({
            data_point_id: r.id!,
            value: parseDataPointValue(r.type as DataPointValueType, edits[r.key]),
          })),
        );
      if (others.length > 0) {
        if (!item.activity_uuid || !item.process_uuid) throw new Error(messages.activityAndProcessRequired);
        await api.put(
          `/activity/${item.activity_uuid}/process/${item.process_uuid}/update-display-data`,
          Object.fromEntries(others.map((r) => [r.key, { value: edits[r.key] }])),
        );
      }
      setEdits({});
      onSaved();
    } catch (e) {
      setError(
        e instanceof Error && e.message === messages.activityAndProcessRequired
          ? e.message
          : messages.ocrSaveFailed,
      );
    }
  };
  return (
    <Stack gap="xs" h="100%">
      <Tabs
        value={tab}
        onChange={(v) => {
          setTab(v ?? 'points');
          setEdits({});
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="ocr">{uiText.ocrTab}</Tabs.Tab>
          <Tabs.Tab value="points">{uiText.dataPointsTab}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Text fw={600} size="sm">
        {tab === 'points' ? uiText.dataPointsAnalysis : uiText.ocrAnalysisResponse}
      </Text>
      {item.extraction.status !== 'processed' && (
        <Text size="xs" c={item.extraction.status === 'error' ? 'red' : 'dimmed'}>
          {item.extraction.status === 'error'
            ? item.extraction.error
            : `Reading the document... ${item.extraction.progress}%`}
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {tab === 'points' ? messages.noDataPoints : messages.noOcrData}
          </Text>
        )}
        <Stack gap={6}>
          {rows.map((row) => {
            const editing = row.key in edits;
            const searchable = ['string', 'number'].includes(typeof row.value) && row.value !== 'N/A';
            return (
              <Box
                key={row.key}
                data-testid={`data-row-${row.key}`}
                p={6}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group justify="space-between" wrap="nowrap" gap={4}>
                  <Text size="xs" fw={600}>
                    {row.label}
                  </Text>
                  <Group gap={0} wrap="nowrap">
                    <Tooltip label={editing ? 'Cancel edit' : 'Edit'}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-label={`Edit ${row.label}`}
                        onClick={() => onToggle(row)}
                      >
                        {editing ? <IconPencilOff size={14} /> : <IconPencil size={14} />}
                      </ActionIcon>
                    </Tooltip>
                    {searchable && (
                      <Tooltip label="Search in document">
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          aria-label={`Search ${row.label}`}
                          onClick={() => onSearch(String(row.value), row.key)}
                        >
                          <IconSearch size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {sourceKeys.has(row.key) && (
                      <Tooltip label="Sources">
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          aria-label={`Sources of ${row.label}`}
                          onClick={() => onShowSources(row.key)}
                        >
                          <IconDatabase size={14} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Group>
                {editing ? (
                  <ValueEditor
                    type={row.type}
                    value={edits[row.key]}
                    label={row.label}
                    onChange={(v) => onChange(row, v)}
                  />
                ) : (
                  <Tooltip
                    label={row.reason ?? (row.page ? `Page ${row.page}` : '')}
                    disabled={!row.reason && !row.page}
                  >
                    <Text size="sm" c={row.value === 'N/A' ? 'dimmed' : undefined} data-testid="data-value">
                      {formatDataPointValue(row.key, row.value)}
                      {row.source === 'staff' && (
                        <Text span size="xs" c="indigo">
                          {' '}
                          (corrected)
                        </Text>
                      )}
                    </Text>
                  </Tooltip>
                )}
              </Box>
            );
          })}
        </Stack>
      </ScrollArea>
      {error && (
        <Alert color="red" p="xs">
          {error}
        </Alert>
      )}
      {changed.length > 0 && (
        <Button size="xs" onClick={() => void onSave()} loading={update.isPending}>
          {uiText.saveChanges}
        </Button>
      )}
    </Stack>
  );
};
