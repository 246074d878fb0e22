import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { fakeToken } from '../test/render';
import { clearToken, getToken, setToken } from './session';
import { useTokenRenewal } from './use-session';

describe('session token renewal (issue 2 §5: expiry with renewal)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z') });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks POST /api/auth/refresh a minute before expiry and stores the new token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = fakeToken({ email: 'a@example.com', exp: now + 600 });
    const renewed = fakeToken({ email: 'a@example.com', exp: now + 4200 });
    setToken(token);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ token: renewed }), { status: 200 }));
    renderHook(() => useTokenRenewal(token));

    await vi.advanceTimersByTimeAsync(530_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/refresh');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(getToken()).toBe(renewed);
  });
});
