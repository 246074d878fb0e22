import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query settings', () => {
  it('loan working areas: stale 60 s, no retry, no refetch on focus (001 §7)', () => {
    const client = createQueryClient();
    for (const key of [
      ['loan-detail', 'abc', 'activities'],
      ['documents', 'system', 'abc'],
    ]) {
      const options = { ...client.getDefaultOptions().queries, ...client.getQueryDefaults(key) };
      expect(options.staleTime).toBe(60_000);
      expect(options.retry).toBe(0);
      expect(options.refetchOnWindowFocus).toBe(false);
    }
  });

  it('everything else: stale 5 minutes and one retry (000 §9)', () => {
    const client = createQueryClient();
    const options = { ...client.getDefaultOptions().queries, ...client.getQueryDefaults(['loans', 'all']) };
    expect(options.staleTime).toBe(300_000);
    expect(typeof options.retry).toBe('function');
  });
});
