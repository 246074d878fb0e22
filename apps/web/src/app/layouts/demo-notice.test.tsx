import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DemoNotice } from './demo-notice';

const answer = (body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body)));

describe('the first start notice (issue 23)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the demo documents are still being prepared, and how far, while they are drawn', async () => {
    const fetch = answer({ status: 'ready', demo: { state: 'drawing', loans_drawn: 12, loans: 40 } });
    renderWithProviders(<DemoNotice />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      'The demo documents are still being prepared: 12 of 40 demo loans have their files so far.',
    );
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/ready');
  });

  it('does not speak of other loans once every loan has its files but the last are still stored', async () => {
    answer({ status: 'ready', demo: { state: 'drawing', loans_drawn: 60, loans: 60 } });
    renderWithProviders(<DemoNotice />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('all 60 demo loans have their files');
    expect(notice.textContent).not.toContain('The others');
  });

  it('says nothing once every demo loan has its files', async () => {
    const fetch = answer({ status: 'ready', demo: { state: 'drawn' } });
    renderWithProviders(<DemoNotice />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('demo-drawing')).toBeNull();
  });
});
