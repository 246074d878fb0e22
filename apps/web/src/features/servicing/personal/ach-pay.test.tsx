import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PayFromAccount } from './ach-pay';

const WAIT = { timeout: 10_000 };
const loan = {
  loan_id: 'loan-1',
  next_due: { due_date: '2026-12-01', payment: '8750.00' },
} as Parameters<typeof PayFromAccount>[0]['loan'];

describe('Pay from linked account (issue 19 item 4)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('prefills the amount due, asks to confirm, sends the amount and names the account', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          id: 'd1',
          loan_id: 'loan-1',
          amount: '8000.00',
          date: '2026-11-26',
          status: 'pending',
          account_last4: '0000',
          account_name: 'Plaid Checking',
          institution_name: 'First Platypus Bank',
          sandbox: true,
          return_code: null,
          payment_id: null,
          created_at: '2026-11-26T10:00:00Z',
        }),
        { status: 201 },
      ),
    );
    renderWithProviders(<PayFromAccount loan={loan} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay from linked account' }));
    const amount = await screen.findByLabelText('Amount', {}, WAIT);
    expect((amount as HTMLInputElement).value).toBe('8750.00');
    // Dates in words like the personal area's to-do card (issue 23 item 6).
    expect(screen.getByText('Amount due $8,750.00 on Dec 1, 2026')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '$8,000.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(/account ending 0000 at First Platypus Bank \(sandbox/, {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText(/will be debited on Nov 26, 2026 from/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/servicing/loan/loan-1/ach-payments');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: '8000.00' });
  }, 30_000);

  it("shows the server's message when no account is linked", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ status_code: 400, error: 'Bad Request', message: 'No bank account is linked' }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    renderWithProviders(<PayFromAccount loan={loan} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay from linked account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm payment' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('No bank account is linked');
  }, 30_000);
});
