// The template payload (001 §5): document name and description required; prompts only with OCR.
import { z } from 'zod';
import { ENTITY_KINDS } from '@lending/domain';

export const templateBodySchema = z.object({
  entity_type: z.enum(ENTITY_KINDS),
  description: z.string().trim().min(1, '* Required').max(2000),
  document_name: z.string().trim().min(1, '* Required').max(200),
  auto_create_activity: z.boolean().default(false),
  folder_name: z.string().trim().max(200).nullish(),
  use_textract: z.boolean().default(false),
  gpt_prompts: z.array(z.object({ name: z.string().trim().min(1).max(200), question: z.string().trim().min(1).max(2000) })).optional(),
});
