// A route whose path ends in a wildcard (`/files/*`: the storage's signed links, whose keys hold
// slashes and whose upload tokens are longer than the router's parameter limit) is published with
// a named path parameter, `/files/{key}`, so tools see an ordinary templated path: the wildcard's
// `*` parameter (declared as `params: z.object({ '*': ... })`) is renamed `key`.
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type ParamsSchema = { properties?: Record<string, unknown>; required?: string[] };

const WILDCARD_NAME = 'key';

/** jsonSchemaTransform, then the wildcard named. */
export const transformWithNamedWildcards: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input as never) as ReturnType<SwaggerTransform>;
  if (!output.url.endsWith('/*')) return output;
  const schema = output.schema as { params?: ParamsSchema } | undefined;
  const params = schema?.params;
  if (params?.properties && '*' in params.properties) {
    const { '*': wildcard, ...rest } = params.properties;
    params.properties = { ...rest, [WILDCARD_NAME]: wildcard };
    params.required = [...(params.required ?? []).filter((name) => name !== '*'), WILDCARD_NAME];
  }
  return { ...output, url: `${output.url.slice(0, -1)}{${WILDCARD_NAME}}` };
};
