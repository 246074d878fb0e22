import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplatePayload } from '@lending/domain';
import { api } from '../../../lib/api-client';
import { documentsKeys } from './documents-keys';
import type { Template } from './get-templates';

// POST /activity-templates/create-template and PUT /activity-templates/update-template/{id} (001 §7).
const createTemplate = (payload: TemplatePayload) =>
  api.post<Template>('/activity-templates/create-template', payload);

const updateTemplate = (templateId: string, payload: TemplatePayload) =>
  api.put<Template>(`/activity-templates/update-template/${templateId}`, payload);

export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, payload }: { templateId: string | null; payload: TemplatePayload }) =>
      templateId ? updateTemplate(templateId, payload) : createTemplate(payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.templates() }),
  });
};
