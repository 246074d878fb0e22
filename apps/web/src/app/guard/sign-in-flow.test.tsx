import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SignInPage } from '../../features/auth/routes/sign-in-page';
import { clearToken } from '../../lib/session';
import { fakeToken, renderWithProviders } from '../../test/render';
import { RoleRedirect } from './require-role';
import { RequireSession } from './require-session';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const Where = () => <p>at {useLocation().pathname}</p>;

describe("sign-in to the borrower's list (issue 21, phone)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    clearToken();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("routes from the login answer's user and asks for the list at once, without the user call", async () => {
    const token = fakeToken({ email: 'ada@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
    const user = { id: 'u1', email: 'ada@example.com', role: 'borrower', name: 'Ada L', borrower_id: 'b1' };
    fetchMock.mockImplementation((input) =>
      Promise.resolve(String(input) === '/api/auth/login' ? json({ token, user }) : json({})),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={['/sign-in']}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route element={<RequireSession />}>
            <Route path="/" element={<RoleRedirect />} />
            <Route path="/personal" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('at /personal')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/personal/to-do');
    expect(urls).toContain('/api/servicing/mine');
    expect(urls.some((url) => url.startsWith('/api/user/logged-in-user'))).toBe(false);
  });
});
