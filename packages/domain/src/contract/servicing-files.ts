// The shapes the servicing declarations share: a file answer (the PDF, CSV or NACHA bytes, described
// by their media type) and the multipart upload of one file.
import { z } from 'zod';

/** A downloaded file: its bytes, sent as an attachment (content-disposition names the file). */
export const fileAnswer = (mediaType: string, description: string) =>
  z.string().meta({ format: 'binary', contentMediaType: mediaType, description });

/** One file as the `file` part of a multipart/form-data body, for the document: the route reads the
 * part itself (the JSON validator sees no body), so at run time the schema accepts anything. */
export const uploadBody = (what: string) =>
  z.unknown().meta({
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description: what } },
    required: ['file'],
    contentMediaType: 'multipart/form-data',
  });

export const uploadDescription = (what: string) =>
  `multipart/form-data with one part named \`file\`: ${what}. Larger files answer 413.`;
