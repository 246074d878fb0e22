// buildApp(deps): the whole HTTP app without listening (STYLE.md). Modules register under /api
// with the paths of the spec; the built web app is served for every other path.
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { registerOpenApi } from './plugins/openapi';
import { authRoutes, wellKnownRoutes } from './modules/auth/index';
import { borrowerRoutes } from './modules/borrower/index';
import { configRoutes } from './modules/config/index';
import { contactRoutes } from './modules/contact/index';
import { loanRoutes } from './modules/loan/index';
import { propertyRoutes } from './modules/property/index';
import { userRoutes } from './modules/user/index';
import { applicationRoutes } from './modules/application/index';
import { brokerRoutes } from './modules/broker/index';
import { leadsRoutes } from './modules/leads/index';
import { outboxRoutes } from './modules/outbox/index';
import { personalRoutes, personalToDoRoutes } from './modules/personal/index';
import { plaidRoutes } from './modules/plaid/index';
import { policyRoutes } from './modules/policy/index';
import { reportsRoutes, reportWebhookRoutes } from './modules/reports/index';
import { scoringRoutes } from './modules/scoring/index';
import { statisticsRoutes } from './modules/statistics/index';
import { loanStatusRoutes } from './modules/loan-status/index';
import { activityRoutes } from './modules/activity/index';
import { termSheetRoutes } from './modules/term-sheet/index';
import { commitmentRoutes } from './modules/commitment/index';
import { boardReviewRoutes } from './modules/board-review/index';
import { customDocumentRoutes } from './modules/custom-document/index';
import { activityTemplatesRoutes } from './modules/activity-templates/index';
import { documentsRoutes } from './modules/documents/index';
import { notificationsRoutes } from './modules/notifications/index';
import { eSignatureRoutes } from './modules/e-signature/index';
import { documentsIntelligenceRoutes } from './modules/documents-intelligence/index';
import { dataPointRoutes } from './modules/data-point/index';
import { threadRoutes } from './modules/thread/index';
import { servicingRoutes } from './modules/servicing/index';
import { creditMemoRoutes } from './modules/credit-memo/index';
import { apiKeysRoutes, oauthRoutes, registerApiKeyAuth } from './modules/api-keys/index';
import { auditRoutes } from './modules/audit/index';
import { webhookRoutes } from './modules/webhooks/index';
import { registerApiReference } from './plugins/api-reference';
import { registerRouteAccess } from './plugins/access';
import { acceptEmptyJsonBodies, registerErrorHandling } from './plugins/errors';
import { appLoggerOptions, registerNoStore, rejectNulBytes } from './plugins/hardening';
import { registerHealth } from './plugins/health';
import { wireDomainEvents } from './wiring';
import { registerObservability, requestIdFor } from './plugins/observability';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/**
 * Every API module, mounted under /api. Module owners add ONE line here:
 * `export const <area>Routes: FastifyPluginAsyncZod` from modules/<area>/<area>.routes.ts.
 */
const apiModules: FastifyPluginAsyncZod[] = [
  authRoutes,
  userRoutes,
  configRoutes,
  loanRoutes,
  propertyRoutes,
  borrowerRoutes,
  contactRoutes,
  applicationRoutes,
  leadsRoutes,
  outboxRoutes,
  personalRoutes,
  personalToDoRoutes,
  brokerRoutes,
  plaidRoutes,
  reportsRoutes,
  policyRoutes,
  scoringRoutes,
  statisticsRoutes,
  // The lifecycle modules (issue 3).
  loanStatusRoutes,
  activityRoutes,
  termSheetRoutes,
  commitmentRoutes,
  boardReviewRoutes,
  customDocumentRoutes,
  activityTemplatesRoutes,
  documentsRoutes,
  notificationsRoutes,
  eSignatureRoutes,
  documentsIntelligenceRoutes,
  creditMemoRoutes,
  dataPointRoutes,
  servicingRoutes,
  threadRoutes,
  reportWebhookRoutes,
  // Integrations (issue 22): API keys, outgoing webhooks, the audit-trail viewer.
  apiKeysRoutes,
  oauthRoutes,
  webhookRoutes,
  auditRoutes,
];

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ? undefined : appLoggerOptions(config.LOG_LEVEL),
    ...(deps.logger ? { loggerInstance: deps.logger } : {}),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    genReqId: requestIdFor,
    // One line per finished request, written by plugins/observability.ts (not Fastify's two).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  wireDomainEvents();
  // Who may call comes before what was sent: each route's declared access (plugins/access.ts)
  // runs before body, params and query validation, so a caller without a token gets 401, never
  // field errors. Then NUL bytes anywhere in an API request: 400 (PostgreSQL cannot store them).
  registerRouteAccess(app);
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url?.startsWith('/api/')) await rejectNulBytes(request);
  });
  app.decorateRequest('identity', null);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerObservability(app, deps);
  registerNoStore(app);
  acceptEmptyJsonBodies(app);
  registerSecurityHeaders(app, {
    allowPlaidLink: Boolean(deps.config.PLAID_CLIENT_ID && deps.config.PLAID_SECRET),
    appBaseUrl: deps.config.appBaseUrl,
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Limits are declared per route (sign-in, public forms); nothing is limited globally.
  // Counted in PostgreSQL, so a limit holds across every server on the database (issue 10).
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.db.$client) });
  // Calls made with an API key (issue 22): looked up, rate limited and scope-checked first.
  registerApiKeyAuth(app, { perMinute: config.API_KEY_RATE_LIMIT_PER_MINUTE });
  await registerOpenApi(app, { appBaseUrl: config.appBaseUrl });
  await registerApiReference(app);

  await app.register(wellKnownRoutes);

  // Liveness (also the benchmark's trivial route) and readiness for load balancers.
  await registerHealth(app, deps);
  for (const module of apiModules) await app.register(module, { prefix: '/api' });
  await registerWebApp(app, config);
  return app;
};
