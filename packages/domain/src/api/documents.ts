// Wire contracts of the document calls (DESIGN.md documents review loop, docs/contract.md
// "Documents follow-ups"): staff-added files, previews and the loan's export. The server validates
// and serialises with them; the web reads their `z.infer` types.
import { z } from 'zod';
import { messages } from '../messages/messages';

/** POST /activity/{id}/generate-custom-document-with-presigned-url: a staff-added file. */
export const customUploadBodySchema = z.object({
  content_type: z.string().trim().min(1, messages.notValidFileType).max(200),
  name: z.string().trim().min(1, 'name is required').max(255, 'File name is too long'),
  document_name: z.string().trim().max(255).nullish(),
});
export const customUploadSchema = z.object({
  presigned_url: z.string(),
  process_id: z.string(),
  document_id: z.string(),
});

export const documentParams = z.object({ id: z.string().max(64), docId: z.string().max(64) });

/** How the browser shows a file (pdf, image, heic as a JPEG made by the server, other) and a download link. */
export const documentPreviewSchema = z.object({
  document_id: z.string(),
  file_name: z.string(),
  kind: z.enum(['pdf', 'image', 'heic', 'other']),
  url: z.string(),
  download_url: z.string(),
  content_type: z.string(),
});
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

/** POST /loan/{id}/export-documents answers 202 with the queued job. */
export const exportDocumentsSchema = z.object({ message: z.string(), job_id: z.string().nullable() });
