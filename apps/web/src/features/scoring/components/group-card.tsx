import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import {
  MATH_FUNCTION_LABELS,
  type MathFunction,
  type ScoringGroupWire,
  type ScoringRuleWire,
  type ScoringVariableWire,
} from '@lending/domain';
import type { PanelState } from './variable-rule-panel';

export type ConfirmRequest = { title: string; run: () => Promise<unknown> };

type Props = {
  group: ScoringGroupWire;
  onPanel: (state: PanelState) => void;
  onRename: (group: ScoringGroupWire) => void;
  onConfirm: (request: ConfirmRequest) => void;
  onDeleteGroup: (group: ScoringGroupWire) => Promise<unknown>;
  onDeleteVariable: (group: ScoringGroupWire, variable: ScoringVariableWire) => Promise<unknown>;
  onDeleteRule: (variable: ScoringVariableWire, rule: ScoringRuleWire) => Promise<unknown>;
};

const points = (score: number) => (score > 0 ? `+${score}` : String(score));

/** One group of the Scoring page: its variables, their parameters and rules, with the actions. */
export const GroupCard = ({
  group,
  onPanel,
  onRename,
  onConfirm,
  onDeleteGroup,
  onDeleteVariable,
  onDeleteRule,
}: Props) => (
  <Card withBorder radius="md" id={`group-${group.score_group_id}`} data-testid="scoring-group">
    <Group justify="space-between" mb="sm">
      <Title order={4}>{group.name}</Title>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => onPanel({ mode: 'new-variable', group })}>
          Add variable
        </Button>
        <Button size="xs" variant="default" onClick={() => onRename(group)}>
          Rename
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() =>
            onConfirm({ title: `Delete the group '${group.name}'`, run: () => onDeleteGroup(group) })
          }
        >
          Delete
        </Button>
      </Group>
    </Group>
    {group.variables.length === 0 ? (
      <Text c="dimmed" size="sm">
        No any variables
      </Text>
    ) : (
      <Table verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">Variable</Table.Th>
            <Table.Th w="26%">Reads</Table.Th>
            <Table.Th>Rules</Table.Th>
            <Table.Th w={150} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.variables.map((variable) => (
            <Table.Tr key={variable.variable_id} data-testid="scoring-variable">
              <Table.Td>
                <Text size="sm" fw={600}>
                  {variable.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {MATH_FUNCTION_LABELS[variable.math_function as MathFunction] ?? variable.math_function} ·{' '}
                  {variable.value_type === 'STRING' ? 'text' : 'number'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {variable.data_locations.map((l) => `${l.table}: ${l.label}`).join(', ')}
                </Text>
              </Table.Td>
              <Table.Td>
                {variable.score_rules.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    There are no rules
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {variable.score_rules.map((rule) => (
                      <Group key={rule.id} gap={4} wrap="nowrap" data-testid="scoring-rule">
                        <Badge
                          variant="light"
                          color={rule.score < 0 ? 'red' : 'teal'}
                          style={{ textTransform: 'none', cursor: 'pointer' }}
                          onClick={() => onPanel({ mode: 'edit-rule', group, variable, rule })}
                        >
                          {rule.condition} {rule.criteria}: {points(rule.score)}
                        </Badge>
                        <Tooltip label="Delete rule">
                          <ActionIcon
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Delete rule ${rule.condition} ${rule.criteria}`}
                            onClick={() =>
                              onConfirm({
                                title: `Delete the rule '${rule.condition} ${rule.criteria}'`,
                                run: () => onDeleteRule(variable, rule),
                              })
                            }
                          >
                            ×
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onPanel({ mode: 'new-rule', group, variable })}
                  >
                    Add rule
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => onPanel({ mode: 'edit-variable', group, variable })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete variable ${variable.name}`}
                    onClick={() =>
                      onConfirm({
                        title: `Delete the variable '${variable.name}'`,
                        run: () => onDeleteVariable(group, variable),
                      })
                    }
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    )}
  </Card>
);
