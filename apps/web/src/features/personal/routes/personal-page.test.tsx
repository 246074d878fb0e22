import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PersonalActivity, PersonalToDo } from '@lending/domain';
import { renderWithProviders } from '../../../test/render';
import { PersonalPage } from './personal-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const activity = (id: string, name: string, extra: Partial<PersonalActivity> = {}): PersonalActivity => ({
  activity_id: id,
  loan_id: 'l1',
  borrower_id: null,
  contact_id: null,
  activity_type: 'document-request',
  name,
  document_name: name,
  description: null,
  entity_type: 'loan',
  status: { state: 'new', text: null, epoch: 0 },
  due_epoch: null,
  last_update: 0,
  parent_id: null,
  owner_id: null,
  loan_name: '123 Main St',
  done: false,
  processes: [],
  docusign_envelope_id: null,
  report_type: null,
  url: null,
  mails: [],
  actions: ['upload-document-request'],
  ...extra,
});

const toDo: PersonalToDo = {
  entity_type: 'borrower',
  is_other_user: false,
  first_name: 'Ada',
  last_name: 'Lovelace',
  activities: [
    activity('a1', 'Bank statement'),
    activity('a2', 'Photo ID', {
      status: { state: 'rejected', text: 'The photo is blurred', epoch: 0 },
      actions: ['upload-document-request', 'view-files'],
    }),
  ],
};

describe("personal page: the 'What to do now' list (issue 21, phone)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("renders the list from GET /personal/to-do alone, before the area's other calls answer", async () => {
    const never = new Promise<Response>(() => undefined);
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.startsWith('/api/personal/to-do')) return Promise.resolve(json(toDo));
      if (url.startsWith('/api/servicing/mine')) return Promise.resolve(json({ loans: [] }));
      return never; // the area's owner and its loans' activities do not answer
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/personal']}>
        <PersonalPage />
      </MemoryRouter>,
    );
    const list = await screen.findByTestId('to-do-now');
    expect(within(list).getByRole('heading', { name: 'What to do now (2)' })).toBeTruthy();
    // The rejected upload comes first, its reason beside the button.
    const rows = within(list).getAllByTestId('personal-activity');
    expect(rows.map((row) => within(row).getAllByText(/Bank statement|Photo ID/)[0]!.textContent)).toEqual([
      'Photo ID',
      'Bank statement',
    ]);
    expect(within(rows[0]!).getByTestId('rejection-reason').textContent).toContain('The photo is blurred');
    expect(screen.getByText(/Ada Lovelace/)).toBeTruthy();
    // No loan's activities were needed: their calls wait on the owner, who has not answered.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('/activities'))).toEqual([]);
  });

  it("asks for the area's owner only once the list has answered", async () => {
    let answerList!: (response: Response) => void;
    const list = new Promise<Response>((resolve) => (answerList = resolve));
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.startsWith('/api/personal/to-do')) return list;
      if (url.startsWith('/api/servicing/mine')) return Promise.resolve(json({ loans: [] }));
      return new Promise<Response>(() => undefined);
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/personal']}>
        <PersonalPage />
      </MemoryRouter>,
    );
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    await waitFor(() => expect(asked().some((url) => url.startsWith('/api/servicing/mine'))).toBe(true));
    expect(asked().filter((url) => url.startsWith('/api/personal/auth'))).toEqual([]);
    answerList(json(toDo));
    expect(await screen.findByTestId('to-do-now')).toBeTruthy();
    await waitFor(() => expect(asked().some((url) => url.startsWith('/api/personal/auth'))).toBe(true));
  });

  it('says nothing is waiting when the answer is empty', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.startsWith('/api/personal/to-do')) return Promise.resolve(json({ ...toDo, activities: [] }));
      if (url.startsWith('/api/servicing/mine')) return Promise.resolve(json({ loans: [] }));
      return new Promise<Response>(() => undefined);
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/personal']}>
        <PersonalPage />
      </MemoryRouter>,
    );
    const list = await screen.findByTestId('to-do-now');
    expect(within(list).getByText('Nothing is waiting for you right now.')).toBeTruthy();
  });
});
