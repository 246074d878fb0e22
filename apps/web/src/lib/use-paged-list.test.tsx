import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { callPage } from './contract-client';
import { usePagedList } from './use-paged-list';

const mail = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  to: `person${n}@example.com`,
  subject: `Mail ${n}`,
  text: 'Hello',
  html: null,
  transport: 'outbox',
  sent_epoch: 1_795_000_000,
  created_epoch: 1_795_000_000 - n,
  error: null,
});

const answer = (rows: unknown[], next?: string) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      ...(next ? { 'x-next-cursor': next, link: `</api/outbox?limit=2&cursor=${next}>; rel="next"` } : {}),
    },
  });

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const useOutboxPages = () =>
  usePagedList({
    queryKey: ['test-outbox'],
    fetchPage: (cursor, signal) => callPage('getOutbox', { query: {} }, { limit: 2, cursor }, { signal }),
  });

const askedUrls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

describe('usePagedList over a header-paged list (issue 22 item 5)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks the first page with the limit, then the next with the cursor the X-Next-Cursor header named', async () => {
    fetchMock
      .mockResolvedValueOnce(answer([mail(1), mail(2)], 'cursor-after-2'))
      .mockResolvedValueOnce(answer([mail(3)]));
    const { result } = renderHook(useOutboxPages, { wrapper });

    await waitFor(() => expect(result.current.items).toHaveLength(2));
    const [first] = askedUrls(fetchMock);
    expect(first!.pathname).toBe('/api/outbox');
    expect(first!.searchParams.get('limit')).toBe('2');
    expect(first!.searchParams.has('cursor')).toBe(false);
    expect(result.current.query.hasNextPage).toBe(true);

    await act(() => result.current.query.fetchNextPage());
    await waitFor(() =>
      expect(result.current.items.map((row) => row.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3']),
    );
    const second = askedUrls(fetchMock)[1]!;
    expect(second.searchParams.get('cursor')).toBe('cursor-after-2');
    expect(second.searchParams.get('limit')).toBe('2');
    // The last page named no next one: the list ends and nothing more is asked.
    expect(result.current.query.hasNextPage).toBe(false);
    await act(() => result.current.query.fetchNextPage());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends at once when the first page names no next page', async () => {
    fetchMock.mockResolvedValueOnce(answer([mail(1)]));
    const { result } = renderHook(useOutboxPages, { wrapper });

    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.items).toHaveLength(1);
    expect(result.current.query.hasNextPage).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
