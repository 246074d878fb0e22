import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplatePayload } from '@lending/domain';
import { call } from '../../../lib/contract-client';
import { documentsKeys } from './documents-keys';
import type { Template } from '@lending/domain';

// POST /activity-templates/create-template and PUT /activity-templates/update-template/{id} (001 §7).
const createTemplate = (payload: TemplatePayload) => call('postActivityTemplate', { body: payload });

// An update sends the template's `version` it was read with; a stale one gets 409.
const updateTemplate = (template: Pick<Template, 'template_id' | 'version'>, payload: TemplatePayload) =>
  call('putActivityTemplate', {
    params: { templateId: template.template_id },
    body: { ...payload, version: template.version },
  });

export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, payload }: { template: Template | null; payload: TemplatePayload }) =>
      template ? updateTemplate(template, payload) : createTemplate(payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.templates() }),
  });
};
