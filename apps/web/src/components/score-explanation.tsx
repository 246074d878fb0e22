import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import {
  formatAs,
  formatNumber,
  locationFormat,
  MATH_FUNCTION_LABELS,
  messages,
  type FieldFormatType,
  type MathFunction,
  type ScoredVariableWire,
} from '@lending/domain';

// One category's variables, each explained (002 §2.4 score popup, DESIGN.md §7): the values read,
// the math function's result, the rules with the ones that held, and why a variable is N/A.
// Used by the loan's score card and the Scoring page's Preview.

// Values read print as their field's type (issue 23: a year without separators, money with $);
// a combined value keeps its parameters' type when they all share one.
const shown = (value: unknown, format: FieldFormatType = 'number') => {
  if (value === null || value === undefined || value === '') return messages.notAvailable;
  if (typeof value !== 'number') return String(value);
  return format === 'number' ? formatNumber(value, 4) : formatAs(format, value);
};
const resultFormat = (variable: ScoredVariableWire): FieldFormatType => {
  const formats = new Set(variable.children.map((child) => locationFormat(child.name)));
  const [only] = [...formats];
  return formats.size === 1 && only && !['ratio', 'count', 'product'].includes(variable.math_function ?? '')
    ? only
    : 'number';
};
const points = (score: number) => (score > 0 ? `+${score}` : String(score));

export const ScoreExplanation = ({ variables }: { variables: ScoredVariableWire[] }) => {
  if (variables.length === 0) return <Text c="dimmed">{messages.notAvailable}</Text>;
  return (
    <Stack gap="md">
      {variables.map((variable, index) => (
        <div key={`${variable.name}-${variable.entity_name ?? ''}-${index}`} data-testid="score-variable">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {variable.name}
              {variable.entity_name ? ` (${variable.entity_name})` : ''}
            </Text>
            <Badge
              variant="light"
              color={
                variable.variable_final_score === null
                  ? 'gray'
                  : variable.variable_final_score < 0
                    ? 'red'
                    : 'teal'
              }
            >
              {variable.variable_final_score === null
                ? messages.notAvailable
                : points(variable.variable_final_score)}
            </Badge>
          </Group>
          <Table fz="xs" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {variable.children.map((child, i) => (
                <Table.Tr key={`${child.name}-${i}`}>
                  <Table.Td c="dimmed">{child.name}</Table.Td>
                  <Table.Td>{shown(child.value, locationFormat(child.name))}</Table.Td>
                </Table.Tr>
              ))}
              {variable.math_function && (
                <Table.Tr>
                  <Table.Td c="dimmed">
                    {MATH_FUNCTION_LABELS[variable.math_function as MathFunction] ?? variable.math_function}
                  </Table.Td>
                  <Table.Td fw={600}>{shown(variable.value, resultFormat(variable))}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {variable.na_reason && (
            <Text size="xs" c="orange">
              N/A: {variable.na_reason}
            </Text>
          )}
          {variable.rules && variable.rules.length > 0 && (
            <Group gap={4} mt={4}>
              {variable.rules.map((rule, i) => (
                <Badge
                  key={i}
                  size="xs"
                  variant={rule.matched ? 'filled' : 'outline'}
                  color={rule.matched ? (rule.score < 0 ? 'red' : 'teal') : 'gray'}
                  style={{ textTransform: 'none' }}
                >
                  {rule.condition} {rule.criteria}: {points(rule.score)}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      ))}
    </Stack>
  );
};
