import {
  Anchor,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SCORE_CATEGORIES,
  SCORE_CATEGORY_LABELS,
  type ScoreCategory,
  type ScoringGroupWire,
  messages,
} from '@lending/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { useAddGroup } from '../api/add-group';
import { useAddModel } from '../api/add-model';
import { useDeleteGroup } from '../api/delete-group';
import { useDeleteRule } from '../api/delete-rule';
import { useDeleteVariable } from '../api/delete-variable';
import { useModel } from '../api/get-model';
import { useModelsNames } from '../api/get-models-names';
import { useRecalculation } from '../api/get-recalculation';
import { useRenameGroup } from '../api/rename-group';
import { useSetActive } from '../api/set-active';
import { GroupCard, type ConfirmRequest } from '../components/group-card';
import { GroupNav } from '../components/group-nav';
import { ModelState } from '../components/model-state';
import { PreviewModal } from '../components/preview-modal';
import { RecalculationProgress } from '../components/recalculation-progress';
import { VariableRulePanel, type PanelState } from '../components/variable-rule-panel';

type NameModal =
  { kind: 'add-group' } | { kind: 'rename-group'; group: ScoringGroupWire } | { kind: 'save-model' };

const errorText = (error: unknown) => (error instanceof Error ? error.message : messages.somethingWentWrong);

