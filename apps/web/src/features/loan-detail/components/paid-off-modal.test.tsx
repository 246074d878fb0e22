// The paid-off modal's late-payment answers come filled from the servicing ledger (issue 19
// item 5) and staff may still change them before Set Paid Off.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { servicingSummary } from '../../../test/servicing-summary';
import { PaidOffModal } from './paid-off-modal';

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const lateAnswers = {
  is_late_payment: true,
  late_days: [
    { late_days: 30, count: 1 },
    { late_days: 60, count: 0 },
    { late_days: 90, count: 2 },
  ],
};

const serve = (summary: () => Response) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/servicing/loan/l1') return summary();
    if (path === '/api/loan-status/l1/set/paid-off' && init?.method === 'POST') return json({});
    return json({ message: `no route ${path}` }, 500);
  });

const lateInput = (days: number) => screen.getByLabelText(`${days} days late`) as HTMLInputElement;

const setPaidDate = () => {
  const input = screen.getByLabelText(/Paid date/);
  fireEvent.change(input, { target: { value: '05/20/2026' } });
  fireEvent.blur(input);
};

describe('Set Paid Off modal (issue 19 item 5)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the ledger's late payments and posts what staff change", async () => {
    const fetchMock = serve(() => json({ ...servicingSummary, late_answers: lateAnswers }));
    renderWithProviders(<PaidOffModal loanId="l1" opened onClose={() => undefined} />);
    await screen.findByTestId('late-from-ledger', {}, WAIT);
    expect(lateInput(30).value).toBe('1');
    expect(lateInput(60).value).toBe('0');
    expect(lateInput(90).value).toBe('2');
    fireEvent.change(lateInput(60), { target: { value: '3' } });
    await waitFor(() => expect(lateInput(60).value).toBe('3'));
    expect(screen.queryByTestId('late-from-ledger')).toBeNull();
    setPaidDate();
    fireEvent.click(screen.getByRole('button', { name: 'Set Paid Off' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      is_late_payment: true,
      late_days: [
        { late_days: 30, count: 1 },
        { late_days: 60, count: 3 },
        { late_days: 90, count: 2 },
      ],
    });
  }, 30_000);

  it('keeps No late payments for a loan that is not boarded', async () => {
    const fetchMock = serve(() => json({ message: 'not boarded' }, 404));
    renderWithProviders(<PaidOffModal loanId="l1" opened onClose={() => undefined} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), WAIT);
    expect(screen.queryByTestId('late-from-ledger')).toBeNull();
    expect(screen.queryByLabelText('30 days late')).toBeNull();
  }, 30_000);
});
