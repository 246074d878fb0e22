// /activity-templates (001 §7) and the replaceable DOCX templates of generated documents.
import { contentDisposition } from '../../lib/content-disposition';
import { DOCX_TYPE } from '../../integrations/storage/file-types';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/errors';
import { versionField } from '../../lib/versioning';
import { GENERATED_KINDS, loadTemplate, saveTemplate, TemplateError } from '../generated-documents/index';
import { activityResponseSchema, actorOf } from '../activity/index';
import { templateBodySchema } from './activity-templates.schemas';
import {
  fromTemplateParams,
  fromTemplateQuery,
  templateFileQuery,
  templateFileSchema,
  templateIdParams,
  templateSchema,
} from '@lending/domain';
import {
  createDocumentRequestFromTemplate,
  createTemplate,
  listTemplates,
  updateTemplate,
} from './activity-templates.service';

export const activityTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/activity-templates/get-all-activity-templates',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(templateSchema) } } },
    async () => listTemplates(db),
  );

  app.post(
    '/activity-templates/create-template',
    { config: { access: 'admin' }, schema: { body: templateBodySchema, response: { 201: templateSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createTemplate(db, { input: request.body, actor: actorOf(request) });
    },
  );

  app.put(
    '/activity-templates/update-template/:templateId',
    {
      config: { access: 'admin' },
      schema: {
        params: templateIdParams,
        body: templateBodySchema.extend({ version: versionField }),
        response: { 200: templateSchema },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return updateTemplate(db, {
        templateId: request.params.templateId,
        input,
        version,
        actor: actorOf(request),
      });
    },
  );

  app.post(
    '/activity-templates/create-document-request/:entityId/from-template/:templateId',
    {
      config: { access: 'admin' },
      schema: {
        params: fromTemplateParams,
        querystring: fromTemplateQuery,
        response: { 201: activityResponseSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createDocumentRequestFromTemplate(db, {
        entityId: request.params.entityId,
        templateId: request.params.templateId,
        loanId: request.query.loan_id,
        actor: actorOf(request),
      });
    },
  );

  // The DOCX template of a generated kind: download to edit in Word, upload to replace.
  const kindParams = z.object({ kind: z.enum(GENERATED_KINDS) });

  app.get(
    '/activity-templates/document-template/:kind',
    { config: { access: 'admin' }, schema: { params: kindParams } },
    async (request, reply) => {
      const template = await loadTemplate(db, app.deps.storage, request.params.kind);
      return reply
        .header('content-type', DOCX_TYPE)
        .header('content-disposition', contentDisposition(template.fileName))
        .send(template.file);
    },
  );

  // The template arrives as the raw DOCX body, or as the one file of a multipart form.
  const uploadRoute: FastifyPluginAsyncZod = async (upload) => {
    upload.removeAllContentTypeParsers();
    await upload.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    upload.put(
      '/activity-templates/document-template/:kind',
      {
        config: { access: 'admin' },
        bodyLimit: 10 * 1024 * 1024,
        schema: {
          params: kindParams,
          querystring: templateFileQuery,
          response: { 200: templateFileSchema },
        },
      },
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
    );
  };
  await app.register(uploadRoute);
};
