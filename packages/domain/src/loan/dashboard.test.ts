import { describe, expect, it } from 'vitest';
import {
  archiveToggleTooltip,
  dashboardHeading,
  matchesLoanFilters,
  matchesLoanSearch,
  togglePinned,
  topStates,
} from './dashboard';
import { canUseUserEmail, personalEntityOf } from '../auth/personal-access';
import { canAddListItem, newListItem, parseDataPointValue } from '../catalogue/data-points';

describe('dashboard rules (000 §2, §5)', () => {
  it('heading', () => {
    expect(dashboardHeading('/')).toBe('Dashboard');
    expect(dashboardHeading('/dashboard')).toBe('Dashboard');
    expect(dashboardHeading('/requests')).toBe('Requests');
    expect(archiveToggleTooltip(false)).toBe('View Archive Loans');
    expect(archiveToggleTooltip(true)).toBe('View Unarchive Loans');
  });
  it('pins at most 5, dropping the oldest', () => {
    let pinned: string[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) pinned = togglePinned(pinned, id);
    expect(pinned).toEqual(['b', 'c', 'd', 'e', 'f']);
    expect(togglePinned(pinned, 'c')).toEqual(['b', 'd', 'e', 'f']);
  });
  it('search is case-insensitive on the name; filters combine with AND', () => {
    expect(matchesLoanSearch('10042 - 118 Maple Ave', 'MAPLE')).toBe(true);
    expect(matchesLoanSearch('10042 - 118 Maple Ave', 'oak')).toBe(false);
    const loan = {
      purpose: 'Refinance',
      properties: [{ property_type: 'Condo' }, { property_type: 'Land' }],
    };
    expect(matchesLoanFilters(loan, { propertyTypes: ['Condo'], purposes: ['Refinance'] })).toBe(true);
    expect(matchesLoanFilters(loan, { propertyTypes: ['Land'] })).toBe(false);
    expect(matchesLoanFilters(loan, { propertyTypes: ['Condo'], purposes: ['Purchase'] })).toBe(false);
  });
  it('top 4 states', () => {
    expect(topStates({ A: 1, B: 5, C: 3, D: 2, E: 4 }).map(([s]) => s)).toEqual(['B', 'E', 'C', 'D']);
  });
});

describe('personal access (002 §2.3, 001 §5)', () => {
  it('user-email only for admins or brokers with that contact', () => {
    expect(canUseUserEmail('admin', 'x@y.z')).toBe(true);
    expect(canUseUserEmail('broker', 'X@y.z', ['x@y.z'])).toBe(true);
    expect(canUseUserEmail('broker', 'other@y.z', ['x@y.z'])).toBe(false);
    expect(canUseUserEmail('borrower', 'x@y.z', ['x@y.z'])).toBe(false);
  });
  it('exactly one borrower or one contact', () => {
    expect(personalEntityOf({ role: 'borrower', borrowerIds: ['b1'], contactIds: [] })).toEqual({
      kind: 'borrower',
      id: 'b1',
    });
    expect(() => personalEntityOf({ role: 'borrower', borrowerIds: ['b1', 'b2'], contactIds: [] })).toThrow(
      'User has no valid role or multiple entities',
    );
    expect(() => personalEntityOf({ role: 'admin', borrowerIds: [], contactIds: [] })).toThrow(
      'User has no valid role or multiple entities',
    );
  });
});

describe('data point editing (001 §5)', () => {
  it('numbers fall back to 0, lists follow the item type', () => {
    expect(parseDataPointValue('INTEGER', 'abc')).toBe(0);
    expect(parseDataPointValue('FLOAT', '2.5')).toBe(2.5);
    expect(parseDataPointValue('LIST[INTEGER]', ['1', 'x'])).toEqual([1, 0]);
    expect(newListItem('LIST[BOOLEAN]')).toBe(false);
    expect(newListItem('LIST[STRING]')).toBe('');
    expect(canAddListItem(['a', ''])).toBe(false);
    expect(canAddListItem(['a'])).toBe(true);
  });
});
