// Wire contracts of the /activity-templates calls (001 §5, §7) beside the template payload
// (forms/document-values.ts): the template as listed and saved, the document request made from one,
// and the DOCX template upload's answer.
import { z } from 'zod';

export const templateSchema = z.object({
  template_id: z.string(),
  entity_type: z.string(),
  document_name: z.string(),
  description: z.string(),
  auto_create_activity: z.boolean(),
  folder_name: z.string().nullable(),
  use_textract: z.boolean(),
  gpt_prompts: z.array(z.object({ name: z.string(), question: z.string() })),
  /** A save sends it back (a stale one gets 409). */
  version: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateIdParams = z.object({ templateId: z.string() });
export const fromTemplateParams = z.object({ entityId: z.string(), templateId: z.string() });
export const fromTemplateQuery = z.object({ loan_id: z.string().optional() });

export const templateFileQuery = z.object({ name: z.string().max(200).optional() });
export const templateFileSchema = z.object({ kind: z.string(), file_name: z.string() });
