import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useArchiveLoans } from './archive-loans';

describe('bulk archive (spec 000 §2, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends one PUT /loan/{id}/archive with an empty body per selected loan', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useArchiveLoans(), { wrapper });
    const ids = Array.from({ length: 9 }, (_, index) => `loan-${index}`);
    await act(() => result.current.mutateAsync(ids));
    expect(fetchMock).toHaveBeenCalledTimes(9);
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body]);
    expect(calls.map(([url]) => url).sort()).toEqual(ids.map((id) => `/api/loan/${id}/archive`).sort());
    expect(calls.every(([, method, body]) => method === 'PUT' && body === '{}')).toBe(true);
  });

  it('fails (the error toast) when any archive call fails, after trying every loan', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('loan-1')
        ? new Response('{"status_code":409,"message":"no"}', { status: 409 })
        : new Response('{}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useArchiveLoans(), { wrapper });
    await expect(act(() => result.current.mutateAsync(['loan-0', 'loan-1', 'loan-2']))).rejects.toThrow(
      '1 of 3 loans were not archived',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
