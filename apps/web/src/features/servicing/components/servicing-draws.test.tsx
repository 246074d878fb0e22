import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicingMessages as m } from '@lending/domain';
import { renderWithProviders } from '../../../test/render';
import { servicingSummary } from '../../../test/servicing-summary';
import { DrawsPanel, TermsReview } from './servicing-draws';

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const serve = (routes: Record<string, (init?: RequestInit) => Response>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const route = routes[path];
    return route ? route(init) : json({ message: `no route ${path}` }, 500);
  });

const draw = {
  id: 'd1',
  status: 'requested',
  lines: [{ line: 'hard', label: 'Construction hard costs', amount: '30000.00' }],
  requested: '30000.00',
  approved: null,
  note: 'Framing',
  reason: null,
  requested_at: '2026-05-01T10:00:00.000Z',
  decided_at: null,
  funded_date: null,
  inspection: null as null | Record<string, unknown>,
  files: [],
};
const draws = (status: string, inspection: null | Record<string, unknown> = null) => ({
  inspection_required: true,
  holdback: '100000.00',
  holdback_left: status === 'funded' ? '70000.00' : '100000.00',
  budget: [
    { line: 'hard', label: 'Construction hard costs', budget: '80000.00', drawn: '0.00', left: '50000.00' },
  ],
  draws: [{ ...draw, status, inspection }],
});

describe('Servicing review and draws (issue 19 items 1 and 6)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the terms await review until an admin confirms them', async () => {
    let required = true;
    let sentTerms: unknown = null;
    const fetchMock = serve({
      '/api/servicing/loan/l1/confirm': () => json({}),
      '/api/servicing/loan/l1/draws': () => json({ ...draws('requested'), inspection_required: required }),
      '/api/servicing/loan/l1/terms': (init) => {
        sentTerms = JSON.parse(String(init?.body));
        required = false;
        return json({ ...servicingSummary, confirmed_at: null });
      },
    });
    const summary = { confirmed_at: null } as never;
    renderWithProviders(<TermsReview loanId="l1" summary={summary} isAdmin />);
    expect(screen.getByTestId('terms-await-review').textContent).toContain('The boarded terms await review');
    // Staff waive draw inspections while the terms await review: the switch sends the term and follows it.
    const inspect = screen.getByRole('switch', { name: 'Inspect the work before each draw is funded' });
    await waitFor(() => expect((inspect as HTMLInputElement).checked).toBe(true), WAIT);
    await waitFor(() => expect((inspect as HTMLInputElement).disabled).toBe(false), WAIT);
    fireEvent.click(inspect);
    await waitFor(() => expect(sentTerms).toEqual({ draw_inspection_required: false }), WAIT);
    await waitFor(() => expect((inspect as HTMLInputElement).checked).toBe(false), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm terms' }));
    await waitFor(
      () => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/confirm'))).toBe(true),
      WAIT,
    );
    cleanup();
    renderWithProviders(
      <TermsReview loanId="l1" summary={{ confirmed_at: '2026-05-02T12:00:00Z' } as never} isAdmin={false} />,
    );
    expect(screen.getByTestId('terms-confirmed').textContent).toBe('Terms confirmed on 05/02/2026');
  }, 30_000);

  it('lets an admin approve part of a requested draw, with the amount sent', async () => {
    let status = 'requested';
    let sent: unknown = null;
    serve({
      '/api/servicing/loan/l1/draws': () => json(draws(status)),
      '/api/servicing/loan/l1/draws/d1/approve': (init) => {
        sent = JSON.parse(String(init?.body));
        status = 'approved';
        return json({ ...draw, status });
      },
    });
    renderWithProviders(<DrawsPanel loanId="l1" isAdmin />);
    const amount = await screen.findByLabelText('Approve amount', {}, WAIT);
    fireEvent.change(amount, { target: { value: '25000.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toEqual({ amount: '25000.00' }), WAIT);
    expect(await screen.findByRole('button', { name: 'Fund draw' }, WAIT)).toBeTruthy();
  }, 30_000);

  it('keeps Fund disabled with the reason until the inspection staff order is done', async () => {
    let inspection: null | Record<string, unknown> = null;
    const ordered = { activity_id: 'a1', state: 'new', due_date: '2026-05-06', done: false, note: null };
    serve({
      '/api/servicing/loan/l1/draws': () => json(draws('approved', inspection)),
      '/api/servicing/loan/l1/draws/d1/inspection': (init) => {
        inspection =
          init?.method === 'POST' ? ordered : { ...ordered, state: 'done', done: true, note: 'Framing done' };
        return json({ ...draw, status: 'approved', inspection });
      },
    });
    renderWithProviders(<DrawsPanel loanId="l1" isAdmin />);
    const fund = await screen.findByRole('button', { name: 'Fund draw' }, WAIT);
    expect(fund.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('fund-blocked').textContent).toBe(m.drawInspectionRequired);
    fireEvent.click(screen.getByRole('button', { name: 'Order inspection' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('draw-inspection').textContent).toBe('Inspection ordered · due 05/06/2026'),
      WAIT,
    );
    expect(screen.getByTestId('fund-blocked').textContent).toBe(m.drawInspectionNotDone);
    fireEvent.change(screen.getByLabelText('Inspection note'), { target: { value: 'Framing done' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inspection done' }));
    await waitFor(
      () => expect(screen.getByTestId('draw-inspection').textContent).toBe('Inspection done'),
      WAIT,
    );
    expect(screen.getByRole('button', { name: 'Fund draw' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('fund-blocked')).toBeNull();
    expect(screen.getByTestId('draw-inspection-note').textContent).toBe('Inspection: Framing done');
  }, 30_000);

  it('shows a borrower the draws without the staff actions', async () => {
    serve({ '/api/servicing/loan/l1/draws': () => json(draws('funded')) });
    renderWithProviders(<DrawsPanel loanId="l1" isAdmin={false} />);
    const panel = await screen.findByTestId('draws-panel', {}, WAIT);
    expect(panel.textContent).toContain('$70,000.00');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 30_000);
});
