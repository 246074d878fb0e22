import { formatCount, formatUsDateTime } from '@lending/domain';
import { Alert, Group, Progress, Text } from '@mantine/core';
import { useRecalculation } from '../api/get-recalculation';

/** The background recalculation of the open loans' scores after Set as active (issue 8 item 6). */
export const RecalculationProgress = () => {
  const { data: run } = useRecalculation();
  if (!run) return null;
  const percent = run.total ? Math.round((run.done / run.total) * 100) : 100;
  if (run.status === 'failed')
    return (
      <Alert color="red" data-testid="recalculation">
        Recalculating scores failed: {run.error}
      </Alert>
    );
  if (run.status === 'done')
    return (
      <Text size="sm" c="dimmed" data-testid="recalculation">
        Scores recalculated for {formatCount(run.done)} open loans
        {run.finished_epoch ? ` on ${formatUsDateTime(run.finished_epoch)}` : ''}.
      </Text>
    );
  return (
    <div data-testid="recalculation">
      <Group justify="space-between" mb={4}>
        <Text size="sm">Recalculating scores of the open loans…</Text>
        <Text size="sm">
          {formatCount(run.done)} / {formatCount(run.total)}
        </Text>
      </Group>
      <Progress value={percent} animated />
    </div>
  );
};
