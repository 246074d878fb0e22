// The one way live adapters talk to vendors: a timeout on every call, and failures sorted into
// retryable (network, timeout, 429, 5xx) and final (4xx, malformed body). Error messages name the
// vendor and the status only: never the URL (some vendors take keys in the query) or a header.
import { ReportVendorError } from '../report-adapter';

export type VendorContext = {
  /** The vendor's credentials and host, from the environment (README "Outside data"). */
  env: Record<string, string | undefined>;
  baseUrl: string;
  timeoutMs: number;
};

export type VendorRequest = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  body?: string;
};

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const sanitise = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 160);

export const callVendor = async (
  vendor: string,
  ctx: VendorContext,
  request: VendorRequest,
): Promise<string> => {
  const url = new URL(request.path, ctx.baseUrl.endsWith('/') ? ctx.baseUrl : `${ctx.baseUrl}/`);
  for (const [key, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(ctx.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new ReportVendorError(
        `${vendor} did not answer within ${Math.round(ctx.timeoutMs / 1000)} s`,
        true,
      );
    throw new ReportVendorError(`${vendor} could not be reached`, true);
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429 || response.status >= 500)
    throw new ReportVendorError(`${vendor} is unavailable (HTTP ${response.status})`, true);
  if (response.status === 401 || response.status === 403)
    throw new ReportVendorError(`${vendor} refused the credentials (HTTP ${response.status})`, false);
  if (!response.ok) {
    const detail = sanitise(text);
    throw new ReportVendorError(
      `${vendor} refused the request (HTTP ${response.status})${detail ? `: ${detail}` : ''}`,
      false,
    );
  }
  return text;
};

export const callVendorJson = async <T = unknown>(
  vendor: string,
  ctx: VendorContext,
  request: VendorRequest,
): Promise<T> => {
  const text = await callVendor(vendor, ctx, {
    ...request,
    headers: { accept: 'application/json', ...request.headers },
  });
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ReportVendorError(`${vendor} sent a malformed response (not JSON)`, false);
  }
};

export const malformed = (vendor: string, what: string) =>
  new ReportVendorError(`${vendor} sent a malformed response (${what})`, false);

/** A number from a vendor field ("1,250", 1250, null). */
export const num = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/[$,%\s]/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};

/** Items of an array-or-single field (XML converted to JSON often gives one object for one item). */
export const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

export type VendorSpec = {
  /** Environment variables that must be set, e.g. ['CLEAR_USERNAME', 'CLEAR_PASSWORD']. */
  credentials: string[];
  /** The variable overriding the host, and the documented production host. */
  urlVariable: string;
  defaultUrl: string;
  label: string;
};
