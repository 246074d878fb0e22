// The short soak in npm test (issue 24 item 2; the 30-minute one is `npm run bench -- --profile
// soak`): the real app with 500 seeded loans under 3 minutes of mixed traffic (the paged list, loan
// pages, activities, updates with versions, notification counts, assistant questions) with five
// notification streams held open. No 5xx and no failed request, no request this script got wrong,
// the streams still open at the end, and the memory the server retains (heap after a full
// collection) flat within 10% after the warm-up. A
// fixed 20 requests a second (not 70% of the probe): the suite shares the machine with other tests.
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../bench/soak';

describe('soak (3 minutes)', () => {
  it('holds mixed traffic without errors and with flat memory', async () => {
    const result = await runSoak({ minutes: 3, loans: 500, rate: 20 });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(result.unexpected_4xx).toBe(0);
    expect(result.streams_open_at_end).toBe(5);
    expect(result.retained_growth_percent).toBeLessThanOrEqual(10);
  }, 600_000);
});
