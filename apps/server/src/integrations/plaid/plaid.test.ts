import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCrypto } from '../../lib/crypto';
import { createLivePlaid } from './live-plaid';
import { PlaidError } from './plaid';
import { createSandboxPlaid, SANDBOX_CREDENTIALS } from './sandbox-plaid';

describe('sandbox plaid', () => {
  const plaid = createSandboxPlaid({ signer: createCrypto(randomBytes(32)).tokens });

  it('goes link token -> picker sign-in -> public token -> access token -> balances', async () => {
    const { link_token } = await plaid.createLinkToken({ clientUserId: 'u1', returnPath: '/plaid/abc' });
    expect(link_token).toMatch(/^link-sandbox-/);
    const { publicToken, returnPath } = plaid.authenticate({
      linkToken: link_token,
      institutionId: 'ins_109508',
      ...SANDBOX_CREDENTIALS,
    });
    expect(publicToken).toMatch(/^public-sandbox-/);
    expect(returnPath).toBe('/plaid/abc');
    const { accessToken } = await plaid.exchangePublicToken(publicToken);
    expect(accessToken).toMatch(/^access-sandbox-/);
    const report = await plaid.getLiquidity(accessToken);
    expect(report.institution).toEqual({ id: 'ins_109508', name: 'First Platypus Bank' });
    // checking 100 + savings 200 + CD 1000 + money market 43200 + IRA 320.76 + 401k 23631.98
    expect(report.total_liquidity).toBe(68452.74);
  });

  it('refuses wrong credentials and forged tokens', async () => {
    const { link_token } = await plaid.createLinkToken({ clientUserId: 'u1', returnPath: '/plaid/abc' });
    expect(() =>
      plaid.authenticate({
        linkToken: link_token,
        institutionId: 'ins_109508',
        username: 'user_good',
        password: 'nope',
      }),
    ).toThrow(PlaidError);
    await expect(plaid.exchangePublicToken('public-sandbox-forged')).rejects.toThrow(PlaidError);
    await expect(plaid.getLiquidity('access-sandbox-forged')).rejects.toThrow(PlaidError);
  });
});

describe('live plaid', () => {
  it('calls the documented endpoints with client_id and secret', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body });
      if (url.endsWith('/item/public_token/exchange'))
        return new Response(JSON.stringify({ access_token: 'access-x', item_id: 'item-x' }));
      if (url.endsWith('/accounts/balance/get')) {
        return new Response(
          JSON.stringify({
            item: { item_id: 'item-x', institution_id: null },
            accounts: [
              {
                account_id: 'a',
                name: 'Checking',
                mask: '1',
                type: 'depository',
                subtype: 'checking',
                balances: { available: 10.5, current: 11, iso_currency_code: 'USD' },
              },
              {
                account_id: 'b',
                name: 'Card',
                mask: '2',
                type: 'credit',
                subtype: 'credit card',
                balances: { available: null, current: 99, iso_currency_code: 'USD' },
              },
            ],
          }),
        );
      }
      return new Response(JSON.stringify({ error_code: 'INVALID_PUBLIC_TOKEN', error_message: 'bad' }), {
        status: 400,
      });
    }) as unknown as typeof fetch;
    const plaid = createLivePlaid({ clientId: 'cid', secret: 'sec', env: 'sandbox', fetchImpl });
    expect(await plaid.exchangePublicToken('public-x')).toEqual({
      accessToken: 'access-x',
      itemId: 'item-x',
    });
    expect(calls[0]).toMatchObject({
      url: 'https://sandbox.plaid.com/item/public_token/exchange',
      body: { client_id: 'cid', secret: 'sec', public_token: 'public-x' },
    });
    expect((await plaid.getLiquidity('access-x')).total_liquidity).toBe(10.5);
    await expect(plaid.createLinkToken({ clientUserId: 'u', returnPath: '/' })).rejects.toMatchObject({
      code: 'INVALID_PUBLIC_TOKEN',
    });
  });
});
