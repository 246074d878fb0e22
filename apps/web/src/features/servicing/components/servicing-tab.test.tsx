import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { servicingSummary } from '../../../test/servicing-summary';
import { ServicingTab } from './servicing-tab';

const summary = servicingSummary;
const schedule = {
  payment: '10000.00',
  total_interest: '20333.33',
  lines: [
    {
      number: 1,
      due_date: '2026-02-01',
      days: 31,
      interest: '10333.33',
      principal: '0.00',
      payment: '10333.33',
      balance: '1000000.00',
      rate: '12',
    },
    {
      number: 2,
      due_date: '2026-03-01',
      days: 28,
      interest: '9333.33',
      principal: '1000000.00',
      payment: '1009333.33',
      balance: '0.00',
      rate: '12',
    },
  ],
};
const payoff = {
  date: '2026-05-01',
  payoff_amount: '1010800.00',
  principal: '1000000.00',
  interest: '10333.33',
  default_interest: '0.00',
  default_since: null,
  fees: '466.67',
  suspense: '0.00',
  interest_reserve: '0.00',
  per_diem: '333.33',
};

/** The machine the suite runs on is shared and loaded: wait up to 10 s for what a user would see. */
const WAIT = { timeout: 10_000 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake server: answers by path; records the calls. */
const serve = (routes: Record<string, () => Response>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    const route = routes[path];
    return route ? route() : json({ message: `no route ${path}` }, 500);
  });

