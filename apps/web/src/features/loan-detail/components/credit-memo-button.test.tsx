import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CreditMemoButton } from './credit-memo-button';

const links = {
  pdf_url: '/api/files/memo.pdf?sig=1',
  docx_url: '/api/files/memo.docx?sig=1',
  pdf_document_id: 'd1',
  docx_document_id: 'd2',
  file_name: 'Credit Memo 10042.pdf',
  generated_epoch: 1_790_000_000,
  score: 48,
};

describe('Credit memo button (issue 23 item 7)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('posts to /loan/{id}/credit-memo and opens the chosen file in the tab it opened on the click', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(links)));
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<CreditMemoButton loanId="l1" onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Credit memo' }));
    fireEvent.click(await screen.findByText('Generate DOCX'));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe(links.docx_url));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/loan/l1/credit-memo');
    expect(init!.method).toBe('POST');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and reports the error when generation fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Loan not found' }), { status: 404 }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const onError = vi.fn();
    renderWithProviders(<CreditMemoButton loanId="l1" onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Credit memo' }));
    fireEvent.click(await screen.findByText('Generate PDF'));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
