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
describe('sponsor page: a valid link, and links that cannot be used', () => {
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

  it("a valid link shows the lender, the loan and what is asked, in the sponsor's words", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        loan: {
          human_id: '10042',
          name: '118 Maple Ave 10042',
          status: 'Underwriting',
          amount: 1_200_000,
          purpose: 'Purchase',
          duration_months: 12,
          property_address: '118 Maple Ave, Austin, TX 78704',
        },
        lender: { name: 'Lending Capital', officer: { name: 'Olivia Officer', email: 'olivia@lender.test' } },
        sponsor: {
          first_name: 'Sam',
          last_name: 'Sponsor',
          email: 'sam@example.com',
          phone: null,
          address_address: null,
          address_city: null,
          address_state: null,
          address_zipcode: null,
        },
        has_account: false,
        document_requests: [
          { name: 'Bank statements', state: 'rejected', due_epoch: null },
          { name: 'Photo ID', state: 'accepted', due_epoch: null },
        ],
        application: null,
        expires_epoch: 1_900_000_000,
      }),
    );
    renderLink('t'.repeat(48));
    expect(await screen.findByRole('heading', { name: '118 Maple Ave' })).toBeTruthy();
    expect(screen.getByText('$1,200,000')).toBeTruthy();
    expect(screen.getByText('118 Maple Ave, Austin, TX 78704')).toBeTruthy();
    expect(screen.getByText('Upload again')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('1 of 2 requested documents still to upload.')).toBeTruthy();
    // No account: no sign-in button, but whom to ask.
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
    expect(screen.getByText(/ask your loan officer to invite you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /olivia@lender\.test/ }).getAttribute('href')).toBe(
      'mailto:olivia@lender.test',
    );
  });
});
