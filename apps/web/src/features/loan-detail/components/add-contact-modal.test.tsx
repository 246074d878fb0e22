// 'New contact' on the loan page: the form is uncontrolled (issue 21, INP: a keystroke does not
// render the whole form again); what staff typed is still what is checked and sent.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AddContactModal } from './add-contact-modal';

const WAIT = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const serve = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/contact/allowed-types') return json(['title-company', 'insurance-agent']);
    if (path === '/api/contact/add' && init?.method === 'POST') return json({ contact_id: 'c1' });
    if (path === '/api/loan/l1/add-contact/c1' && init?.method === 'PUT') return json({});
    return json({ message: `no route ${path}` }, 500);
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe("'New contact' modal", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('names the missing fields, then sends what was typed and links the contact', async () => {
    const fetchMock = serve();
    renderWithProviders(<AddContactModal loanId="l1" onClose={() => undefined} />);
    const submit = await screen.findByRole('button', { name: 'Add contact' }, WAIT);
    fireEvent.click(submit);
    await screen.findByText('First name is required', {}, WAIT);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    type('First name', 'Tara');
    type('Last name', 'Title');
    type('Email', 'tara@title.example.com');
    type('Company', 'Title Co');
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
    fireEvent.click(screen.getByRole('textbox', { name: /Contact type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'title-company', hidden: true }, WAIT));
    fireEvent.click(submit);

    // The contact is created with what was typed, then linked to this loan.
    await waitFor(
      () => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
      WAIT,
    );
    const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post!.body))).toMatchObject({
      first_name: 'Tara',
      last_name: 'Title',
      email: 'tara@title.example.com',
      company: 'Title Co',
      contact_type: 'title-company',
    });
    const [link] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(new URL(String(link), 'http://x').pathname).toBe('/api/loan/l1/add-contact/c1');
  }, 30_000);
});
