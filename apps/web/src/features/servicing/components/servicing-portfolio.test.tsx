import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ServicingPortfolio } from './servicing-portfolio';

const WAIT = { timeout: 10_000 };
const portfolio = {
  as_of: '2026-11-26',
  totals: {
    loans: 2,
    outstanding_principal: '1742500.00',
    interest_this_month: '8125.40',
    buckets: { current: 1, '1-29': 0, '30-59': 0, '60-89': 1, '90+': 0 },
    maturing: { 30: 1, 60: 1, 90: 2 },
  },
  loans: [
    {
      loan_id: 'a',
      human_id: '10001',
      name: 'Maple Street',
      outstanding_principal: '1000000.00',
      next_due_date: '2026-12-01',
      days_past_due: 0,
      bucket: 'current',
      maturity_date: '2026-12-20',
      maturing_within: 30,
      interest_this_month: '8125.40',
    },
    {
      loan_id: 'b',
      human_id: '10002',
      name: 'Oak Avenue',
      outstanding_principal: '742500.00',
      next_due_date: '2026-12-05',
      days_past_due: 66,
      bucket: '60-89',
      maturity_date: '2027-06-05',
      maturing_within: null,
      interest_this_month: '0.00',
    },
  ],
};

describe('Portfolio servicing view (issue 19 item 9)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the totals and the past-due loans first, and exports the CSV', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('format=csv')
        ? new Response('loan_number\r\n', {
            headers: { 'content-disposition': 'attachment; filename="p.csv"' },
          })
        : new Response(JSON.stringify(portfolio)),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter>
        <ServicingPortfolio />
      </MemoryRouter>,
    );
    const totals = await screen.findByTestId('servicing-portfolio-totals', {}, WAIT);
    expect(totals.textContent).toContain('$1,742,500.00');
    expect(totals.textContent).toContain('$8,125.40');
    expect(totals.textContent).toContain('1 / 1 / 2');
    const rows = within(screen.getByTestId('servicing-portfolio')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('10002 Oak Avenue');
    expect(rows[1]!.textContent).toContain('60-89 days');
    expect(rows[2]!.textContent).toContain('(within 30 days)');
    // US dates like every staff screen (issue 23 item 6), never the API's YYYY-MM-DD.
    expect(rows[2]!.textContent).toContain('12/01/2026');
    expect(rows[2]!.textContent).toContain('12/20/2026 (within 30 days)');
    expect(rows[1]!.textContent).toContain('06/05/2027');
    expect(screen.getByTestId('servicing-portfolio').textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    fireEvent.click(screen.getByRole('button', { name: 'Export servicing CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled(), WAIT);
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/servicing/portfolio?format=csv')).toBe(
      true,
    );
  }, 30_000);
});
