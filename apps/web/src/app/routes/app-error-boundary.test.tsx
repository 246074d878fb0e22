import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { AppErrorBoundary } from './app-error-boundary';

let shouldThrow = true;
const Flaky = () => {
  const [text] = useState('recovered');
  if (shouldThrow) throw new Error('The loan list exploded');
  return <p>{text}</p>;
};

describe('whole-app error screen (spec 001 §2)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows 'Oops Something Went Wrong.' with the message in details, and Try Again recovers", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    renderWithProviders(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Oops Something Went Wrong.')).toBeTruthy();
    expect(screen.getByText('The loan list exploded').closest('details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });
});
