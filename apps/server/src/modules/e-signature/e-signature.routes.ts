// E-signature calls (000 §7, DESIGN.md §5): staff send a document for signature; the signer's
// private link opens the public signing calls; DocuSign Connect reports its envelopes.
// GET /activity/envelope-status/{id} stays with the activity calls (activity.routes.ts).
import {
  declinedSchema,
  declineSchema,
  endpoints,
  signedSchema,
  signingSessionSchema,
  signingTokenParams,
  signSchema,
} from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { actorOf, baseUrlOf } from '../activity/index';
import { handleConnectMessage } from './signing.connect';
import { declineWithLink, openSigningLink, signingDocument, signWithLink } from './signing.public';
import { requestSignature, type SigningDeps } from './signing.send';

// A link is tried by one person: a handful of calls a minute is plenty, guessing is not.
const LINK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const eSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const signingDeps = (): SigningDeps => ({
    storage: app.deps.storage,
    mail: app.deps.mail,
    eSignature: app.deps.eSignature,
    linkDays: app.deps.config.SIGNING_LINK_DAYS,
  });
  const clientOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip ?? null,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  register(
    app,
    endpoints.postActivityDocumentRequestByIdProcessByProcessIdSetRequestSignature,
    async (request) =>
      requestSignature(db, signingDeps(), {
        activityId: request.params.id,
        processId: request.params.processId,
        recipients: request.body.recipients,
        actor: actorOf(request),
        baseUrl: baseUrlOf(request),
      }),
  );

  // Term sheet, commitment, board review and custom documents: their generated PDF.
  register(app, endpoints.postActivityByIdRequestSignature, async (request) =>
    requestSignature(db, signingDeps(), {
      activityId: request.params.id,
      recipients: request.body.recipients,
      actor: actorOf(request),
      baseUrl: baseUrlOf(request),
    }),
  );

  app.get(
    '/sign/:token',
    {
      config: { access: 'public-link', rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['e-signature'],
        params: signingTokenParams,
        response: {
          200: signingSessionSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return openSigningLink(db, request.params.token, clientOf(request));
    },
  );

  app.get(
    '/sign/:token/document',
    {
      config: { access: 'public-link', rateLimit: LINK_RATE_LIMIT },
      schema: { tags: ['e-signature'], params: signingTokenParams },
    },
    async (request, reply) => {
      const { body, fileName } = await signingDocument(db, app.deps.storage, request.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName.replace(/[^\w .()-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/sign/:token/sign',
    {
      bodyLimit: 600_000,
      config: { access: 'public-link', rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['e-signature'],
        params: signingTokenParams,
        body: signSchema,
        response: {
          200: signedSchema,
        },
      },
    },
    async (request) =>
      signWithLink(db, app.deps.storage, request.params.token, request.body, clientOf(request)),
  );

  app.post(
    '/sign/:token/decline',
    {
      config: { access: 'public-link', rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: ['e-signature'],
        params: signingTokenParams,
        body: declineSchema,
        response: { 200: declinedSchema },
      },
    },
    async (request) => declineWithLink(db, request.params.token, request.body.reason, clientOf(request)),
  );

  // DocuSign Connect: the raw body is kept for the HMAC check (this plugin's JSON parser only).
  await app.register(async (connect) => {
    connect.removeContentTypeParser('application/json');
    connect.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1_048_576 },
      (_req, body, done) => done(null, body),
    );
    connect.post(
      '/e-signature/docusign/connect',
      { config: { access: 'public' }, schema: { tags: ['e-signature'], hide: true } },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'Invalid DocuSign Connect message');
        const signatures = Object.entries(request.headers)
          .filter(([name]) => /^x-docusign-signature-\d+$/.test(name))
          .map(([, value]) => String(value));
        return handleConnectMessage(db, app.deps, { rawBody: request.body, signatures });
      },
    );
  });
};
