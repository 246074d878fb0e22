import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateLoan } from './loan-queries';

const seed = (client: QueryClient) => {
  // The page keeps the detail under the route's id (here the human_id), the rest under the uuid.
  client.setQueryData(['loan-detail', '10001', 'detail'], { id: 'uuid-a', human_id: '10001', amount: 100 });
  client.setQueryData(['loan-detail', 'uuid-a', 'status'], { state: 'Preliminary' });
  client.setQueryData(['loan-detail', 'uuid-a', 'activities'], [{ activity_id: 'act-a' }]);
  client.setQueryData(['loan-detail', 'envelope', 'act-a'], { status: 'sent' });
  client.setQueryData(['loan-detail', 'form-values', 'custom-document', 'act-a', 'links'], { pdf_url: 'x' });
  client.setQueryData(['loan-detail', '10002', 'detail'], { id: 'uuid-b', human_id: '10002', amount: 200 });
  client.setQueryData(['loan-detail', 'uuid-b', 'activities'], [{ activity_id: 'act-b' }]);
  client.setQueryData(['loan-detail', 'envelope', 'act-b'], { status: 'sent' });
  client.setQueryData(['loans', 'page', 'all'], { loans: [] });
};
const isStale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('a change to one loan', () => {
  it('refreshes that loan (by uuid or human_id), its activities and the lists, never another loan', async () => {
    for (const id of ['uuid-a', '10001']) {
      const client = new QueryClient();
      seed(client);
      await invalidateLoan(client, id);
      expect(isStale(client, ['loan-detail', '10001', 'detail'])).toBe(true);
      expect(isStale(client, ['loan-detail', 'uuid-a', 'status'])).toBe(true);
      expect(isStale(client, ['loan-detail', 'uuid-a', 'activities'])).toBe(true);
      expect(isStale(client, ['loan-detail', 'envelope', 'act-a'])).toBe(true);
      // The generated document's links, under the activity's form values.
      expect(isStale(client, ['loan-detail', 'form-values', 'custom-document', 'act-a', 'links'])).toBe(true);
      expect(isStale(client, ['loans', 'page', 'all'])).toBe(true);
      expect(isStale(client, ['loan-detail', '10002', 'detail'])).toBe(false);
      expect(isStale(client, ['loan-detail', 'uuid-b', 'activities'])).toBe(false);
      expect(isStale(client, ['loan-detail', 'envelope', 'act-b'])).toBe(false);
      client.clear();
    }
  });
});
