// The local-folder storage's own endpoints (DESIGN.md §2, §5): downloads and uploads through
// unguessable, expiring, HMAC-signed links, so they carry no authorisation header. Uploads are
// checked for size and for type by content (magic bytes) before they are kept.
import { stripImageMetadata } from '../../integrations/storage/image-metadata';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalStorage } from '../../integrations/storage/local-storage';
import { ACTIVE_PDF_MESSAGE, pdfHasActiveContent, zipProblem } from '../../integrations/storage/file-safety';
import {
  contentTypeOfExtension,
  detectFileType,
  isInlineExtension,
  matchesContentType,
} from '../../integrations/storage/file-types';
import { StorageConflictError, StorageNotFoundError } from '../../integrations/storage/storage';
import { contentDisposition } from '../../lib/content-disposition';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { endpoints, messages } from '@lending/domain';

const LINK_EXPIRED = 'This link has expired or is not valid';
const LINK_USED = 'This upload link was already used';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.deps.storage;
  if (!isLocalStorage(storage)) return;

  // Uploads are raw bytes of any type: read them as a buffer here only (encapsulated).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 30 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  register(app, endpoints.getFilesDownload, async (request, reply) => {
    const key = request.params['*'];
    const { exp, sig, name } = request.query;
    if (!storage.verifyDownload({ key, exp, sig, fileName: name })) throw new AppError(403, LINK_EXPIRED);
    try {
      const stream = await storage.get(key);
      // The type comes from the server-made key's extension and the one file-type table, never
      // from the file or its name; only inert kinds are shown inline.
      const extension = key.split('.').pop() ?? '';
      const fileName = name ?? key.split('/').pop() ?? 'file';
      // The declared answer describes the bytes for the document; the stream skips serialization.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', contentTypeOfExtension(extension))
        .header(
          'content-disposition',
          contentDisposition(fileName, isInlineExtension(extension) ? 'inline' : 'attachment'),
        )
        .header('cache-control', 'private, max-age=60')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new AppError(404, 'File not found');
      throw error;
    }
  });

  // A wildcard, not a :param: a signed token is longer than the router's parameter limit.
  register(
    app,
    endpoints.putFilesUpload,
    async (request, reply) => {
      const grant = storage.readUploadToken(request.params['*']);
      if (!grant) throw new AppError(403, LINK_EXPIRED);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'The file is empty');
      if (body.length > grant.maxBytes) throw new AppError(413, 'The file is too large');
      if (!matchesContentType(body, grant.contentType)) throw new AppError(400, messages.notValidFileType);
      // Inert content only: no PDF scripts or launch actions, no zip bombs (file-safety.ts).
      const type = detectFileType(body)?.extension;
      if (type === 'pdf' && pdfHasActiveContent(body)) throw new AppError(400, ACTIVE_PDF_MESSAGE);
      const bomb = type === 'docx' || type === 'xlsx' || type === 'zip' ? zipProblem(body) : null;
      if (bomb) throw new AppError(400, bomb);
      // Images are kept without their EXIF/XMP/text metadata (GPS, serial numbers; image-metadata.ts).
      const stored = stripImageMetadata(body);
      // Single use: the key is new for each link, and a stored file is never replaced.
      try {
        await storage.put(grant.key, stored, { contentType: grant.contentType, ifAbsent: true });
      } catch (error) {
        if (error instanceof StorageConflictError) throw new AppError(409, LINK_USED);
        throw error;
      }
      return reply.status(200).send({ status: 'uploaded' as const, size: stored.length });
    },
    { bodyLimit: 30 * 1024 * 1024 },
  );
};
