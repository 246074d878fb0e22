// /activity-templates (001 §7) and the replaceable DOCX templates of generated documents.
import { contentDisposition } from '../../lib/content-disposition';
import { DOCX_TYPE } from '../../integrations/storage/file-types';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { register } from '../../plugins/contract';
import { idOrder, pageInMemory } from '../../plugins/paging';
import { loadTemplate, saveTemplate, TemplateError } from '../generated-documents/index';
import { actorOf } from '../activity/index';
import { endpoints } from '@lending/domain';
import {
  createDocumentRequestFromTemplate,
  createTemplate,
  listTemplates,
  updateTemplate,
} from './activity-templates.service';

export const activityTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // The template catalogue staff maintain (tens, not per loan): paged in memory.
  register(app, endpoints.getActivityTemplates, async (request, reply) =>
    pageInMemory(request, reply, idOrder('getActivityTemplates', 'template_id'), await listTemplates(db)),
  );

  register(app, endpoints.postActivityTemplate, async (request, reply) => {
    reply.status(201);
    return createTemplate(db, { input: request.body, actor: actorOf(request) });
  });

  register(app, endpoints.putActivityTemplate, async (request) => {
    const { version, ...input } = request.body;
    return updateTemplate(db, {
      templateId: request.params.templateId,
      input,
      version,
      actor: actorOf(request),
    });
  });

  register(app, endpoints.postDocumentRequestFromTemplate, async (request, reply) => {
    reply.status(201);
    return createDocumentRequestFromTemplate(db, {
      entityId: request.params.entityId,
      templateId: request.params.templateId,
      loanId: request.query.loan_id,
      actor: actorOf(request),
    });
  });

  // The DOCX template of a generated kind: download to edit in Word, upload to replace.
  register(app, endpoints.getDocumentTemplateFile, async (request, reply) => {
    const template = await loadTemplate(db, app.deps.storage, request.params.kind);
    return (
      reply
        .header('content-type', DOCX_TYPE)
        .header('content-disposition', contentDisposition(template.fileName))
        // The declared answer is the file's bytes (a binary string); Fastify sends a Buffer as is.
        .send(template.file as unknown as string)
    );
  });

  // The template arrives as the raw DOCX body, or as the one file of a multipart form.
  const uploadRoute: FastifyPluginAsyncZod = async (upload) => {
    upload.removeAllContentTypeParsers();
    await upload.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    register(
      upload,
      endpoints.putDocumentTemplateFile,
      async (request) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        const file = part ? await part.toBuffer() : request.body;
        if (!Buffer.isBuffer(file) || file.length === 0)
          throw new AppError(400, 'The template file is empty');
        try {
          return await saveTemplate(db, app.deps.storage, {
            kind: request.params.kind,
            file,
            fileName: request.query.name ?? part?.filename ?? `${request.params.kind}.docx`,
            actor: actorOf(request),
          });
        } catch (error) {
          if (error instanceof TemplateError) throw new AppError(400, error.message);
          throw error;
        }
      },
      { bodyLimit: 10 * 1024 * 1024 },
    );
  };
  await app.register(uploadRoute);
};
