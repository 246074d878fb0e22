import { servicingRateMessages } from '@lending/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { IndexRatesPage } from './index-rates-page';

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const page = {
  total: 2,
  page: 1,
  size: 25,
  items: [
    {
      id: 'r2',
      index: 'SOFR',
      effective_date: '2026-11-02',
      value: '4.31',
      source: 'csv',
      created_at: '2026-11-02T09:00:00Z',
    },
    {
      id: 'r1',
      index: 'SOFR',
      effective_date: '2026-10-01',
      value: '4.4',
      source: 'staff',
      created_at: '2026-10-01T09:00:00Z',
    },
  ],
};

const serve = (answers: { upload?: () => Response; add?: () => Response } = {}) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/servicing/index-rates/upload' && answers.upload) return answers.upload();
    if (url.pathname === '/api/servicing/index-rates' && init?.method === 'POST' && answers.add)
      return answers.add();
    if (url.pathname === '/api/servicing/index-rates') return json(page);
    return json({ message: `no route ${url.pathname}` }, 500);
  });

describe('Index rates screen (issue 19 item 1)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("lists the index's values newest first and asks the server for that index", async () => {
    const fetchMock = serve();
    renderWithProviders(<IndexRatesPage />);
    const table = await screen.findByTestId('index-rates', {}, WAIT);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows[0]!.textContent).toContain('11/02/20264.31%CSV file11/02/2026');
    expect(rows[1]!.textContent).toContain('10/01/20264.4%Staff10/01/2026');
    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('index=SOFR');
  }, 30_000);

  it('checks a value with the server’s schema before sending, then sends the index, date and value', async () => {
    const fetchMock = serve({
      add: () =>
        json(
          {
            id: 'r3',
            index: 'SOFR',
            effective_date: '2026-11-03',
            value: '4.3',
            source: 'staff',
            created_at: '',
            loans_reset: 2,
          },
          201,
        ),
    });
    renderWithProviders(<IndexRatesPage />);
    await screen.findByTestId('index-rates', {}, WAIT);
    fireEvent.change(screen.getByLabelText('Effective date'), { target: { value: '2026-11-03' } });
    fireEvent.change(screen.getByLabelText('Value (%)'), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(servicingRateMessages.indexValueInvalid, {}, WAIT)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Value (%)'), { target: { value: '4.3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('status', {}, WAIT)).textContent).toBe(
      'SOFR 4.3% from 11/03/2026 added. 2 floating loans re-derived.',
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      index: 'SOFR',
      effective_date: '2026-11-03',
      value: '4.3',
    });
  }, 30_000);

  it('shows every numbered bad line when the server refuses a CSV file', async () => {
    serve({
      upload: () =>
        json(
          {
            status_code: 400,
            error: 'Bad Request',
            message: servicingRateMessages.indexFileInvalid,
            details: [
              { path: 'line 3', message: 'Line 3: The date must be a valid date (YYYY-MM-DD)' },
              { path: 'line 7', message: `Line 7: ${servicingRateMessages.indexValueInvalid}` },
            ],
          },
          400,
        ),
    });
    renderWithProviders(<IndexRatesPage />);
    await screen.findByTestId('index-rates', {}, WAIT);
    const input = document.querySelector('input[type=file]')!;
    fireEvent.change(input, {
      target: { files: [new File(['2026-01-02,4.3\n'], 'sofr.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load file' }));
    const list = await screen.findByTestId('index-file-errors', {}, WAIT);
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Line 3: The date must be a valid date (YYYY-MM-DD)',
      `Line 7: ${servicingRateMessages.indexValueInvalid}`,
    ]);
    await waitFor(() => expect(screen.getByText(servicingRateMessages.indexFileInvalid)).toBeTruthy());
  }, 30_000);
});
