import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { servicingSummary } from '../../../test/servicing-summary';
import { ServicingTab } from './servicing-tab';

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const agreement = (extension_id: string, effective_date: string, status: string, signers: object[]) => ({
  extension_id,
  effective_date,
  status,
  updated_at: '2026-11-20T10:00:00.000Z',
  signers,
});

describe("Servicing tab: the extension agreement's signing status (issue 19 item 7)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows each extension agreement as sent, viewed, signed or declined, with its signers', async () => {
    const summary = {
      ...servicingSummary,
      extensions: { ...servicingSummary.extensions, used: 2, allowed: 2 },
      extension_agreements: [
        agreement('e1', '2026-06-01', 'signed', [{ name: 'Brenda Borrower', status: 'signed' }]),
        agreement('e2', '2026-11-20', 'viewed', [
          { name: 'Brenda Borrower', status: 'signed' },
          { name: 'Cole Cosigner', status: 'viewed' },
        ]),
      ],
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://x').pathname;
      return path === '/api/servicing/loan/l1' ? json(summary) : json({ message: `no route ${path}` }, 500);
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    const panel = await screen.findByTestId('servicing-maturity', {}, WAIT);
    const rows = within(panel).getAllByTestId('extension-agreement');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Extension agreement of 06/01/2026Signed',
      'Extension agreement of 11/20/2026Viewed (Brenda Borrower: signed, Cole Cosigner: viewed)',
    ]);
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/servicing/loan/l1')).toBe(true);
  }, 30_000);

  it('shows a declined agreement, and nothing for a loan never extended', async () => {
    const declined = {
      ...servicingSummary,
      extension_agreements: [
        agreement('e1', '2026-11-02', 'declined', [{ name: 'Brenda Borrower', status: 'declined' }]),
      ],
    };
    let answer: object = declined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      new URL(String(input), 'http://x').pathname === '/api/servicing/loan/l1'
        ? json(answer)
        : json({ message: 'no route' }, 500),
    );
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    const row = await screen.findByTestId('extension-agreement', {}, WAIT);
    expect(row.textContent).toBe('Extension agreement of 11/02/2026Declined');
    cleanup();
    answer = { ...servicingSummary, extension_agreements: [] };
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    expect(await screen.findByTestId('servicing-maturity', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('extension-agreement')).toBeNull();
  }, 30_000);
});
