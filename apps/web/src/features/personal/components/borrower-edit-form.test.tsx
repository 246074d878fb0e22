import { afterEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import type { PersonalBorrower } from '../api/personal-types';
import { BorrowerEditForm } from './borrower-edit-form';

const borrower: PersonalBorrower = {
  id: 'b1',
  first_name: 'Brenda',
  last_name: 'Walsh',
  email: 'brenda@example.com',
  phone: '512-5550142',
  date_of_birth: Date.UTC(1981, 4, 12) / 1000,
  credit_score: null,
  address_address: '2104 Lakeshore Blvd',
  address_city: 'Austin',
  address_state: 'TX',
  address_zipcode: '78704',
  contact_type: null,
  has_ssn: true,
  ssn_last4: '6789',
  loans: [],
  version: 3,
};

// A loaded shared machine renders slowly: the waits and test time of the repo's other form tests.
const WAIT = { timeout: 10_000 };

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('borrower edit form of the personal area (002 §5, issue 23)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('keeps what is typed without re-rendering the form on each keystroke', () => {
    const commits = vi.fn();
    renderWithProviders(
      <Profiler id="form" onRender={commits}>
        <BorrowerEditForm borrower={borrower} userEmail={null} onDone={() => undefined} />
      </Profiler>,
    );
    // The first change turns the form dirty (one render); the keystrokes after it render nothing.
    type('Address', '2104 Lakeshore Blvd,');
    commits.mockClear();
    for (const text of [' ', ' S', ' Su', ' Sui', ' Suit', ' Suite', ' Suite 4'])
      type('Address', `2104 Lakeshore Blvd,${text}`);
    expect(input('Address').value).toBe('2104 Lakeshore Blvd, Suite 4');
    expect(commits).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the spec messages on blur and on Save, and sends nothing while one shows', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<BorrowerEditForm borrower={borrower} userEmail={null} onDone={() => undefined} />);
    type('First name', '');
    fireEvent.blur(input('First name'));
    await screen.findByText('First name is required', undefined, WAIT);
    // Typing again takes the message away.
    type('First name', 'B');
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull(), WAIT);
    type('First name', '');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('First name is required', undefined, WAIT);
    await screen.findByText('Invalid email', undefined, WAIT);
    expect(fetchMock).not.toHaveBeenCalled();
  }, 30_000);

  it('unlocks the SSN with its icon, keeps only 9 digits, and clears and locks it again on cancel', async () => {
    renderWithProviders(<BorrowerEditForm borrower={borrower} userEmail={null} onDone={() => undefined} />);
    expect(input('SSN').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit SSN' }));
    expect(input('SSN').disabled).toBe(false);
    type('SSN', '666-12-3456 78');
    expect(input('SSN').value).toBe('666123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('SSN is not valid', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel SSN change' }));
    await waitFor(() => expect(input('SSN').disabled).toBe(true), WAIT);
    expect(input('SSN').value).toBe('');
    expect(screen.queryByText('SSN is not valid')).toBeNull();
  }, 30_000);

  it('saves the typed values with the record version, the SSN only when edited', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ ...borrower, version: 4 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(<BorrowerEditForm borrower={borrower} userEmail={null} onDone={onDone} />);
    type('Address', ' 9 Elm St ');
    type('Phone number', '5550199');
    fireEvent.click(screen.getByRole('button', { name: 'Edit SSN' }));
    type('SSN', '219-09-8765');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), WAIT);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/personal/borrower/update/b1');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      first_name: 'Brenda',
      address_address: '9 Elm St',
      address_city: 'Austin',
      phone: '512-5550199',
      ssn: '219098765',
      version: 3,
    });
  }, 30_000);
});
