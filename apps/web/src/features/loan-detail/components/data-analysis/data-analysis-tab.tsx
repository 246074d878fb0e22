import { Anchor, Button, Checkbox, Group, Menu, Stack, Text } from '@mantine/core';
import { formatAnalysisDate, messages } from '@lending/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorWithRefetch } from '../../../../components/error-with-refetch';
import { Loading } from '../../../../components/loading';
import { usePolicyAnalysis } from '../../api/get-policy-analysis';
import { ANALYSIS_COLUMNS, PolicyTable, type AnalysisColumn } from './policy-table';

/** Data Analysis tab (001 §2): the property, borrower and neighbourhood tables, in that order. */
export const DataAnalysisTab = ({ loanId }: { loanId: string }) => {
  const queries = [
    usePolicyAnalysis('loan', loanId),
    usePolicyAnalysis('borrower', loanId),
    usePolicyAnalysis('neighborhood', loanId),
  ];
  const [hidden, setHidden] = useState<ReadonlySet<AnalysisColumn>>(new Set());

  if (queries.some((q) => q.isPending)) return <Loading />;
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorWithRefetch onRetry={() => queries.forEach((q) => void q.refetch())} />;
  const tables = queries.flatMap((q) => q.data ?? []).filter((t) => t.header.length > 0);
  const editLink = (
    <Anchor component={Link} to="/policy" size="sm">
      Edit investment policy
    </Anchor>
  );
  if (tables.length === 0) return <EmptyState text={messages.noAnalysis} action={editLink} />;

  const toggle = (column: AnalysisColumn) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });

  return (
    <Stack gap="md" data-testid="data-analysis">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="analysis-date">
          Last update {formatAnalysisDate(tables[0]!.last_update)}
        </Text>
        <Group gap="sm">
          {editLink}
          <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-sm" variant="default" rightSection={<IconChevronDown size={14} />}>
                Edit External System
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {ANALYSIS_COLUMNS.map((column) => (
                <Menu.Item key={column.key} onClick={() => toggle(column.key)}>
                  <Checkbox
                    label={column.label}
                    checked={!hidden.has(column.key)}
                    readOnly
                    style={{ pointerEvents: 'none' }}
                  />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {tables.map((table) => (
        <PolicyTable key={`${table.entity_type}-${table.entity_id}`} analysis={table} hidden={hidden} />
      ))}
    </Stack>
  );
};
