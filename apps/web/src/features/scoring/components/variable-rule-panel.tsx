import {
  Alert,
  Button,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import {
  SCORING_PANEL_WIDTH,
  scoringRuleFormSchema,
  scoringVariableSchema,
  type ScoreCategory,
  type ScoringGroupWire,
  type ScoringRuleWire,
  type ScoringVariableWire,
  messages,
} from '@lending/domain';
import { useState } from 'react';
import { useAddRule } from '../api/add-rule';
import { useAddVariable } from '../api/add-variable';
import { useParameters } from '../api/get-parameters';
import { useVariableOptions } from '../api/get-variable-options';
import { useUpdateRule } from '../api/update-rule';
import { useUpdateVariable } from '../api/update-variable';

export type PanelState =
  | { mode: 'new-variable'; group: ScoringGroupWire }
  | { mode: 'edit-variable'; group: ScoringGroupWire; variable: ScoringVariableWire }
  | { mode: 'new-rule'; group: ScoringGroupWire; variable: ScoringVariableWire }
  | { mode: 'edit-rule'; group: ScoringGroupWire; variable: ScoringVariableWire; rule: ScoringRuleWire };

const errorText = (error: unknown) => (error instanceof Error ? error.message : messages.somethingWentWrong);

type Props = { state: PanelState; modelId: string; category: ScoreCategory; onClose: () => void };

/**
 * The 580 px side panel of 002 §2.5 for a new variable or a new rule, in two steps, 'Variable'
 * and 'Rule'. After a create or update the panel closes and the groups are fetched again (§4).
 */
export const VariableRulePanel = ({ state, modelId, category, onClose }: Props) => {
  const variable = 'variable' in state ? state.variable : null;
  const rule = state.mode === 'edit-rule' ? state.rule : null;
  const [step, setStep] = useState(state.mode === 'new-variable' || state.mode === 'edit-variable' ? 0 : 1);
  const [name, setName] = useState(variable?.name ?? '');
  const [fn, setFn] = useState<string | null>(variable?.math_function ?? 'first');
  const [params, setParams] = useState<string[]>(
    variable?.data_locations.map((l) => l.data_location_id) ?? [],
  );
  const [ruleVariableId, setRuleVariableId] = useState<string | null>(variable?.variable_id ?? null);
  const [condition, setCondition] = useState<string | null>(rule?.condition ?? null);
  const [criteria, setCriteria] = useState(rule?.criteria ?? '');
  const [pointsValue, setPointsValue] = useState<number | string>(rule ? Math.abs(rule.score) : '');
  const [sign, setSign] = useState<'+' | '-'>(rule && rule.score < 0 ? '-' : '+');
  const [error, setError] = useState<string | null>(null);
  const [createdVariable, setCreatedVariable] = useState<{ variable_id: string; name: string } | null>(null);

  const options = useVariableOptions();
  const parameters = useParameters(category, modelId);
  const addVariable = useAddVariable();
  const updateVariable = useUpdateVariable();
  const addRule = useAddRule();
  const updateRule = useUpdateRule();

  const variableChoices = [
    ...state.group.variables.map((v) => ({ value: v.variable_id, label: v.name })),
    ...(createdVariable ? [{ value: createdVariable.variable_id, label: createdVariable.name }] : []),
  ];

  const onSaveVariable = async () => {
    setError(null);
    const parsed = scoringVariableSchema.safeParse({
      group_id: state.group.score_group_id,
      name,
      math_function: fn ?? '',
      children: params.map((uuid) => ({ table: 'data_locations', uuid })),
    });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? messages.scoringVariableIncomplete);
    try {
      if (state.mode === 'edit-variable') {
        await updateVariable.mutateAsync({
          id: state.variable.variable_id,
          name: parsed.data.name,
          math_function: parsed.data.math_function,
          children: parsed.data.children,
        });
        return onClose();
      }
      const created = await addVariable.mutateAsync(parsed.data);
      setCreatedVariable(created);
      setRuleVariableId(created.variable_id);
      setStep(1);
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const onSaveRule = async () => {
    setError(null);
    const parsed = scoringRuleFormSchema.safeParse({
      variable_id: ruleVariableId,
      condition,
      criteria,
      points: pointsValue,
      sign,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.scoringRuleIncomplete);
    try {
      if (rule) await updateRule.mutateAsync({ id: rule.id, ...parsed.data });
      else await addRule.mutateAsync({ variableId: ruleVariableId!, ...parsed.data });
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const busy = addVariable.isPending || updateVariable.isPending || addRule.isPending || updateRule.isPending;
  const title =
    state.mode === 'new-variable'
      ? 'New variable'
      : state.mode === 'edit-variable'
        ? 'Edit variable'
        : state.mode === 'new-rule'
          ? 'New rule'
          : 'Edit rule';

  return (
    <Drawer opened onClose={onClose} position="right" size={SCORING_PANEL_WIDTH} title={title}>
      <Text size="sm" c="dimmed" mb="md">
        Group: {state.group.name}
      </Text>
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Variable">
          <Stack gap="sm" mt="md">
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Select
              label="Math function"
              data={(options.data?.functions ?? []).map((f) => ({ value: f.value, label: f.label }))}
              value={fn}
              onChange={setFn}
              allowDeselect={false}
            />
            <MultiSelect
              label="Parameters"
              description="The data the variable reads, in order (a ratio divides the first by the second)"
              data={(parameters.data?.data_locations ?? []).map((l) => ({
                value: l.uuid,
                label: `${l.entity}: ${l.label}`,
              }))}
              value={params}
              onChange={setParams}
              searchable
            />
            {error && step === 0 && (
              <Alert color="red" data-testid="panel-error">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => void onSaveVariable()} loading={busy}>
                {state.mode === 'edit-variable' ? 'Save' : 'Next'}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Rule">
          <Stack gap="sm" mt="md">
            <Select
              label="Variable"
              data={variableChoices}
              value={ruleVariableId}
              onChange={setRuleVariableId}
              disabled={Boolean(rule)}
            />
            <Group grow align="flex-start">
              <Select
                label="Condition"
                data={options.data?.conditions ?? []}
                value={condition}
                onChange={setCondition}
              />
              <TextInput
                label="Value"
                value={criteria}
                onChange={(e) => setCriteria(e.currentTarget.value)}
              />
            </Group>
            <Group grow align="flex-end">
              <NumberInput
                label="Points"
                min={0}
                allowNegative={false}
                allowDecimal={false}
                value={pointsValue}
                onChange={setPointsValue}
              />
              <SegmentedControl
                aria-label="Sign"
                value={sign}
                onChange={(value) => setSign(value as '+' | '-')}
                data={[
                  { value: '+', label: '+ Add' },
                  { value: '-', label: '- Subtract' },
                ]}
              />
            </Group>
            {error && step === 1 && (
              <Alert color="red" data-testid="panel-error">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {createdVariable ? 'Done without a rule' : 'Cancel'}
              </Button>
              <Button onClick={() => void onSaveRule()} loading={busy}>
                Save rule
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Drawer>
  );
};
