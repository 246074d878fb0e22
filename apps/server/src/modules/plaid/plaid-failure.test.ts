import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/index';
import { PlaidError, type PlaidAdapter } from '../../integrations/plaid/plaid';
import { createTestContext, type TestContext } from '../../test/context';
import { seedTwoBorrowers } from '../personal/personal-fixture';
import { createPlaidLinkId } from '../../lib/plaid-link';

/** A provider whose balance call fails the first time (an institution outage), then works. */
const flakyPlaid = (): PlaidAdapter & { calls: number } => {
  const adapter = {
    mode: 'live' as const,
    calls: 0,
    createLinkToken: async () => ({ link_token: 'link-production-x', expiration: new Date().toISOString() }),
    exchangePublicToken: async (token: string) => ({
      accessToken: `access-${token}`,
      itemId: `item-${token}`,
    }),
    getLiquidity: async () => {
      adapter.calls += 1;
      if (adapter.calls === 1) throw new PlaidError('INSTITUTION_DOWN', 'institution down');
      return {
        institution: { id: 'ins_1', name: 'Real Bank' },
        accounts: [
          {
            account_id: 'a',
            name: 'Checking',
            mask: '1',
            type: 'depository',
            subtype: 'checking',
            balances: { available: 5000, current: 5100, iso_currency_code: 'USD' },
          },
        ],
        total_liquidity: 5000,
        currency: 'USD' as const,
        retrieved_epoch: Math.floor(Date.now() / 1000),
        mode: 'live' as const,
      };
    },
  };
  return adapter;
};

describe('plaid: a provider failure marks the verification failed, and it can be retried', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  beforeAll(async () => {
    ctx = await createTestContext({ overrideDeps: (deps) => ({ ...deps, plaid: flakyPlaid() }) });
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  it('502 and failed first, done after a new connection; live mode has no sandbox picker', async () => {
    const plaid = seed.activitiesA.find((a) => a.activity_type === 'plaid')!;
    const linkId = createPlaidLinkId(ctx.deps.crypto, plaid.id);
    const token = await ctx.app.inject({ method: 'GET', url: `/api/plaid/${linkId}/get-link-token` });
    expect(token.json()).toEqual({
      link_token: 'link-production-x',
      expiration: expect.any(String),
      mode: 'live',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/plaid/sandbox/link?token=x' })).statusCode).toBe(
      404,
    );

    const first = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${linkId}/set-access-token`,
      payload: { access_token: 'public-1' },
    });
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe('The bank balances could not be read, please try again');
    const [failed] = await ctx.db.select().from(activities).where(eq(activities.id, plaid.id));
    expect(failed).toMatchObject({ state: 'failed', status_text: 'The bank balances could not be read' });

    const second = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${linkId}/set-access-token`,
      payload: { access_token: 'public-2' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      institution_name: 'Real Bank',
      is_sandbox: false,
      mode: 'live',
      state: 'done',
      total_liquidity: 5000,
    });
  });
});
