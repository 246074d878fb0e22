import { afterEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { PersonalContact } from '../api/personal-types';
import { ContactEditForm } from './contact-edit-form';

const contact: PersonalContact = {
  id: 'c1',
  first_name: 'Brad',
  last_name: 'Keller',
  email: 'broker@example.com',
  phone: null,
  company: 'Keller Capital',
  contact_type: 'broker',
  version: 5,
};

// A loaded shared machine renders slowly: the waits and test time of the repo's other form tests.
const WAIT = { timeout: 10_000 };

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('broker contact edit form of the personal area (002 §5, issue 23)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps what is typed without re-rendering the form on each keystroke', () => {
    const commits = vi.fn();
    renderWithProviders(
      <Profiler id="form" onRender={commits}>
        <ContactEditForm contact={contact} userEmail={null} onDone={() => undefined} />
      </Profiler>,
    );
    // The first change turns the form dirty (one render); the keystrokes after it render nothing.
    type('Last name', 'Keller-');
    commits.mockClear();
    for (const text of ['Keller-S', 'Keller-St', 'Keller-Sto', 'Keller-Ston', 'Keller-Stone'])
      type('Last name', text);
    expect(input('Last name').value).toBe('Keller-Stone');
    expect(commits).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the spec messages on Save and sends nothing while one shows', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<ContactEditForm contact={contact} userEmail={null} onDone={() => undefined} />);
    type('Last name', '');
    type('Email', 'broker@');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Last name is required', undefined, WAIT);
    await screen.findByText('Invalid email', undefined, WAIT);
    expect(fetchMock).not.toHaveBeenCalled();
  }, 30_000);

  it('saves the typed names and e-mail, trimmed, with the version read', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ ...contact, last_name: 'Keller-Stone', version: 6 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<ContactEditForm contact={contact} userEmail={null} onDone={onDone} />);
    type('Last name', ' Keller-Stone ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), WAIT);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/personal/contact/update/c1');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      first_name: 'Brad',
      last_name: 'Keller-Stone',
      email: 'broker@example.com',
      version: 5,
    });
  }, 30_000);
});
