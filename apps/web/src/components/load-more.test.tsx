import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadMore } from './load-more';

describe('LoadMore (below a paged list)', () => {
  afterEach(cleanup);

  it('announces the loaded count and asks for the next page while the list has more', () => {
    const onLoadMore = vi.fn();
    renderWithProviders(
      <LoadMore shown={100} hasMore isLoading={false} onLoadMore={onLoadMore} noun="mails" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Showing 100 mails of many');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says the list is whole and offers no button on the last page', () => {
    renderWithProviders(
      <LoadMore shown={7} hasMore={false} isLoading={false} onLoadMore={vi.fn()} noun="mails" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Showing all 7 mails');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing for an empty list (the screen keeps its empty state)', () => {
    renderWithProviders(
      <LoadMore shown={0} hasMore={false} isLoading={false} onLoadMore={vi.fn()} noun="mails" />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
