import { servicingRateMessages } from '@lending/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FloatingRate } from './floating-rate';

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const fixed = {
  rate_type: 'fixed',
  current_rate: '12',
  index: null,
  index_value: null,
  index_date: null,
  spread: null,
  floor: null,
  reset_day: null,
  next_reset: null,
  next_rate: null,
};
const floating = {
  rate_type: 'floating',
  current_rate: '8.75',
  index: 'SOFR',
  index_value: '4.31',
  index_date: '2026-11-02',
  spread: '4',
  floor: '8.75',
  reset_day: 5,
  next_reset: '2026-12-05',
  next_rate: '8.75',
};

const serve = (put: () => Response, current: unknown = fixed) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path !== '/api/servicing/loan/l1/floating') return json({ message: `no route ${path}` }, 500);
    return init?.method === 'PUT' ? put() : json(current);
  });

describe('Floating terms on the Servicing tab (issue 19 item 1)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('refuses a reset day the server would refuse, sends nothing, then saves index, spread, floor and day', async () => {
    const fetchMock = serve(() => json(floating));
    renderWithProviders(<FloatingRate loanId="l1" canEdit />);
    expect(await screen.findByText('Make the rate floating', {}, WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Spread (%)'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Floor (%)'), { target: { value: '8.75' } });
    fireEvent.change(screen.getByLabelText('Reset day'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(servicingRateMessages.resetDayInvalid, {}, WAIT)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Reset day'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status', {}, WAIT)).textContent).toContain(
      '8.75%, next reset 12/05/2026',
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      index: 'SOFR',
      spread: '4',
      floor: '8.75',
      reset_day: 5,
    });
  }, 30_000);

  it("leaves the spread out when empty (the term sheet's) and shows the server's refusal", async () => {
    const fetchMock = serve(() =>
      json({ status_code: 400, error: 'Bad Request', message: servicingRateMessages.spreadMissing }, 400),
    );
    renderWithProviders(<FloatingRate loanId="l1" canEdit />);
    fireEvent.change(await screen.findByLabelText('Floor (%)', {}, WAIT), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      servicingRateMessages.spreadMissing,
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ index: 'SOFR', floor: '9', reset_day: 1 });
  }, 30_000);

  it('shows no form to a reader who may not change the terms', async () => {
    serve(() => json(floating), floating);
    renderWithProviders(<FloatingRate loanId="l1" />);
    expect((await screen.findByTestId('floating-rate', {}, WAIT)).textContent).toContain(
      '4.31% on 11/02/2026',
    );
    expect(screen.queryByTestId('floating-terms-form')).toBeNull();
  }, 30_000);
});
