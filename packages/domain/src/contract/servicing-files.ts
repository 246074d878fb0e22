// The shapes the servicing declarations share: a file answer (the PDF, CSV or NACHA bytes, described
// by their media type) and the multipart upload of one file.
import { z } from 'zod';

/** A downloaded file: its bytes, sent as an attachment (content-disposition names the file). */
export const fileAnswer = (mediaType: string, description: string) =>
  z.string().meta({ format: 'binary', contentMediaType: mediaType, description });

/** One file as the `file` part of a multipart/form-data body (read by the route, not validated here). */
export const uploadDescription = (what: string) =>
  `multipart/form-data with one part named \`file\`: ${what}. Larger files answer 413.`;
