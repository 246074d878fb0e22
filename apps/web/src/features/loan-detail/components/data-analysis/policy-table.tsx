import { Badge, Box, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import {
  formatPolicyValue,
  requirementText,
  type PolicyAnalysis,
  type PolicyRowValue,
  formatPercentChange,
} from '@lending/domain';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';

export type AnalysisColumn = 'borrower' | 'external';
export const ANALYSIS_COLUMNS: Array<{ key: AnalysisColumn; label: string }> = [
  { key: 'borrower', label: 'Based on Borrower' },
  { key: 'external', label: 'Based on External System' },
];

const INDICATOR = {
  green: 'var(--mantine-color-green-6)',
  yellow: 'var(--mantine-color-yellow-5)',
  red: 'var(--mantine-color-red-6)',
};

type Requirement = PolicyAnalysis['requirements'][string];

const ValueCell = ({ value, requirement }: { value: PolicyRowValue; requirement: Requirement }) => (
  <Stack gap={0}>
    <Group gap={6} wrap="nowrap">
      <Box
        data-indicator={value.indicator ?? 'none'}
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          background: value.indicator ? INDICATOR[value.indicator] : 'var(--mantine-color-gray-3)',
        }}
      />
      {value.implausible ? (
        // Issue 23: an implausible value is flagged with its reason, never compared.
        <Tooltip label={value.implausible} multiline w={280} withArrow>
          <Badge color="orange" variant="light" size="sm" data-testid="implausible-flag">
            Implausible
          </Badge>
        </Tooltip>
      ) : (
        <Text size="sm" fw={500}>
          {formatPolicyValue(value.value, requirement)}
        </Text>
      )}
      {value.diff !== null && !value.implausible && (
        <Text size="xs" c="dimmed">
          {formatPercentChange(value.diff)}
        </Text>
      )}
    </Group>
    {value.implausible && (
      <Text size="xs" c="orange.8" data-testid="implausible-reason">
        {value.implausible}
      </Text>
    )}
    {value.source && (
      <Text size="xs" c="dimmed">
        {value.source}
      </Text>
    )}
  </Stack>
);

/**
 * One table of the Data Analysis tab (001 §2): Investment Policy, Based on Borrower, the optional
 * Based on External System, Requirement; widths 29% / 60% shared / 11%; sorted by name; a row
 * expands on click to its detail lines.
 */
export const PolicyTable = ({
  analysis,
  hidden,
}: {
  analysis: PolicyAnalysis;
  hidden: ReadonlySet<AnalysisColumn>;
}) => {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = ANALYSIS_COLUMNS.filter((c) => !hidden.has(c.key));
  const middleWidth = columns.length ? `${60 / columns.length}%` : undefined;
  const rows = Object.entries(analysis.vars).sort(([, a], [, b]) => a.label.localeCompare(b.label));
  const toggle = (field: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });
  return (
    <Card withBorder radius="md" data-testid={`analysis-${analysis.entity_type}`}>
      <Title order={5} mb="xs">
        {analysis.title}
      </Title>
      <Table highlightOnHover layout="fixed" verticalSpacing={6}>
        <colgroup>
          <col style={{ width: columns.length ? '29%' : '89%' }} />
          {columns.map((c) => (
            <col key={c.key} style={{ width: middleWidth }} />
          ))}
          <col style={{ width: '11%' }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Investment Policy</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ))}
            <Table.Th>Requirement</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([field, row]) => {
            const requirement = analysis.requirements[field]!;
            const isOpen = open.has(field);
            return (
              <Fragment key={field}>
                <Table.Tr
                  onClick={() => toggle(field)}
                  style={{ cursor: 'pointer' }}
                  data-testid={`analysis-row-${field}`}
                >
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                      <Text size="sm">{row.label}</Text>
                    </Group>
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.key} data-column={c.key}>
                      <ValueCell value={row[c.key]} requirement={requirement} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Text size="sm">{requirementText({ ...requirement })}</Text>
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr>
                    <Table.Td />
                    {columns.map((c) => (
                      <Table.Td key={c.key}>
                        <Stack gap={2}>
                          {row[c.key].details.map((line, i) => (
                            <Text key={i} size="xs" c="dimmed">
                              {line}
                            </Text>
                          ))}
                        </Stack>
                      </Table.Td>
                    ))}
                    <Table.Td />
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
};