/** /scoring (002 §2.5, §4, §6; DESIGN.md §7): scoring models, their groups, variables and rules. */
export const ScoringPage = () => {
  const names = useModelsNames();
  const [modelId, setModelId] = useState<string | null>(null);
  const [tab, setTab] = useState<ScoreCategory>('properties');
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);
  const [nameModal, setNameModal] = useState<NameModal | null>(null);
  const [nameValue, setNameValue] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const model = useModel(modelId);
  const recalculation = useRecalculation();
  const addGroup = useAddGroup();
  const renameGroup = useRenameGroup();
  const deleteGroup = useDeleteGroup();
  const deleteVariable = useDeleteVariable();
  const deleteRule = useDeleteRule();
  const addModel = useAddModel();
  const setActive = useSetActive();

  const active = names.data?.find((m) => m.is_active);
  useEffect(() => {
    if (!modelId && names.data?.length) setModelId((active ?? names.data[0]!).score_model_id);
  }, [modelId, names.data, active]);

  const groups = (model.data?.score_groups ?? []).filter((g) => g.category === tab);

  const openName = (modal: NameModal) => {
    setNameModal(modal);
    setNameValue(
      modal.kind === 'rename-group'
        ? modal.group.name
        : modal.kind === 'save-model'
          ? `${model.data?.name ?? ''} (copy)`
          : '',
    );
    setNameError(null);
  };

  const onSubmitName = async () => {
    const name = nameValue.trim();
    if (!name || !nameModal || !modelId) return setNameError(messages.required);
    try {
      if (nameModal.kind === 'add-group')
        await addGroup.mutateAsync({ name, category: tab, model_id: modelId });
      if (nameModal.kind === 'rename-group')
        await renameGroup.mutateAsync({ id: nameModal.group.score_group_id, name });
      if (nameModal.kind === 'save-model') {
        const created = await addModel.mutateAsync({ name, copy_from: modelId });
        setModelId(created.score_model_id);
        notifications.show({ color: 'green', message: `Model '${name}' saved` });
      }
      setNameModal(null);
    } catch (error) {
      setNameError(errorText(error));
    }
  };

  const onConfirm = async () => {
    if (!confirm) return;
    setConfirmBusy(true);
    try {
      await confirm.run();
      setConfirm(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setConfirmBusy(false);
    }
  };

  const isRecalculating = recalculation.data?.status === 'queued' || recalculation.data?.status === 'running';

  if (names.isPending) return <Loading />;
  if (names.isError) return <ErrorWithRefetch onRetry={() => void names.refetch()} />;

  return (
    <Stack p="md" gap="md">
      <Anchor component={Link} to="/" size="sm">
        ← Back
      </Anchor>
      <div>
        <Title order={1} size="h2">
          Scoring
        </Title>
        <Text c="dimmed" size="sm" data-testid="scoring-header">
          {active
            ? `Loans are scored with the active model '${active.name}'. Changes to a model reach the loans' scores only when it is set as active.`
            : 'No model is active: loans are not scored until a model is set as active.'}
        </Text>
      </div>
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <Select
            aria-label="Scoring program"
            data={(names.data ?? []).map((m) => ({
              value: m.score_model_id,
              label: m.is_active ? `${m.name} (active)` : m.name,
            }))}
            value={modelId}
            onChange={setModelId}
            allowDeselect={false}
            w={320}
          />
          <Group gap="xs">
            <Button variant="default" onClick={() => openName({ kind: 'save-model' })} disabled={!model.data}>
              Save
            </Button>
            <Button
              onClick={() =>
                setConfirm({
                  title: `Set '${model.data?.name ?? ''}' as active and recalculate the scores of every open loan`,
                  run: () => setActive.mutateAsync(modelId!),
                })
              }
              disabled={
                !model.data ||
                isRecalculating ||
                (model.data.is_active && !model.data.has_unpublished_changes)
              }
            >
              Set as active
            </Button>
            <Button variant="light" onClick={() => setPreviewOpen(true)} disabled={!model.data}>
              Preview
            </Button>
          </Group>
        </Group>
        {model.data && <ModelState model={model.data} />}
        <div style={{ marginTop: 8 }}>
          <RecalculationProgress />
        </div>
      </Paper>

      <Tabs value={tab} onChange={(value) => value && setTab(value as ScoreCategory)}>
        <Tabs.List>
          {SCORE_CATEGORIES.map((category) => (
            <Tabs.Tab key={category} value={category}>
              {SCORE_CATEGORY_LABELS[category]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* A panel per tab (each tab's aria-controls names a real element); the open one holds the groups. */}
        {SCORE_CATEGORIES.map((category) => (
          <Tabs.Panel key={category} value={category} pt="md">
            {category === tab && (
              <>
                {model.isPending && modelId && <Loading />}
                {model.isError && <ErrorWithRefetch onRetry={() => void model.refetch()} />}
                {model.data && (
                  <Grid gutter="md">
                    <Grid.Col span={{ base: 12, md: 9 }}>
                      <Stack gap="md" data-testid="scoring-groups">
                        {groups.length === 0 && (
                          <Text c="dimmed">
                            There are no groups in {SCORE_CATEGORY_LABELS[tab]}: add one on the right.
                          </Text>
                        )}
                        {groups.map((group) => (
                          <GroupCard
                            key={group.score_group_id}
                            group={group}
                            onPanel={setPanel}
                            onRename={(g) => openName({ kind: 'rename-group', group: g })}
                            onConfirm={setConfirm}
                            onDeleteGroup={(g) =>
                              deleteGroup.mutateAsync({ modelId: modelId!, groupId: g.score_group_id })
                            }
                            onDeleteVariable={(g, v) =>
                              deleteVariable
                                .mutateAsync({ groupId: g.score_group_id, variableId: v.variable_id })
                                .catch((error: unknown) => {
                                  notifications.show({
                                    color: 'red',
                                    message: messages.variableDeleteFailed,
                                  });
                                  throw error;
                                })
                            }
                            onDeleteRule={(v, r) =>
                              deleteRule.mutateAsync({ variableId: v.variable_id, ruleId: r.id })
                            }
                          />
                        ))}
                      </Stack>
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, md: 3 }}>
                      <GroupNav groups={groups} onAdd={() => openName({ kind: 'add-group' })} />
                    </Grid.Col>
                  </Grid>
                )}
              </>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      {panel && modelId && (
        <VariableRulePanel
          key={JSON.stringify([panel.mode, panel.group.score_group_id])}
          state={panel}
          modelId={modelId}
          category={tab}
          onClose={() => setPanel(null)}
        />
      )}
      <ConfirmModal
        opened={confirm !== null}
        title={messages.areYouSure}
        message={confirm?.title}
        isLoading={confirmBusy}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      />
      <Modal
        opened={nameModal !== null}
        onClose={() => setNameModal(null)}
        title={
          nameModal?.kind === 'add-group'
            ? `New group in ${SCORE_CATEGORY_LABELS[tab]}`
            : nameModal?.kind === 'rename-group'
              ? 'Rename group'
              : 'Save as a new model'
        }
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmitName();
          }}
        >
          <TextInput
            label="Name"
            value={nameValue}
            onChange={(e) => setNameValue(e.currentTarget.value)}
            error={nameError}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setNameModal(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={addGroup.isPending || renameGroup.isPending || addModel.isPending}>
              Save
            </Button>
          </Group>
        </form>
      </Modal>
      {isPreviewOpen && model.data && (
        <PreviewModal
          modelId={model.data.score_model_id}
          modelName={model.data.name}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </Stack>
  );
};
