import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useArchiveLoans } from './archive-loans';

// The archived loan each call answers (the client checks answers against the contract in tests).
const archived = JSON.stringify({
  id: 'loan-0',
  human_id: '10001',
  name: '10001 - 1 Main St',
  archived: true,
  amount: null,
  amount_at_closing: null,
  purpose: null,
  duration_months: null,
  exit_strategy: null,
  interest_rate: null,
  construction_reserve: null,
  purchase_price: null,
  expected_closing_epoch: null,
  last_update: 1_700_000_000,
  score: null,
  status: { state: 'Preliminary', suggested_steps: [] },
  properties: [],
  borrowers: [],
  contacts: [],
  neighborhoods: [],
  insights: [],
  owner_user: null,
  story: null,
  google_drive_folder_id: null,
  spreadsheet_id: null,
  version: 2,
});

describe('bulk archive (spec 000 §2, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends one PUT /loan/{id}/archive with an empty body per selected loan', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(archived, { status: 200 }));
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

  it('counts an answer that is not the loan of the contract as a failure (development and tests)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 })),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useArchiveLoans(), { wrapper });
    await expect(act(() => result.current.mutateAsync(['loan-0']))).rejects.toThrow(
      '1 of 1 loans were not archived',
    );
  });

  it('fails (the error toast) when any archive call fails, after trying every loan', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('loan-1')
        ? new Response('{"status_code":409,"error":"Conflict","message":"no"}', { status: 409 })
        : new Response(archived, { status: 200 }),
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
