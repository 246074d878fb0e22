import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WIZARD_PAGE_STORAGE_KEY } from '@lending/domain';
import { renderWithProviders } from '../../../test/render';
import { WizardForm } from './wizard-form';

// A draft with section 1 filled except the address (the ID already uploaded).
const draft = {
  sponsor: {
    firstName: 'Jordan',
    lastName: 'Journey',
    email: 'jordan@example.com',
    phone: '',
    dateOfBirth: '1980-04-12',
    address: '',
    city: 'Washington',
    state: 'DC',
    zipcode: '20001',
    idDocument: { process_id: 'p1', file_name: 'photo-id.png' },
  },
};

// A loaded shared machine renders slowly: the waits and test time of the repo's other form tests.
const WAIT = { timeout: 10_000 };

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

const renderWizard = (onRender = () => undefined) =>
  renderWithProviders(
    <MemoryRouter>
      <Profiler id="wizard" onRender={onRender}>
        <WizardForm activityId="a1" userEmail={null} draft={draft} version={1} />
      </Profiler>
    </MemoryRouter>,
  );

describe('application wizard form (002 §2.2, issue 23)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'not here' }), { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps what is typed without re-rendering the wizard on each keystroke', () => {
    const commits = vi.fn();
    renderWizard(commits);
    // The first change turns the form dirty (one render); the keystrokes after it render nothing.
    type('Home address', '1');
    commits.mockClear();
    for (const text of ['12', '12 ', '12 E', '12 El', '12 Elm', '12 Elm St']) type('Home address', text);
    expect(input('Home address').value).toBe('12 Elm St');
    expect(commits).not.toHaveBeenCalled();
  }, 30_000);

  it('keeps only the 10 digits of the phone', () => {
    renderWizard();
    type('Phone', '(202) 555-0199 77');
    expect(input('Phone').value).toBe('2025550199');
  }, 30_000);

  it("checks the section's typed values on NEXT, saves them as the draft and keeps them on PREV", async () => {
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findAllByText('* Required', undefined, WAIT)).toHaveLength(2);
    expect(screen.getByTestId('wizard-section').textContent).toBe('Section 1 / 8');

    type('Home address', '12 Elm St');
    type('Phone', '2025550199');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(screen.getByTestId('wizard-section').textContent).toBe('Section 2 / 8'), WAIT);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), WAIT);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as {
      data: { sponsor: Record<string, unknown> };
    };
    expect(body.data.sponsor).toMatchObject({
      address: '12 Elm St',
      phone: '2025550199',
      city: 'Washington',
    });

    // The member rows follow the number typed.
    type('Number of members', '3');
    expect(screen.getAllByTestId('entity-member')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove member 3' }));
    expect(screen.getAllByTestId('entity-member')).toHaveLength(2);
    expect(input('Number of members').value).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'PREV' }));
    expect(input('Home address').value).toBe('12 Elm St');
    expect(input('Phone').value).toBe('2025550199');
  }, 30_000);

  it("counts an explanation's characters as it is typed", async () => {
    window.localStorage.setItem(`${WIZARD_PAGE_STORAGE_KEY}:a1`, '6');
    renderWizard();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Yes' })[0]!);
    const explanation = await screen.findByLabelText(/^Explanation/, undefined, WAIT);
    expect(screen.getByText('0 / 5000')).toBeTruthy();
    fireEvent.change(explanation, { target: { value: 'A late payment in 2019' } });
    expect(screen.getByText('22 / 5000')).toBeTruthy();
  }, 30_000);
});
