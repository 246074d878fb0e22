import { describe, expect, it } from 'vitest';
import { dashboardHeading } from './heading';

describe('dashboard heading (spec 000 §2)', () => {
  it('is Dashboard on /dashboard and /, Requests elsewhere', () => {
    expect(dashboardHeading('/dashboard')).toBe('Dashboard');
    expect(dashboardHeading('/dashboard/anything')).toBe('Dashboard');
    expect(dashboardHeading('/')).toBe('Dashboard');
    expect(dashboardHeading('/requests')).toBe('Requests');
  });
});
