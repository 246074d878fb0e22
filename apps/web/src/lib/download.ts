// Downloads a file an authenticated API call answers (a PDF, a CSV): fetched with the session's
// bearer token (a plain link would carry none), then saved under the server's file name.
import { ApiError } from './api-client';
import { getToken } from './session';

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

export const downloadFile = async (
  path: string,
  options: { query?: Record<string, string>; fallbackName: string; accept?: string },
): Promise<void> => {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const token = getToken();
  const response = await fetch(url.pathname + url.search, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, {
      status_code: response.status,
      message: body?.message ?? 'Something went wrong',
    });
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
};
