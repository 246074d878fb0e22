// One declaration per endpoint (issue 22 item 1). An endpoint's method and path live in a zod-free
// paths table (`<area>-paths.ts`, which the web's first route can import without zod); its
// schemas, every answer (the 4xx ones in the error shape of docs/contract.md), summary, tags and
// required access beside them in `<area>.ts`, joined under one key, the endpoint's operationId.
// The server registers its routes from these objects (apps/server/src/plugins/contract.ts) and the
// web calls them by operationId (apps/web/src/lib/contract-client.ts).
import type { z } from 'zod';
import { errorBodySchema } from '../api/error-body';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call the endpoint (the server's access guard, apps/server/src/plugins/access.ts). */
type EndpointAccess =
  'public' | 'public-link' | 'signed-in' | 'admin' | 'owner' | 'borrower-owner' | 'broker-owner';

/** Where an endpoint lives: the path under /api, parameters as `:name`. */
export type EndpointPath = { readonly method: HttpMethod; readonly path: string };

/** What an endpoint takes and answers, and who may call it. */
type EndpointSpec = {
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: EndpointAccess;
  /** Left out of the OpenAPI document (a stream the document cannot describe). */
  readonly hidden?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the server checks (e.g. an Idempotency-Key). */
  readonly headers?: z.ZodType;
  /** Every answer by status, the 4xx ones from `errors(...)`. */
  readonly responses: Readonly<Record<number, z.ZodType>>;
  /** A paged list whose array answer names the next page in headers (contract/paging.ts). */
  readonly paging?: 'header';
  /** Other media types of the success answer, each a text body (e.g. `text/csv` on `Accept`). */
  readonly alternativeMediaTypes?: readonly string[];
};

export type Endpoint = EndpointPath & EndpointSpec & { readonly operationId: string };

// The error shape under the id the OpenAPI document names (`#/components/schemas/ErrorBody`).
const errorAnswer = errorBodySchema.meta({ id: 'ErrorBody' });

/** The error answers an endpoint documents, each in the contract's error shape. */
export const errors = <const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number]]: typeof errorAnswer } =>
  Object.fromEntries(statuses.map((status) => [status, errorAnswer])) as never;

/** Joins a paths table with its specs: one endpoint per key, the key being its operationId. */
export const defineEndpoints = <
  const P extends Readonly<Record<string, EndpointPath>>,
  const S extends { readonly [K in keyof P]: EndpointSpec },
>(
  paths: P,
  specs: S,
): { readonly [K in keyof P & string]: P[K] & S[K] & { readonly operationId: K } } =>
  Object.fromEntries(
    Object.keys(paths).map((key) => [key, { ...paths[key], ...specs[key], operationId: key }]),
  ) as never;

type Field<E, K extends string> = K extends keyof E ? E[K] : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a caller sends: the path parameters, query and body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = (Field<E, 'params'> extends z.ZodType
  ? { params: InputOf<Field<E, 'params'>> }
  : { params?: undefined }) &
  (Field<E, 'query'> extends z.ZodType
    ? // A query of optional fields only (a paged list's limit and cursor) may be left out.
      object extends InputOf<Field<E, 'query'>>
      ? { query?: InputOf<Field<E, 'query'>> }
      : { query: InputOf<Field<E, 'query'>> }
    : { query?: undefined }) &
  (Field<E, 'body'> extends z.ZodType ? { body: InputOf<Field<E, 'body'>> } : { body?: undefined });

/** The body of the endpoint's success answer (its 2xx statuses). */
export type EndpointSuccess<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends z.ZodType
    ? z.output<E['responses'][S]>
    : never;
}[keyof E['responses'] & SuccessStatus];

/** The schema of the endpoint's success answer (the first 2xx status it declares). */
export const successSchema = (endpoint: Endpoint): z.ZodType | undefined => {
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  return status === undefined ? undefined : endpoint.responses[status];
};
