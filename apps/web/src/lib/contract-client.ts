// The typed client of the declared endpoints (issue 22 item 1, packages/domain/src/contract/):
// `call('getLoanPage', { query })` takes the parameters, query and body the declaration names and
// answers its success type. The method and path come from the zod-free paths table, so the first
// route loads no schema; in development and tests each answer is checked against its declared
// schema (a mismatch throws), a check the production build leaves out.
import {
  endpointPaths,
  type EndpointInput,
  type Endpoints,
  type EndpointSuccess,
  type OperationId,
} from '@lending/domain';
import { request } from './api-client';

type CallOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onResponse?: (response: Response) => void;
};

/** A declared path with its parameters filled in (also for downloads and uploads, which `call` does not read). */
export const pathWith = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

const checkAnswer = async (operationId: OperationId, data: unknown): Promise<void> => {
  const { endpoints, successSchema } = await import('@lending/domain');
  const result = successSchema(endpoints[operationId])?.safeParse(data);
  if (result && !result.success)
    throw new Error(`${operationId}: the answer does not match its contract: ${result.error.message}`);
};

/** Calls a declared endpoint by its operationId. */
export const call = async <K extends OperationId>(
  operationId: K,
  input: EndpointInput<Endpoints[K]>,
  options: CallOptions = {},
): Promise<EndpointSuccess<Endpoints[K]>> => {
  const { method, path } = endpointPaths[operationId];
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  const data = await request<unknown>(method, pathWith(path, params), {
    query: query as Record<string, string | number | boolean | undefined | null> | undefined,
    body,
    ...options,
  });
  if (import.meta.env.DEV) await checkAnswer(operationId, data);
  return data as EndpointSuccess<Endpoints[K]>;
};

/** One page of a list: its rows and the cursor of the next page (null on the last page). */
export type Page<T> = { items: T[]; next: string | null };

type ItemOf<A> = A extends readonly (infer T)[] ? T : never;

/**
 * Calls a list declared with `headerPaged()` (docs/contract.md "Paging every list"): the answer
 * keeps its array shape and names the next page in `X-Next-Cursor`, absent on the last page.
 * `page.limit` and `page.cursor` join the list's own query.
 */
export const callPage = async <K extends OperationId>(
  operationId: K,
  input: EndpointInput<Endpoints[K]>,
  page: { limit: number; cursor?: string },
  options: Omit<CallOptions, 'onResponse'> = {},
): Promise<Page<ItemOf<EndpointSuccess<Endpoints[K]>>>> => {
  let next: string | null = null;
  const { query, ...rest } = input as { query?: object };
  const items = await call(
    operationId,
    { ...rest, query: { ...query, limit: page.limit, cursor: page.cursor } } as EndpointInput<Endpoints[K]>,
    {
      ...options,
      onResponse: (response) => {
        next = response.headers.get('x-next-cursor') || null;
      },
    },
  );
  return { items: items as ItemOf<EndpointSuccess<Endpoints[K]>>[], next };
};
