// Finishes the OpenAPI document @fastify/swagger generates from the routes' zod schemas (issue 22:
// a document third-party tools accept), in one pass over the whole document rather than in each
// route file:
// - operationId from method + path (stable: it changes only when the route does), unique;
// - a summary on every operation (the route's own, else derived from method + path);
// - `security: []` on the operations the routes declare public (`access: 'public'` or `'public-link'`);
// - the error answers of docs/contract.md "Errors" (400 with a body or parameters, 401 and 403
//   where a token is needed, 404 with a path parameter, any other 4XX) with the error shape;
// - file answers (a PDF, a CSV, a NACHA file) and uploads under their own media type;
// - a paged array's X-Next-Cursor and Link headers, and an answer's other media types (a CSV);
// - OpenAPI 3.1 nulls: `nullable: true` becomes a type array.
import { endpoints, errorBodySchema, type Endpoint } from '@lending/domain';
import { z } from 'zod';
import { isPublicAccess, type RouteAccess } from './access';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Array<{ in?: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

const words = (path: string): string[] =>
  path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['by', ...parts] : parts;
    });

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/loan/{id}/archive` -> `getLoanByIdArchive` (ASCII letters and digits only). */
const operationIdFor = (method: string, path: string): string =>
  [method.toLowerCase(), ...words(path).map(capitalise)].join('');

const derivedSummary = (method: string, path: string): string => {
  const verb =
    { get: 'Read', post: 'Submit', put: 'Update', delete: 'Delete', patch: 'Change' }[method] ?? method;
  const target = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .join(' ')
    .replace(/[-_.]+/g, ' ');
  return `${verb} ${target || 'root'}`.trim();
};

/** `/api/loan/:id` (Fastify) -> `/api/loan/{id}` (OpenAPI); a wildcard -> `{key}` (openapi-wildcards.ts). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{key}');

/** nullable (OpenAPI 3.0) -> a type array (3.1), everywhere in a schema tree. */
const toOpenApi31Nulls = (node: unknown): void => {
  if (Array.isArray(node)) return node.forEach(toOpenApi31Nulls);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true) {
    delete schema.nullable;
    if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
    else if (Array.isArray(schema.type) && !schema.type.includes('null'))
      schema.type = [...schema.type, 'null'];
    else if (!('type' in schema)) {
      const rest = { ...schema };
      for (const key of Object.keys(schema)) delete schema[key];
      schema.anyOf = [rest, { type: 'null' }];
    }
  } else if (schema.nullable === false) delete schema.nullable;
  Object.values(schema).forEach(toOpenApi31Nulls);
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const errorSchema = (() => {
  const { $schema: _dropped, ...schema } = z.toJSONSchema(errorBodySchema) as Json;
  return schema;
})();

const addErrorResponses = (operation: Operation, isPublic: boolean, path: string) => {
  const responses = (operation.responses ??= {});
  const add = (status: string, description: string) => {
    responses[status] ??= errorResponse(description);
  };
  const hasInput = !!operation.requestBody || (operation.parameters?.length ?? 0) > 0;
  if (hasInput) add('400', 'Invalid request: the fields in `details` (docs/contract.md "Errors")');
  if (!isPublic) {
    add('401', 'No token, or an invalid or expired one');
    add('403', 'The signed-in user may not do this');
  }
  if (path.includes('{')) add('404', 'Unknown id');
  add('4XX', 'Any other refusal (409 stale version or wrong state, 413 too large, 429 rate limited)');
};

/** A file answer or an upload (its schema names a non-JSON contentMediaType) is published under
 * that media type. */
const fileAnswersByMediaType = (operation: Operation) => {
  for (const response of [operation.requestBody, ...Object.values(operation.responses ?? {})]) {
    const content = (response as { content?: Record<string, { schema?: Json }> } | undefined)?.content;
    const schema = content?.['application/json']?.schema;
    const mediaType = schema?.contentMediaType;
    if (!content || typeof mediaType !== 'string' || mediaType.includes('json')) continue;
    delete content['application/json'];
    // An upload's form names its parts; the media type is the content's key, not the schema's.
    if (schema!.type === 'object') delete schema!.contentMediaType;
    content[mediaType] = { schema };
  }
};

const pagingHeaders = {
  'X-Next-Cursor': {
    description: 'The cursor of the next page (send it as `cursor`); absent on the last page',
    schema: { type: 'string' },
  },
  Link: {
    description: 'RFC 8288: `<...>; rel="next"`, the next page\'s URL; absent on the last page',
    schema: { type: 'string' },
  },
};

/** What the declaration adds to its success answer: the paging headers of a paged array
 * (contract/paging.ts) and the other media types it answers (a CSV on `Accept: text/csv`). */
const declaredAnswerExtras = (operation: Operation) => {
  const endpoint = (endpoints as Record<string, Endpoint | undefined>)[operation.operationId ?? ''];
  const status = Object.keys(operation.responses ?? {})
    .filter((code) => code.startsWith('2'))
    .sort()[0];
  if (!endpoint || !status) return;
  const answer = operation.responses![status] as { headers?: Json; content?: Record<string, unknown> };
  if (endpoint.paging === 'header') answer.headers = { ...answer.headers, ...pagingHeaders };
  for (const mediaType of endpoint.alternativeMediaTypes ?? []) {
    answer.content = { ...answer.content, [mediaType]: { schema: { type: 'string' } } };
  }
};

/** The generated document, finished for tools (mutated and returned). */
export const finishOpenApiDocument = <T extends object>(
  document: T,
  accessRules: ReadonlyMap<string, RouteAccess>,
  servers: Array<{ url: string; description?: string }>,
): T => {
  const doc = document as unknown as Json & {
    paths?: Record<string, Record<string, Operation>>;
    components?: Json & { schemas?: Json };
  };
  const publicOperations = new Set(
    [...accessRules]
      .filter(([, access]) => isPublicAccess(access))
      .map(([key]) => {
        const [method, url] = key.split(' ');
        return `${method!.toLowerCase()} ${openApiPath(url!)}`;
      }),
  );
  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      let id = operation.operationId ?? operationIdFor(method, path);
      for (let n = 2; usedIds.has(id); n += 1) id = `${operationIdFor(method, path)}${n}`;
      usedIds.add(id);
      operation.operationId = id;
      operation.summary ??= operation.description?.split(/(?<=\.)\s/)[0] ?? derivedSummary(method, path);
      const isPublic = publicOperations.has(`${method} ${path}`);
      if (isPublic) operation.security = [];
      addErrorResponses(operation, isPublic, path);
      fileAnswersByMediaType(operation);
      declaredAnswerExtras(operation);
    }
  }
  doc.servers = servers;
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ErrorBody: errorSchema } };
  toOpenApi31Nulls(doc.paths);
  toOpenApi31Nulls(doc.components.schemas);
  return document;
};
