// Plaid's documented API (https://plaid.com/docs/api/): POST JSON with client_id and secret.
import { PlaidError, totalLiquidity, type PlaidAccount, type PlaidAdapter } from './plaid';
import { epochNow } from '../../lib/clock';

export type PlaidEnv = 'sandbox' | 'development' | 'production';

export type LivePlaidOptions = {
  clientId: string;
  secret: string;
  env: PlaidEnv;
  clientName?: string;
  /** Only for OAuth institutions; must be registered in the Plaid dashboard. */
  redirectUri?: string | undefined;
  fetchImpl?: typeof fetch;
};

type PlaidErrorBody = { error_code?: string; error_message?: string; display_message?: string | null };
type BalanceResponse = {
  accounts: PlaidAccount[];
  item: { item_id: string; institution_id?: string | null };
};

const plaidBaseUrl = (env: PlaidEnv): string => `https://${env}.plaid.com`;

type AuthResponse = {
  accounts: PlaidAccount[];
  numbers: { ach: { account_id: string; account: string; routing: string }[] };
};

export const createLivePlaid = ({
  clientId,
  secret,
  env,
  clientName = 'Lending',
  redirectUri,
  fetchImpl = fetch,
}: LivePlaidOptions): PlaidAdapter => {
  const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    const response = await fetchImpl(`${plaidBaseUrl(env)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'plaid-version': '2020-09-14' },
      body: JSON.stringify({ client_id: clientId, secret, ...body }),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await response.json().catch(() => ({}))) as T & PlaidErrorBody;
    if (!response.ok) {
      throw new PlaidError(
        json.error_code ?? `HTTP_${response.status}`,
        json.display_message ?? json.error_message ?? 'Plaid request failed',
      );
    }
    return json;
  };

  return {
    mode: 'live',
    createLinkToken: async ({ clientUserId }) =>
      call<{ link_token: string; expiration: string }>('/link/token/create', {
        client_name: clientName,
        user: { client_user_id: clientUserId },
        products: ['auth'],
        country_codes: ['US'],
        language: 'en',
        ...(redirectUri ? { redirect_uri: redirectUri } : {}),
      }),
    exchangePublicToken: async (publicToken) => {
      const result = await call<{ access_token: string; item_id: string }>('/item/public_token/exchange', {
        public_token: publicToken,
      });
      return { accessToken: result.access_token, itemId: result.item_id };
    },
    getAchAccounts: async (accessToken) => {
      const result = await call<AuthResponse>('/auth/get', { access_token: accessToken });
      return result.numbers.ach.flatMap((numbers) => {
        const account = result.accounts.find((a) => a.account_id === numbers.account_id);
        if (!account || (account.subtype !== 'checking' && account.subtype !== 'savings')) return [];
        return [
          {
            account_id: numbers.account_id,
            name: account.name,
            subtype: account.subtype,
            account: numbers.account,
            routing: numbers.routing,
          },
        ];
      });
    },
    getLiquidity: async (accessToken) => {
      const result = await call<BalanceResponse>('/accounts/balance/get', { access_token: accessToken });
      let institution: { id: string; name: string } | null = null;
      const institutionId = result.item.institution_id;
      if (institutionId) {
        const found = await call<{ institution: { institution_id: string; name: string } }>(
          '/institutions/get_by_id',
          {
            institution_id: institutionId,
            country_codes: ['US'],
          },
        ).catch(() => null);
        institution = { id: institutionId, name: found?.institution.name ?? institutionId };
      }
      return {
        institution,
        accounts: result.accounts,
        total_liquidity: totalLiquidity(result.accounts),
        currency: 'USD',
        retrieved_epoch: epochNow(),
        mode: 'live',
      };
    },
  };
};
