import type { ServicingMineWire, ServicingPayoffWire } from '@lending/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ServicingCards } from './servicing-cards';

const WAIT = { timeout: 10_000 };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

type Loan = ServicingMineWire['loans'][number];

const card: Loan = {
  loan_id: 'loan-1',
  human_id: '10001',
  name: '10001 - 118 Maple Ave, Austin',
  status: 'active',
  principal: '1000000.00',
  default_interest: '0.00',
  in_default: false,
  default_since: null,
  next_due: { due_date: '2026-12-01', payment: '10000.00' },
  days_past_due: 0,
  interest_reserve_left: '0.00',
  construction_holdback_left: '0.00',
  statements: [],
};
const payoff: ServicingPayoffWire = {
  date: '2026-11-27',
  payoff_amount: '1008000.00',
  principal: '1000000.00',
  interest: '8000.00',
  default_interest: '0.00',
  default_since: null,
  fees: '0.00',
  suspense: '0.00',
  interest_reserve: '0.00',
  per_diem: '333.33',
};

const serve = (loan: Loan, quote: ServicingPayoffWire, draws?: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/servicing/mine') return json({ loans: [loan] });
    if (path === '/api/servicing/loan/loan-1/payoff') return json(quote);
    if (path === '/api/servicing/loan/loan-1/draws' && draws) return json(draws);
    return new Response(JSON.stringify({ message: `no route ${path}` }), { status: 500 });
  });

describe("The borrower's servicing card (issue 19 items 4 and 8)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("names its dates in words like the rest of the personal area, never the API's YYYY-MM-DD (issue 23 item 6)", async () => {
    const statement = {
      id: 's1',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      due_date: '2026-12-01',
      amount_due: '10000.00',
      generated_at: '2026-11-01T06:00:00.000Z',
    };
    serve({ ...card, statements: [statement] }, payoff);
    renderWithProviders(<ServicingCards />);
    const shown = await screen.findByTestId('servicing-card', {}, WAIT);
    await screen.findByTestId('payoff-quote', {}, WAIT);
    // The to-do card above names the same due date 'Dec 1, 2026' (formatLongDate).
    expect(shown.textContent).toContain('Next payment$10,000.00 on Dec 1, 2026');
    expect(shown.textContent).toContain('Payoff on Nov 27, 2026');
    expect(screen.getByTestId('card-statement').textContent).toContain(
      'Statement to Oct 31, 2026: $10,000.00 due Dec 1, 2026',
    );
    expect(shown.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  }, 30_000);

  it('shows the default interest owed since the default began, in the card and in the payoff', async () => {
    serve(
      { ...card, in_default: true, default_interest: '4166.67', default_since: '2026-10-28' },
      { ...payoff, default_interest: '4166.67', default_since: '2026-10-28', payoff_amount: '1012166.67' },
    );
    renderWithProviders(<ServicingCards />);
    const figure = await screen.findByTestId('card-default-interest', {}, WAIT);
    expect(figure.textContent).toBe('$4,166.67');
    expect(screen.getByText('Default interest (since Oct 28, 2026)')).toBeTruthy();
    const line = await screen.findByTestId('payoff-default-interest', {}, WAIT);
    expect(line.textContent).toBe('Default interest (since Oct 28, 2026)$4,166.67');
    expect(screen.getByTestId('payoff-quote').textContent).toContain('$1,012,166.67');
  }, 30_000);

  it('shows no default interest line for a loan never in default', async () => {
    serve(card, payoff);
    renderWithProviders(<ServicingCards />);
    expect((await screen.findByTestId('payoff-quote', {}, WAIT)).textContent).toContain('$1,008,000.00');
    expect(screen.queryByTestId('card-default-interest')).toBeNull();
    expect(screen.queryByTestId('payoff-default-interest')).toBeNull();
  }, 30_000);

  it("lists the borrower's draws with the inspection staff ordered and the inspector's note", async () => {
    const draw = {
      id: 'd1',
      status: 'approved',
      lines: [{ line: 'hard', label: 'Construction hard costs', amount: '30000.00' }],
      requested: '30000.00',
      approved: '25000.00',
      note: null,
      reason: null,
      requested_at: '2026-11-02T10:00:00.000Z',
      decided_at: '2026-11-03T10:00:00.000Z',
      funded_date: null,
      files: [],
      inspection: {
        activity_id: 'a1',
        state: 'rejected',
        due_date: '2026-11-10',
        done: false,
        note: 'Roof not started',
      },
    };
    serve({ ...card, construction_holdback_left: '70000.00' }, payoff, {
      inspection_required: true,
      holdback: '100000.00',
      holdback_left: '70000.00',
      budget: [],
      draws: [draw],
    });
    renderWithProviders(<ServicingCards />);
    const row = await screen.findByTestId('card-draw', {}, WAIT);
    expect(row.textContent).toContain('$25,000.00 asked Nov 2, 2026');
    expect(row.textContent).toContain('approved');
    expect(screen.getByTestId('draw-inspection').textContent).toBe('Inspection failed');
    expect(screen.getByTestId('draw-inspection-note').textContent).toBe('Inspection: Roof not started');
  }, 30_000);
});
