import { servicingFlowMessages } from '@lending/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NachaDownload } from './nacha-download';

const WAIT = { timeout: 10_000 };
const SHA = 'a3f1c2d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const recorded = {
  id: '7b8f2c6e-1d7a-4a55-9f53-3b1c2f0a9e11',
  date: '2026-12-01',
  sha256: SHA,
  entry_count: 2,
  total: '12500.00',
  entries: [],
  sent_by: 'b6a1d4e2-5c3f-4e0a-8d2b-1f9e7c6a5b40',
  sent_at: '2026-12-01T14:05:00.000Z',
  file_url: '/api/servicing/ach/nacha/sent/7b8f2c6e-1d7a-4a55-9f53-3b1c2f0a9e11/file',
};
const error = (status: number, message: string) =>
  new Response(JSON.stringify({ status_code: status, error: 'Error', message }), { status });

const renderFor = (date: string) => {
  renderWithProviders(<NachaDownload />);
  fireEvent.change(screen.getByLabelText('ACH debits of'), { target: { value: date } });
};

describe("Portfolio servicing view: 'Mark file sent' (issue 19 item 4)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('records the chosen date as sent and shows the SHA-256 and the totals from the answer', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(recorded), { status: 201 }));
    renderFor('2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Mark file sent' }));
    const status = await screen.findByTestId('nacha-sent', {}, WAIT);
    expect(status.textContent).toContain('File of 12/01/2026 sent by');
    expect(status.textContent).toContain(SHA);
    expect(status.textContent).toContain('2 debits ($12,500.00)');
    expect(within(status).getByRole('button', { name: 'File as sent' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/servicing/ach/nacha/sent');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ date: '2026-12-01' });
    // Recorded once: the same date cannot be sent again from here.
    expect(screen.getByRole('button', { name: 'Mark file sent' })).toHaveProperty('disabled', true);
  }, 30_000);

  it("shows the server's 409 (already sent, with who and when) and 400 (not a banking day) as it says them", async () => {
    const already = `${servicingFlowMessages.nachaAlreadySent} (12/01/2026, sent 12/01/2026 at 14:05 UTC by ops@example.com)`;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(error(409, already))
      .mockResolvedValueOnce(error(400, servicingFlowMessages.nachaNotBusinessDay));
    renderFor('2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Mark file sent' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(already);
    expect(screen.queryByTestId('nacha-sent')).toBeNull();
    fireEvent.change(screen.getByLabelText('ACH debits of'), { target: { value: '2026-12-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark file sent' }));
    await screen.findByText(servicingFlowMessages.nachaNotBusinessDay, {}, WAIT);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ date: '2026-12-05' });
  }, 30_000);
});
