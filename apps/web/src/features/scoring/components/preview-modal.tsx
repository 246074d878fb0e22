import { Accordion, Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS, type LoanScoreWire } from '@lending/domain';
import { useState } from 'react';
import { ScoreExplanation } from '../../../components/score-explanation';
import { usePreview } from '../api/get-preview';

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : String(Math.round(value * 100) / 100);

const change = (before: number | null, after: number | null) => {
  if (before === null || after === null) return '';
  const delta = Math.round((after - before) * 100) / 100;
  return delta > 0 ? `+${delta}` : String(delta);
};

const rows = (score: LoanScoreWire) => [
  { key: 'total', label: 'Total', value: score.score },
  ...SCORE_CATEGORIES.map((c) => ({ key: c, label: SCORE_CATEGORY_LABELS[c], value: score[c].total_score })),
];

/**
 * Preview (002 §2.5 toolbar): runs the model as edited over a chosen loan and shows its stored
 * score (before) beside the score this model gives (after). Nothing is stored.
 */
export const PreviewModal = ({
  modelId,
  modelName,
  onClose,
}: {
  modelId: string;
  modelName: string;
  onClose: () => void;
}) => {
  const [input, setInput] = useState('');
  const [loanId, setLoanId] = useState<string | null>(null);
  const preview = usePreview(modelId, loanId);
  const data = preview.data;

  return (
    <Modal opened onClose={onClose} title={`Preview '${modelName}'`} size="lg" centered>
      <Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (input.trim()) setLoanId(input.trim());
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Loan number"
              placeholder="e.g. 10001"
              value={input}
              onChange={(e) => setInput(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={preview.isFetching}>
              Run preview
            </Button>
          </Group>
        </form>
        {preview.isError && <Alert color="red">{preview.error.message}</Alert>}
        {data && (
          <>
            <Text size="sm" c="dimmed">
              {data.name}
            </Text>
            <Table data-testid="preview-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Before (stored)</Table.Th>
                  <Table.Th>After (this model)</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows(data.before).map((row, i) => {
                  const after = rows(data.after)[i]!.value;
                  return (
                    <Table.Tr
                      key={row.key}
                      data-testid={`preview-${row.key}`}
                      fw={row.key === 'total' ? 700 : undefined}
                    >
                      <Table.Td>{row.label}</Table.Td>
                      <Table.Td data-testid="preview-before">{shown(row.value)}</Table.Td>
                      <Table.Td data-testid="preview-after">{shown(after)}</Table.Td>
                      <Table.Td>{change(row.value, after)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Accordion variant="contained">
              {SCORE_CATEGORIES.map((c) => (
                <Accordion.Item key={c} value={c}>
                  <Accordion.Control>{SCORE_CATEGORY_LABELS[c]}: how this model scores it</Accordion.Control>
                  <Accordion.Panel>
                    <ScoreExplanation variables={data.after[c].variables} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </>
        )}
      </Stack>
    </Modal>
  );
};
