// The one way the browser talks to the server (spec 000 §7): every call goes to /api with the
// session's bearer token, except the public paths (/application, /plaid, /test) which carry none.
import { getToken, clearToken } from './session';
import { messages } from '@lending/domain';

export type ApiErrorBody = {
  status_code: number;
  error?: string;
  message: string;
  details?: { path: string; message: string }[];
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sees the response before its body is read (e.g. a paging header). */
  onResponse?: (response: Response) => void;
};

const PUBLIC_PREFIXES = ['/application', '/test', '/plaid'];

const buildUrl = (path: string, query?: Query): string => {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
};

export const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
  const headers: Record<string, string> = { ...options.headers };
  const token = getToken();
  if (token && !PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    headers.authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  options.onResponse?.(response);
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    if (response.status === 401) clearToken();
    const body = (data as ApiErrorBody | undefined) ?? {
      status_code: response.status,
      message: messages.defaultFailure,
    };
    throw new ApiError(response.status, body);
  }
  return data as T;
};

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
