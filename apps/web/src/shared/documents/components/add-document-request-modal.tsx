import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { entityGroupLabel, messages } from '@lending/domain';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateFromTemplate } from '../api/create-from-template';
import type { Template } from '@lending/domain';
import { useTemplates } from '../api/get-templates';
import { TemplateEditor } from './template-editor';

export type EntityOption = { value: string; label: string };

type Props = {
  loanId: string;
  entityType: string;
  /** The loan's entities of this type (the loan itself, its borrowers, its properties...). */
  entities: EntityOption[];
  onClose: () => void;
};

/**
 * 001 §2 "Add-new-document-request modal" with its two pages (001 §4): init-template (pick a
 * template, Add disabled without one) and editor-template (create or edit a template).
 */
export const AddDocumentRequestModal = ({ loanId, entityType, entities, onClose }: Props) => {
  const templates = useTemplates();
  const create = useCreateFromTemplate();
  const [page, setPage] = useState<'init-template' | 'editor-template'>('init-template');
  const [editing, setEditing] = useState<Template | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [entityId, setEntityId] = useState<string | null>(entities[0]?.value ?? null);
  const list = (templates.data ?? []).filter((template) => template.entity_type === entityType);
  const selected = list.find((template) => template.template_id === templateId) ?? null;

  const onAdd = () => {
    if (!selected || !entityId) return;
    create.mutate({ entityId, templateId: selected.template_id, loanId });
  };

  return (
    <Modal opened onClose={onClose} title="Add New Document Request" centered size="lg">
      {page === 'editor-template' ? (
        <TemplateEditor
          template={editing}
          entityType={entityType}
          onDone={(saved) => {
            if (saved && saved.entity_type === entityType) setTemplateId(saved.template_id);
            setPage('init-template');
          }}
        />
      ) : create.isSuccess ? (
        <Stack>
          <Text c="green">{messages.documentAdded}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : create.isError ? (
        <Stack>
          <Alert color="red">{messages.addDocumentRequestFailed}</Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="template-picker">
          {templates.isPending && <Loader size="sm" />}
          {templates.isError && <Alert color="red">{messages.somethingWentWrong}</Alert>}
          <Select
            label={`Template (${entityGroupLabel(entityType)})`}
            placeholder={list.length ? 'Choose a template' : 'No templates yet: create one'}
            data={list.map((template) => ({ value: template.template_id, label: template.document_name }))}
            value={templateId}
            onChange={setTemplateId}
            searchable
          />
          {selected && (
            <Text size="sm" c="dimmed">
              {selected.description}
            </Text>
          )}
          {entities.length > 1 && (
            <Select
              label="For"
              data={entities}
              value={entityId}
              onChange={setEntityId}
              allowDeselect={false}
            />
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => {
                  setEditing(null);
                  setPage('editor-template');
                }}
              >
                New template
              </Button>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPencil size={14} />}
                disabled={!selected}
                onClick={() => {
                  setEditing(selected);
                  setPage('editor-template');
                }}
              >
                Edit template
              </Button>
            </Group>
            <Button onClick={onAdd} disabled={!selected || !entityId} loading={create.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
