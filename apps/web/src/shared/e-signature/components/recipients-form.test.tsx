import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { RecipientsForm } from './recipients-form';

const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;

describe("recipients form ('Send with docuSign', 001 §2, §5)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps Send disabled until every row has a name and an e-mail; the last row cannot be removed', () => {
    renderWithProviders(<RecipientsForm activityId="a1" onBack={() => undefined} onSent={() => undefined} />);
    expect(sendButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove recipient 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByPlaceholderText('Enter name'), { target: { value: 'Sam Signer' } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Enter email'), { target: { value: 'sam@example.com' } });
    expect(sendButton().disabled).toBe(false);
    expect(screen.getByText('Sam Signer <sam@example.com>')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.getAllByPlaceholderText('Enter name')).toHaveLength(2);
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    expect(sendButton().disabled).toBe(false);
  });

  it('posts the recipients of an upload to request-signature and reports success', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          JSON.stringify({ envelope_id: 'e1', activity_id: 'a1', status: 'sent', provider: 'built-in' }),
        ),
      );
    const onSent = vi.fn();
    renderWithProviders(
      <RecipientsForm activityId="a1" processId="p1" onBack={() => undefined} onSent={onSent} />,
    );
    fireEvent.change(screen.getByPlaceholderText('Enter name'), { target: { value: ' Sam ' } });
    fireEvent.change(screen.getByPlaceholderText('Enter email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/activity/document-request/a1/process/p1/set/request-signature');
    expect(JSON.parse(String(init!.body))).toEqual({
      recipients: [{ name: 'Sam', email: 'sam@example.com' }],
    });
  });

  it('stays open with Send enabled again when sending fails', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message: 'boom' }), { status: 500 }));
    const onSent = vi.fn();
    renderWithProviders(<RecipientsForm activityId="a1" onBack={() => undefined} onSent={onSent} />);
    fireEvent.change(screen.getByLabelText('Recipient 1 name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Recipient 1 email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/activity/a1/request-signature');
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByTestId('recipients-form')).toBeTruthy();
  });
});
