import { ActionIcon, Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  canSaveTemplate,
  ENTITY_KINDS,
  entityGroupLabel,
  messages,
  toTemplatePayload,
  type EntityKind,
  type TemplateForm,
} from '@lending/domain';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Template } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { useSaveTemplate } from '../api/save-template';

type Props = { template: Template | null; entityType: string; onDone: (saved: Template | null) => void };

const formOf = (template: Template | null, entityType: string): TemplateForm => ({
  entity_type: (template?.entity_type ?? entityType) as EntityKind,
  document_name: template?.document_name ?? '',
  description: template?.description ?? '',
  auto_create_activity: template?.auto_create_activity ?? false,
  folder_name: template?.folder_name ?? '',
  use_textract: template?.use_textract ?? false,
  use_ocr: Boolean(template?.use_textract || template?.gpt_prompts.length),
  gpt_prompts: template?.gpt_prompts.length ? template.gpt_prompts : [{ name: '', question: '' }],
});

/**
 * 001 §4 "Template modal", editor-template page: every field of the Template entity (001 §3).
 * Create/Update is disabled with an empty name; the Textract option and the prompts appear only
 * with OCR; the last prompt cannot be removed; prompts are sent only with OCR on (001 §5).
 */
export const TemplateEditor = ({ template, entityType, onDone }: Props) => {
  const [form, setForm] = useState<TemplateForm>(() => formOf(template, entityType));
  const [isTouched, setTouched] = useState(false);
  const save = useSaveTemplate();
  const set = <K extends keyof TemplateForm>(key: K, value: TemplateForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setPrompt = (index: number, patch: Partial<TemplateForm['gpt_prompts'][number]>) =>
    set(
      'gpt_prompts',
      form.gpt_prompts.map((prompt, i) => (i === index ? { ...prompt, ...patch } : prompt)),
    );
  const isDescriptionMissing = isTouched && form.description.trim() === '';

  const onSave = () => {
    setTouched(true);
    if (!canSaveTemplate(form) || form.description.trim() === '') return;
    save.mutate(
      { template: template ?? null, payload: toTemplatePayload(form) },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: template ? messages.templateUpdated : messages.templateAdded,
          });
          onDone(saved);
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            // A stale version (someone saved the template meanwhile) says so; anything else is generic.
            message:
              error instanceof ApiError && error.status === 409 ? error.message : messages.templateFailed,
          }),
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="template-editor">
      <Group gap="xs">
        <ActionIcon variant="subtle" aria-label="Back" onClick={() => onDone(null)}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Text fw={600}>{template ? 'Edit template' : 'New template'}</Text>
      </Group>
      <Select
        label="Entity type"
        data={ENTITY_KINDS.map((kind) => ({ value: kind, label: entityGroupLabel(kind) }))}
        value={form.entity_type}
        onChange={(value) => value && set('entity_type', value as EntityKind)}
        allowDeselect={false}
      />
      <TextInput
        label="Document name"
        required
        value={form.document_name}
        onChange={(event) => set('document_name', event.currentTarget.value)}
        error={isTouched && form.document_name.trim() === '' ? messages.required : undefined}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        value={form.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={isDescriptionMissing ? messages.required : undefined}
      />
      <TextInput
        label="Folder name"
        value={form.folder_name ?? ''}
        onChange={(event) => set('folder_name', event.currentTarget.value)}
      />
      <Checkbox
        label="Create the request automatically for new loans"
        checked={form.auto_create_activity}
        onChange={(event) => set('auto_create_activity', event.currentTarget.checked)}
      />
      <Checkbox
        label="OCR processing"
        checked={form.use_ocr}
        onChange={(event) => set('use_ocr', event.currentTarget.checked)}
      />
      {form.use_ocr && (
        <Stack gap="xs" pl="md">
          <Checkbox
            label="Use Textract"
            checked={form.use_textract}
            onChange={(event) => set('use_textract', event.currentTarget.checked)}
          />
          <Text size="sm" fw={500}>
            GPT prompts
          </Text>
          {form.gpt_prompts.map((prompt, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={`Prompt ${index + 1} name`}
                placeholder="Name"
                value={prompt.name}
                onChange={(event) => setPrompt(index, { name: event.currentTarget.value })}
                w={160}
              />
              <Textarea
                aria-label={`Prompt ${index + 1} question`}
                placeholder="Question"
                autosize
                value={prompt.question}
                onChange={(event) => setPrompt(index, { question: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Remove prompt ${index + 1}`}
                disabled={form.gpt_prompts.length <= 1}
                onClick={() =>
                  set(
                    'gpt_prompts',
                    form.gpt_prompts.filter((_, i) => i !== index),
                  )
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => set('gpt_prompts', [...form.gpt_prompts, { name: '', question: '' }])}
          >
            Add prompt
          </Button>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button onClick={onSave} disabled={!canSaveTemplate(form)} loading={save.isPending}>
          {template ? 'Update' : 'Create'}
        </Button>
      </Group>
    </Stack>
  );
};
