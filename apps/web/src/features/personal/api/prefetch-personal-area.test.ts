import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/contract-client';
import { prefetchPersonalArea } from './prefetch-personal-area';
import { personalKeys } from './personal-keys';

vi.mock('../../../lib/contract-client', () => ({ call: vi.fn() }));
const callMock = vi.mocked(call as (operationId: string, input: unknown) => Promise<unknown>);

/** A call answered only when the test says so, to see which calls start before which answers. */
const deferred = () => {
  let resolve!: (value: unknown) => void;
  const promise = new Promise<unknown>((done) => (resolve = done));
  return { promise, resolve };
};

const loan = (id: string, archived = false) => ({ id, archived });

describe('prefetchPersonalArea (issue 21: the list within 1 s of sign-in)', () => {
  afterEach(() => callMock.mockReset());

  it("asks for the list first, then the area's owner, then every loan's activities and the borrower's own at once", async () => {
    const toDo = deferred();
    const auth = deferred();
    const pending = new Map<string, ReturnType<typeof deferred>>();
    callMock.mockImplementation((operationId, input) => {
      if (operationId === 'getPersonalToDo') return toDo.promise;
      if (operationId === 'getPersonalAuth') return auth.promise;
      const one = deferred();
      pending.set(`${operationId} ${JSON.stringify(input)}`, one);
      return one.promise;
    });
    const queryClient = new QueryClient();
    const done = prefetchPersonalArea(queryClient);
    // Before the list answers: the list and the servicing loans only (on a phone the cards' calls
    // and renders would hold the list back).
    await Promise.resolve();
    expect(callMock.mock.calls.map(([id]) => id).sort()).toEqual(['getPersonalToDo', 'getServicingMine']);

    toDo.resolve({
      entity_type: 'borrower',
      is_other_user: false,
      first_name: 'A',
      last_name: 'B',
      activities: [],
    });
    await vi.waitFor(() => expect(callMock.mock.calls.map(([id]) => id)).toContain('getPersonalAuth'));
    expect(pending.size).toBe(1);

    auth.resolve({
      entity_type: 'borrower',
      borrower: { id: 'b1', loans: [loan('l1'), loan('l2'), loan('old', true)] },
      contact: null,
    });
    await done;
    // All at once, none waiting for another's answer; the archived loan is not asked for.
    expect([...pending.keys()].sort()).toEqual([
      'getPersonalBorrowerByIdActivities {"params":{"id":"b1"},"query":{}}',
      'getPersonalLoanByIdActivities {"params":{"id":"l1"},"query":{}}',
      'getPersonalLoanByIdActivities {"params":{"id":"l2"},"query":{}}',
      'getServicingMine {}',
    ]);
    // The page reads the answers from the same cache entries.
    pending.get('getPersonalLoanByIdActivities {"params":{"id":"l1"},"query":{}}')!.resolve([]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(personalKeys.loanActivities('l1', null))).toEqual([]),
    );
  });

  it("asks a broker's loans through the broker's calls and no borrower call", async () => {
    callMock.mockImplementation((operationId) =>
      Promise.resolve(
        operationId === 'getPersonalAuth'
          ? { entity_type: 'contact', borrower: null, contact: { id: 'c1', loans: [loan('l9')] } }
          : [],
      ),
    );
    await prefetchPersonalArea(new QueryClient());
    expect(callMock.mock.calls.map(([id]) => id).sort()).toEqual([
      'getBrokerLoanByIdActivities',
      'getPersonalAuth',
      'getPersonalToDo',
      'getServicingMine',
    ]);
  });
});
