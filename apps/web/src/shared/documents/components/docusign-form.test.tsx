import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DocuSignForm } from './docusign-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('DocuSign recipients form (001 §2, §5)', () => {
  it('keeps Send disabled until every row has a name and an e-mail; the last row cannot be removed', async () => {
    const send = vi.fn().mockResolvedValue({});
    const onBack = vi.fn();
    renderWithProviders(<DocuSignForm send={send} onBack={onBack} />);
    const sendButton = () => screen.getByRole('button', { name: 'Send' });
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove recipient 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    type('Recipient 1 name', 'Brenda Walsh');
    type('Recipient 1 email', 'brenda@example.com');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Brenda Walsh <brenda@example.com>')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    type('Recipient 2 name', '  ');
    type('Recipient 2 email', 'sam@example.com');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith([{ name: 'Brenda Walsh', email: 'brenda@example.com' }]),
    );
    await waitFor(() => expect(onBack).toHaveBeenCalled());
  }, 20_000);

  it('stays open when sending fails', async () => {
    const send = vi.fn().mockRejectedValue(new Error('500'));
    const onBack = vi.fn();
    renderWithProviders(<DocuSignForm send={send} onBack={onBack} />);
    type('Recipient 1 name', 'Sam');
    type('Recipient 1 email', 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(onBack).not.toHaveBeenCalled();
  });
});
