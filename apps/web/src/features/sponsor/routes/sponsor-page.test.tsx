import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { SponsorPage } from './sponsor-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderLink = (token: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/sponsor/${token}`]}>
      <Routes>
        <Route path="/sponsor/:token" element={<SponsorPage />} />
      </Routes>
    </MemoryRouter>,
  );

const EXPIRED = 'This sponsor link has expired. Please ask your lender for a new one.';

// The sponsor page's answers to a link the server refuses (the journey covers a valid and an
// altered link in the browser; an expired one needs a week to pass).
describe('sponsor page: links that cannot be used', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('an expired link (410) says so, with the server sentence and how to get a new one', async () => {
    fetchMock.mockResolvedValue(json(410, { status_code: 410, error: 'Gone', message: EXPIRED }));
    renderLink('x'.repeat(48));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByText(EXPIRED)).toBeTruthy();
    expect(screen.getByText(/valid for 7 days/)).toBeTruthy();
    expect(screen.getByTestId('sponsor-link-expired')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/sponsor/${'x'.repeat(48)}`);
  });

  it('an altered link (403) gets the not-valid page, not the expired one', async () => {
    fetchMock.mockResolvedValue(
      json(403, { status_code: 403, error: 'Forbidden', message: 'This sponsor link is not valid.' }),
    );
    renderLink('altered');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.queryByText(/valid for 7 days/)).toBeNull();
  });
});
