// A file answer of the servicing routes (payoff letter, statement, extension agreement, a draw's
// photo or invoice): sent as an attachment, its name made header-safe. The declared 200 answer
// describes the file for the document; the bytes (a Buffer or a stream) skip serialization.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const sendFile = (
  reply: FastifyReply,
  file: { body: Buffer | Readable; contentType: string; fileName: string; noStore?: boolean },
) => {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w .()-]/g, '_')}"`)
    .header('x-content-type-options', 'nosniff');
  if (file.noStore) reply.header('cache-control', 'no-store');
  return reply.send(file.body);
};
