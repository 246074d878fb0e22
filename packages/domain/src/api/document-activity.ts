// Wire contracts of the generated-document activities: term sheet, commitment and board review
// (000 §7 /{kind}/{id}/get-values, update, generate, get-google-docs, download, send; DESIGN.md §5).
import { z } from 'zod';
import { messages } from '../messages/messages';
import { stateResponseSchema } from './activity';
import { versionField } from './versioning';

/**
 * How the generated PDF was made: 'template' is the filled DOCX template converted by LibreOffice;
 * 'standard' is the fixed layout used when it could not be (the PDF says so on its first page).
 */
const pdfLayoutSchema = z.enum(['template', 'standard']);
export type PdfLayout = z.infer<typeof pdfLayoutSchema>;

/** Expiring signed links to the generated PDF and DOCX. */
export const documentLinksSchema = z.object({
  activity_id: z.string(),
  pdf_url: z.string(),
  docx_url: z.string(),
  pdf_document_id: z.string(),
  docx_document_id: z.string(),
  file_name: z.string(),
  generated_epoch: z.number(),
  pdf_layout: pdfLayoutSchema,
});
export type DocumentLinks = z.infer<typeof documentLinksSchema>;

export const documentValuesSchema = z.object({
  activity_id: z.string(),
  state: z.string(),
  values: z.record(z.string(), z.unknown()),
});
export type DocumentValues = z.infer<typeof documentValuesSchema>;

export const documentValuesUpdateSchema = z.object({
  activity_id: z.string(),
  changed: z.boolean(),
  values: z.record(z.string(), z.unknown()),
});

export const generatedDocumentSchema = documentLinksSchema.extend({
  state: z.string(),
  process_id: z.string(),
});

export const sendDocumentBodySchema = z.object({ to: z.email(messages.validEmail).optional() }).nullish();
export const sentDocumentSchema = stateResponseSchema.extend({ sent_to: z.string() });

/** POST /board-review/{id}/create-main-activity (the loan id; 001 §4 Complete Underwriting). */
export const mainActivityCreatedSchema = z.object({
  message: z.string(),
  activity_id: z.string(),
  state: z.string(),
});

// Custom documents (002 §7: get values, generate, update, get google doc, send): the values carry
// the activity's `version` (optimistic concurrency).
export const customValuesSchema = documentValuesSchema.extend({ version: z.number().int() });
export type CustomValues = z.infer<typeof customValuesSchema>;

const FIELD_NAME = /^[a-z0-9_]{1,64}$/i;
/** The values to change, and the activity's `version` the editor read (a stale one gets 409). */
export const customValuesUpdateBody = z
  .object({ version: versionField })
  .catchall(z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]))
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (!FIELD_NAME.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Invalid field name' });
    }
  });
export const customValuesUpdateSchema = documentValuesUpdateSchema.extend({ version: z.number().int() });
export type CustomValuesUpdate = z.infer<typeof customValuesUpdateSchema>;
export const customDocumentGeneratedSchema = documentLinksSchema.extend({ process_id: z.string() });
export type CustomDocumentGenerated = z.infer<typeof customDocumentGeneratedSchema>;
export const customDocumentSentSchema = z.object({
  activity_id: z.string(),
  state: z.string(),
  sent_to: z.string(),
});
export type CustomDocumentSent = z.infer<typeof customDocumentSentSchema>;
