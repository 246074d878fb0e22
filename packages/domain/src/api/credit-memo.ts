import { z } from 'zod';

// POST /loan/{id}/credit-memo (issue 23 item 7): the credit memo in one click, a PDF and a DOCX
// kept with the loan's generated documents, answered as signed links.
export const creditMemoResponseSchema = z.object({
  pdf_url: z.string(),
  docx_url: z.string(),
  pdf_document_id: z.string(),
  docx_document_id: z.string(),
  file_name: z.string(),
  generated_epoch: z.number(),
  /** The score the memo states (null when the loan could not be scored). */
  score: z.number().nullable(),
});
export type CreditMemoResponse = z.infer<typeof creditMemoResponseSchema>;
