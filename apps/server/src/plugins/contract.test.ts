// Issue 22 item 1: every route the server registers is declared once in @lending/domain
// (packages/domain/src/contract/) and registered from that declaration (plugins/contract.ts).
// Built from the registered routes (as the access matrix is), not from the OpenAPI document.
// During the migration NOT_YET_DECLARED names the routes still registered by hand: it may only
// shrink, and a route listed there that is now declared (or no longer exists) fails too.
import { endpoints, type Endpoint } from '@lending/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/context';
import { registerRouteAccess } from './access';
import { declaredRoutes, register } from './contract';

/** Routes registered by hand, not yet from a declaration (`METHOD /path/:param`). Only shrinks. */
const NOT_YET_DECLARED: readonly string[] = [
  'GET /.well-known/jwks.json',
  'GET /.well-known/openid-configuration',
];

/** The registered routes missing a declaration, and the listed ones that are declared or gone. */
const contractGaps = (
  registered: readonly string[],
  declared: ReadonlySet<string>,
  notYetDeclared: readonly string[],
) => ({
  undeclared: registered.filter((route) => !declared.has(route) && !notYetDeclared.includes(route)).sort(),
  staleListEntries: notYetDeclared.filter((route) => declared.has(route) || !registered.includes(route)),
});

const routeOf = (endpoint: Endpoint) => `${endpoint.method} /api${endpoint.path}`;

describe('the contract covers every registered route', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('registers every route from its declaration, except the listed ones still to migrate', () => {
    const registered = [...ctx.app.accessRules.keys()];
    const { undeclared, staleListEntries } = contractGaps(
      registered,
      declaredRoutes(ctx.app),
      NOT_YET_DECLARED,
    );
    expect(undeclared, 'declare these in packages/domain/src/contract/ and register them from it').toEqual(
      [],
    );
    expect(staleListEntries, 'remove these from NOT_YET_DECLARED').toEqual([]);
  });

  it('serves every declaration, with its access, operationId, summary and error answers', async () => {
    const declared = declaredRoutes(ctx.app);
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { operationId: string; summary: string; responses: Record<string, unknown> }>
      >;
    }>();
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const route = routeOf(endpoint);
      expect(declared.has(route), route).toBe(true);
      expect(ctx.app.accessRules.get(route), route).toBe(endpoint.access);
      if (endpoint.hidden) continue;
      const path = `/api${endpoint.path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{key}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, route).toBe(endpoint.operationId);
      expect(operation?.summary, route).toBe(endpoint.summary);
      for (const status of Object.keys(endpoint.responses).filter((code) => code.startsWith('4'))) {
        // The contract's error shape, unless the declaration names another (OAuth2's RFC 6749 errors).
        const declared = endpoint.responses[Number(status)]!;
        const isErrorBody = z.globalRegistry.get(declared)?.id === 'ErrorBody';
        expect(operation?.responses[status], `${route} ${status}`).toMatchObject({
          content: {
            'application/json': {
              schema: isErrorBody ? { $ref: '#/components/schemas/ErrorBody' } : expect.anything(),
            },
          },
        });
      }
    }
  });
});

describe('contractGaps', () => {
  it('finds a route registered by hand beside one registered from its declaration', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerRouteAccess(app);
    await app.register(
      async (api) => {
        register(api.withTypeProvider<ZodTypeProvider>(), endpoints.getLoanAll, async () => []);
        api.get(
          '/loan/by-hand',
          { config: { access: 'admin' }, schema: { response: { 200: z.null() } } },
          () => null,
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    const registered = [...app.accessRules.keys()];
    expect(contractGaps(registered, declaredRoutes(app), [])).toEqual({
      undeclared: ['GET /api/loan/by-hand'],
      staleListEntries: [],
    });
    expect(
      contractGaps(registered, declaredRoutes(app), ['GET /api/loan/by-hand', 'GET /api/loan/all']),
    ).toEqual({
      undeclared: [],
      staleListEntries: ['GET /api/loan/all'],
    });
    await app.close();
  });
});