describe('Servicing tab (issue 19)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the balances, the schedule and a payoff quote with its per diem', async () => {
    serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    const balances = await screen.findByTestId('servicing-balances', {}, WAIT);
    expect(balances.textContent).toContain('$1,010,800.00');
    expect(balances.textContent).toContain('$466.67');
    expect((await screen.findByTestId('servicing-schedule', {}, WAIT)).textContent).toContain('03/01/2026');
    expect((await screen.findByTestId('payoff-quote', {}, WAIT)).textContent).toContain('$333.33');
    // Never in default: no default interest line anywhere.
    expect(balances.textContent).not.toContain('Default interest');
    expect(screen.queryByTestId('payoff-default-interest')).toBeNull();
  }, 30_000);

  it("prints every date as a US date like the rest of the staff screens, never the API's YYYY-MM-DD (issue 23 item 6)", async () => {
    serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    await screen.findByTestId('servicing-schedule', {}, WAIT);
    const tab = screen.getByTestId('servicing-tab');
    expect(tab.textContent).toContain('Funded01/01/2026');
    expect(tab.textContent).toContain('First payment02/01/2026');
    expect(tab.textContent).toContain('Balances as of 05/01/2026');
    expect(tab.textContent).toContain('Next due06/01/2026: $10,333.33');
    expect(tab.textContent).toContain('Maturity01/01/2027');
    expect(screen.getByTestId('servicing-schedule').textContent).toContain('02/01/2026');
    const iso = /\d{4}-\d{2}-\d{2}/;
    expect(tab.textContent).not.toMatch(iso);
    fireEvent.click(screen.getByRole('radio', { name: 'Payments' }));
    const payments = await screen.findByTestId('servicing-payments', {}, WAIT);
    expect(payments.textContent).toContain('02/01/2026');
    expect(payments.textContent).not.toMatch(iso);
  }, 30_000);

  it('shows default interest as its own line, with the date the default began, in the balances and the payoff quote', async () => {
    const inDefault = {
      ...summary,
      default: { in_default: true, since: '2026-04-01', rate: '17', started: '2026-04-01' },
      balances: { ...summary.balances, default_interest: '4166.67', total: '1014966.67' },
    };
    serve({
      '/api/servicing/loan/l1': () => json(inDefault),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () =>
        json({
          ...payoff,
          default_interest: '4166.67',
          default_since: '2026-04-01',
          payoff_amount: '1014966.67',
        }),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    const balances = await screen.findByTestId('servicing-balances', {}, WAIT);
    expect(balances.textContent).toContain('Default interest (since 04/01/2026)$4,166.67');
    const line = await screen.findByTestId('payoff-default-interest', {}, WAIT);
    expect(line.textContent).toBe('Default interest (since 04/01/2026)$4,166.67');
    expect(screen.getByTestId('payoff-quote').textContent).toContain('$1,014,966.67');
  }, 30_000);

  it('keeps the default interest line after a cure while that interest is unpaid', async () => {
    serve({
      '/api/servicing/loan/l1': () =>
        json({
          ...summary,
          default: { in_default: false, since: null, rate: '17', started: '2026-03-15' },
          balances: { ...summary.balances, default_interest: '120.00' },
        }),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () =>
        json({ ...payoff, default_interest: '120.00', default_since: '2026-03-15' }),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    const balances = await screen.findByTestId('servicing-balances', {}, WAIT);
    expect(balances.textContent).toContain('Default interest (since 03/15/2026)$120.00');
    expect((await screen.findByTestId('payoff-default-interest', {}, WAIT)).textContent).toContain('$120.00');
  }, 30_000);

  it('shows maturity and extensions; Extend asks to confirm, then posts once and shows the new maturity', async () => {
    let extended = false;
    const fetchMock = serve({
      '/api/servicing/loan/l1': () =>
        json(
          extended
            ? { ...summary, maturity_date: '2027-07-01', extensions: { ...summary.extensions, used: 1 } }
            : summary,
        ),
      '/api/servicing/loan/l1/extensions': () => {
        extended = true;
        return json({
          id: 'x',
          effective_date: '2026-05-01',
          fee: '10000.00',
          rate: '13',
          months: 6,
          maturity_date: '2027-07-01',
          previous_maturity_date: '2027-01-01',
          extensions: { used: 1, allowed: 1, period_months: 6, fee_percent: '1', rate: '13' },
          agreement_url: '/api/servicing/loan/l1/extensions/x/agreement',
        });
      },
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    const panel = await screen.findByTestId('servicing-maturity', {}, WAIT);
    expect(panel.textContent).toContain('01/01/2027');
    expect(panel.textContent).toContain('0 of 1');
    fireEvent.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain('from 01/01/2027 to 07/01/2027 (6 months)');
    const posted = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/extensions'));
    expect(posted()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(
      () => expect(screen.getByTestId('servicing-maturity').textContent).toContain('1 of 1'),
      WAIT,
    );
    await waitFor(
      () => expect(screen.getByTestId('servicing-maturity').textContent).toContain('Extended to 07/01/2027'),
      WAIT,
    );
    expect(posted()).toHaveLength(1);
    expect(
      (
        within(screen.getByTestId('servicing-maturity')).getByRole('button', {
          name: 'Extend',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  }, 30_000);

  it('offers an admin to board a Funded loan that is not boarded yet', async () => {
    let boarded = false;
    const fetchMock = serve({
      '/api/servicing/loan/l1': () =>
        boarded ? json(summary) : json({ message: 'This loan is not boarded for servicing' }, 404),
      '/api/servicing/loan/l1/board': () => {
        boarded = true;
        return json(summary);
      },
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Board for servicing' }, WAIT));
    expect(await screen.findByTestId('servicing-tab', {}, WAIT)).toBeTruthy();
    const board = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/board'));
    expect(board?.[1]?.method).toBe('POST');
  }, 30_000);

  it("shows the server's message when a payment is refused", async () => {
    serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
      '/api/servicing/loan/l1/payments': () =>
        json(
          { status_code: 400, message: 'Amount must be greater than 0 with at most two decimal places' },
          400,
        ),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    fireEvent.change(await screen.findByLabelText('Amount', {}, WAIT), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(
      () =>
        expect(screen.getByRole('alert').textContent).toContain(
          'Amount must be greater than 0 with at most two decimal places',
        ),
      WAIT,
    );
  }, 30_000);

  it('lists the payments with their split and lets an admin reverse one', async () => {
    const fetchMock = serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
      '/api/servicing/loan/l1/payments/p1/reverse': () => json({ id: 'r1', kind: 'reversal' }),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Payments' }, WAIT));
    const table = await screen.findByTestId('servicing-payments', {}, WAIT);
    expect(table.textContent).toContain('$10,333.33');
    fireEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/payments/p1/reverse'));
      expect(call?.[1]?.method).toBe('POST');
    }, WAIT);
  }, 30_000);

  it('downloads the payoff letter of the quote date with the session token', async () => {
    const fetchMock = serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
      '/api/servicing/loan/l1/payoff-letter': () =>
        new Response('%PDF-1.7', {
          headers: { 'content-disposition': 'attachment; filename="Payoff Letter 10001 2026-05-01.pdf"' },
        }),
    });
    const createUrl = vi.fn(() => 'blob:letter');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download payoff letter (PDF)' }, WAIT));
    await waitFor(() => expect(click).toHaveBeenCalled(), WAIT);
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('/payoff-letter'))!;
    expect(String(url)).toMatch(/\/payoff-letter\?date=\d{4}-\d{2}-\d{2}$/);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Payoff Letter 10001 2026-05-01.pdf');
  }, 30_000);

  it("shows the server's message when the letter is refused", async () => {
    serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
      '/api/servicing/loan/l1/payoff-letter': () =>
        json({ message: 'The payoff letter date must be between today and 90 days from today' }, 400),
    });
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download payoff letter (PDF)' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('between today and 90 days');
  }, 30_000);

  it('downloads the schedule as CSV', async () => {
    const fetchMock = serve({
      '/api/servicing/loan/l1': () => json(summary),
      '/api/servicing/loan/l1/schedule': () => json(schedule),
      '/api/servicing/loan/l1/payoff': () => json(payoff),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ServicingTab loanId="l1" loanState="Funded" isAdmin />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download schedule (CSV)' }, WAIT));
    await waitFor(() => expect(click).toHaveBeenCalled(), WAIT);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/schedule?format=csv'))).toBe(true);
  }, 30_000);
});
