// E-signature calls (000 §7, DESIGN.md §5): staff send a document for signature; the signer's
// private link opens the public signing calls; DocuSign Connect reports its envelopes.
// GET /activity/envelope-status/{id} stays with the activity calls (activity.routes.ts).
import { endpoints } from '@lending/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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

  const linkLimit = { rateLimit: LINK_RATE_LIMIT };

  register(
    app,
    endpoints.getSignByToken,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return openSigningLink(db, request.params.token, clientOf(request));
    },
    linkLimit,
  );

  register(
    app,
    endpoints.getSignByTokenDocument,
    async (request, reply) => {
      const { body, fileName } = await signingDocument(db, app.deps.storage, request.params.token);
      // The declared answer describes the PDF for the document; the bytes skip serialization.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName.replace(/[^\w .()-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(body);
    },
    linkLimit,
  );

  register(
    app,
    endpoints.postSignByTokenSign,
    async (request) =>
      signWithLink(db, app.deps.storage, request.params.token, request.body, clientOf(request)),
    { ...linkLimit, bodyLimit: 600_000 },
  );

  register(
    app,
    endpoints.postSignByTokenDecline,
    async (request) => declineWithLink(db, request.params.token, request.body.reason, clientOf(request)),
    linkLimit,
  );

  // DocuSign Connect: the raw body is kept for the HMAC check (this plugin's JSON parser only).
  await app.register(async (connect) => {
    connect.removeContentTypeParser('application/json');
    connect.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1_048_576 },
      (_req, body, done) => done(null, body),
    );
    register(
      connect.withTypeProvider<ZodTypeProvider>(),
      endpoints.postESignatureDocusignConnect,
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
