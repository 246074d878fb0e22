import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { Loan } from '../api/types';
import { RequestDetailsEditor } from './request-details-form';

const loan = {
  id: 'l1',
  version: 7,
  google_drive_folder_id: null,
  amount: 1_380_000,
  amount_at_closing: 1_200_000,
  construction_reserve: 0,
  purpose: 'Purchase',
  exit_strategy: 'Sale',
  duration_months: 12,
  interest_rate: 0.1227,
  expected_closing_epoch: 1_795_000_000,
} as Loan;

// A loaded shared machine renders slowly: the waits and test time of the repo's other form tests.
const WAIT = { timeout: 10_000 };

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const updateButton = () => screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;

describe('Request Details edit (002 §5, issue 23)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'not here' }), { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('cleans what is typed, shows the limits and enables Update only with a valid change', async () => {
    renderWithProviders(<RequestDetailsEditor loan={loan} onClose={() => undefined} />);
    expect(updateButton().disabled).toBe(true);
    type('Amount', '16000000');
    await screen.findByText('* Limit $15,000,000', undefined, WAIT);
    expect(updateButton().disabled).toBe(true);
    type('Amount', '1,250,000abc');
    expect(input('Amount').value).toBe('1,250,000');
    await waitFor(() => expect(screen.queryByText('* Limit $15,000,000')).toBeNull(), WAIT);
    type('Duration (months)', '1x8');
    expect(input('Duration (months)').value).toBe('18');
    type('Interest rate', '11.5.5%');
    expect(input('Interest rate').value).toBe('11.55');
    await waitFor(() => expect(updateButton().disabled).toBe(false), WAIT);
    // Back to the loaded amount, duration and rate: nothing to send.
    type('Amount', '1,380,000');
    type('Duration (months)', '12');
    type('Interest rate', '12.27');
    await waitFor(() => expect(updateButton().disabled).toBe(true), WAIT);
  }, 30_000);

  it('sends only the changed fields with the version read', async () => {
    renderWithProviders(<RequestDetailsEditor loan={loan} onClose={() => undefined} />);
    type('Amount', '1,250,000');
    type('Duration (months)', '18');
    await waitFor(() => expect(updateButton().disabled).toBe(false), WAIT);
    fireEvent.click(updateButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), WAIT);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/loan/l1/update');
    expect(JSON.parse(String(init!.body))).toEqual({ amount: 1_250_000, duration_months: 18, version: 7 });
  }, 30_000);

  it('re-renders nothing while the keystrokes change neither a message nor the Update rule', async () => {
    const commits = vi.fn();
    renderWithProviders(
      <Profiler id="editor" onRender={commits}>
        <RequestDetailsEditor loan={loan} onClose={() => undefined} />
      </Profiler>,
    );
    type('Amount', '125,00');
    await waitFor(() => expect(updateButton().disabled).toBe(false), WAIT);
    commits.mockClear();
    for (const text of ['125,001', '125,0012', '125,00123']) type('Amount', text);
    expect(input('Amount').value).toBe('125,00123');
    expect(commits).not.toHaveBeenCalled();
  }, 30_000);
});
