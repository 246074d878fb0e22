// Routes registered from their declaration in @lending/domain (issue 22 item 1,
// packages/domain/src/contract/): method, path, schemas (the 4xx answers in the error shape),
// operationId, summary, tags and access come from the endpoint object, and the handler is typed
// from it. contract.test.ts fails when a /api route is registered any other way.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Endpoint } from '@lending/domain';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type Field<E, K extends string> = K extends keyof E ? E[K] : undefined;
type SchemaOf<E extends Endpoint> = {
  headers: Field<E, 'headers'>;
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  response: E['responses'];
};
type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

// The routes registered through `register`, per server (`METHOD /api/path/:param`).
const declaredByServer = new WeakMap<object, Set<string>>();

/** The routes of this server registered from a declaration (the contract test compares). */
export const declaredRoutes = (app: FastifyInstance): ReadonlySet<string> =>
  declaredByServer.get(app.server) ?? new Set();

/** What a route adds to its declaration on this server: a body limit, a rate limit, a check run
 * before the body is validated (e.g. another's loan answers 404 whatever the body). */
type RouteExtras = {
  bodyLimit?: number;
  rateLimit?: RateLimitOptions;
  preValidation?: (request: FastifyRequest) => Promise<void>;
  /** The handler reads `request.validationError` instead of the usual 400 (OAuth2's own error shape). */
  attachValidation?: boolean;
};

/** Registers the endpoint's route with its handler (and the server-side limits it keeps). */
export const register = <E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    ...(extras.attachValidation ? { attachValidation: true } : {}),
    config: { access: endpoint.access, ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    schema: {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response: endpoint.responses,
      ...(endpoint.hidden ? { hide: true } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
  const declared = declaredByServer.get(app.server) ?? new Set<string>();
  declaredByServer.set(app.server, declared);
  declared.add(`${endpoint.method} ${app.prefix}${endpoint.path}`);
};
