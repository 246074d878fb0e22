import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setToken, clearToken } from '../../lib/session';
import { fakeToken, renderWithProviders } from '../../test/render';
import { RequireRole } from './require-role';
import { RequireSession } from './require-session';

// The guard preloads the dashboard's code; the page itself is not under test here.
vi.mock('../../features/loans/routes/dashboard-page', () => ({ DashboardPage: () => null }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const USER_URL = '/api/user/logged-in-user/someone%40example.com';
/** Answers the user call with `user`; the calls prefetched on /dashboard get an empty answer. */
const serve = (status: number, user: unknown) => (input: RequestInfo | URL) =>
  Promise.resolve(String(input) === USER_URL ? json(status, user) : json(200, []));
const userCalls = (mock: { mock: { calls: unknown[][] } }) =>
  mock.mock.calls.filter(([url]) => String(url) === USER_URL).length;

const Where = () => <p>at {useLocation().pathname}</p>;

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/sign-in" element={<Where />} />
        <Route path="/page-not-found" element={<Where />} />
        <Route element={<RequireSession />}>
          <Route element={<RequireRole roles={['admin']} />}>
            <Route path="/dashboard" element={<p>dashboard content</p>} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('route guard (spec 000 §2)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setToken(fakeToken({ email: 'someone@example.com', exp: Math.floor(Date.now() / 1000) + 3600 }));
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends a visitor without a token to /sign-in', async () => {
    clearToken();
    renderAt('/dashboard');
    expect(await screen.findByText('at /sign-in')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the user by the email in the token and shows the page to an allowed role', async () => {
    fetchMock.mockImplementation(
      serve(200, { id: 'u1', email: 'someone@example.com', role: 'admin', name: 'Some One' }),
    );
    renderAt('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading user' })).toBeTruthy();
    expect(await screen.findByText('dashboard content')).toBeTruthy();
    expect(userCalls(fetchMock)).toBe(1);
    // Landing on the loan list: its first page and its cards are fetched alongside the user, not
    // after it, and never the whole list (issue 10).
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.startsWith('/api/loan/page?') && url.includes('limit=5'))).toBe(true);
    expect(urls).toContain('/api/loan/summary?scope=requests');
    expect(urls.some((url) => url.startsWith('/api/loan/all'))).toBe(false);
  });

  it('redirects a role outside the allowed list to /page-not-found', async () => {
    fetchMock.mockImplementation(
      serve(200, { id: 'u2', email: 'someone@example.com', role: 'borrower', name: 'B' }),
    );
    renderAt('/dashboard');
    expect(await screen.findByText('at /page-not-found')).toBeTruthy();
  });

  it('shows the not-authorised page with its link to /application on 403, without retrying', async () => {
    fetchMock.mockImplementation(
      serve(403, { status_code: 403, message: 'You Are Not Authorized To View This Page' }),
    );
    renderAt('/dashboard');
    expect(await screen.findByText('You Are Not Authorized To View This Page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for access' }).getAttribute('href')).toBe('/application');
    expect(userCalls(fetchMock)).toBe(1);
  });

  it("shows 'Something went wrong...' with a refresh button on other errors, and the refresh retries", async () => {
    fetchMock.mockImplementation(serve(500, { status_code: 500, message: 'boom' }));
    renderAt('/dashboard');
    const refresh = await screen.findByRole('button', { name: 'Refresh' }, { timeout: 5000 });
    expect(screen.getByText('Something went wrong...')).toBeTruthy();
    fetchMock.mockImplementation(
      serve(200, { id: 'u1', email: 'someone@example.com', role: 'admin', name: 'A' }),
    );
    refresh.click();
    await waitFor(() => expect(screen.getByText('dashboard content')).toBeTruthy());
  });
});
