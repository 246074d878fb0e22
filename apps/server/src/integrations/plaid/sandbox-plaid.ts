// Behaves like Plaid Sandbox (https://plaid.com/docs/sandbox/test-credentials/): the test
// institutions, user_good / pass_good, the default sandbox accounts and balances, and tokens
// shaped link-sandbox-..., public-sandbox-..., access-sandbox-.... Tokens are signed rather than
// kept in memory, so any app process can verify them; single use of a public token is enforced
// by the caller's database (modules/plaid).
import { randomUUID } from 'node:crypto';
import type { TokenSigner } from '../../lib/signed-tokens';
import { PlaidError, totalLiquidity, type PlaidAccount, type PlaidAdapter } from './plaid';
import { epochNow } from '../../lib/clock';

export const SANDBOX_INSTITUTIONS = [
  { id: 'ins_109508', name: 'First Platypus Bank' },
  { id: 'ins_109509', name: 'First Gingham Credit Union' },
  { id: 'ins_109510', name: 'Tattersall Federal Credit Union' },
  { id: 'ins_109511', name: 'Tartan Bank' },
  { id: 'ins_109512', name: 'Houndstooth Bank' },
] as const;

export const SANDBOX_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

const account = (
  mask: string,
  name: string,
  type: string,
  subtype: string,
  available: number | null,
  current: number,
): Omit<PlaidAccount, 'account_id'> => ({
  name,
  mask,
  type,
  subtype,
  balances: { available, current, iso_currency_code: 'USD' },
});

// Plaid Sandbox's default accounts for user_good.
const SANDBOX_ACCOUNTS = [
  account('0000', 'Plaid Checking', 'depository', 'checking', 100, 110),
  account('1111', 'Plaid Saving', 'depository', 'savings', 200, 210),
  account('2222', 'Plaid CD', 'depository', 'cd', null, 1000),
  account('3333', 'Plaid Credit Card', 'credit', 'credit card', null, 410),
  account('4444', 'Plaid Money Market', 'depository', 'money market', 43200, 43200),
  account('5555', 'Plaid IRA', 'investment', 'ira', null, 320.76),
  account('6666', 'Plaid 401k', 'investment', '401k', null, 23631.98),
  account('7777', 'Plaid Student Loan', 'loan', 'student', null, 65262),
  account('8888', 'Plaid Mortgage', 'loan', 'mortgage', null, 56302.06),
];

const LINK_TTL = 4 * 3600;
const PUBLIC_TTL = 30 * 60; // Plaid: a public_token expires after 30 minutes
const ACCESS_TTL = 10 * 365 * 86400;

type SandboxLink = { clientUserId: string; returnPath: string };

export type SandboxPlaid = PlaidAdapter & {
  institutions: typeof SANDBOX_INSTITUTIONS;
  /** Reads a link token made by createLinkToken; null when tampered or expired. */
  readLinkToken: (linkToken: string) => SandboxLink | null;
  /** The picker's sign-in: the test credentials give a public token, anything else is refused. */
  authenticate: (input: { linkToken: string; institutionId: string; username: string; password: string }) => {
    publicToken: string;
    returnPath: string;
  };
};

export const isSandboxPlaid = (adapter: PlaidAdapter): adapter is SandboxPlaid => 'authenticate' in adapter;

const strip = (token: string, prefix: string): string | null =>
  token.startsWith(prefix) ? token.slice(prefix.length) : null;

export const createSandboxPlaid = ({ signer }: { signer: TokenSigner }): SandboxPlaid => {
  const read = (token: string, prefix: string, purpose: string): Record<string, unknown> | null => {
    const body = strip(token, prefix);
    const result = body ? signer.verify(body, purpose) : null;
    return result?.ok ? result.value : null;
  };

  const readLinkToken = (linkToken: string): SandboxLink | null => {
    const payload = read(linkToken, 'link-sandbox-', 'plaid-sandbox-link');
    if (!payload || typeof payload.u !== 'string' || typeof payload.r !== 'string') return null;
    return { clientUserId: payload.u, returnPath: payload.r };
  };

  return {
    mode: 'sandbox',
    institutions: SANDBOX_INSTITUTIONS,
    readLinkToken,
    createLinkToken: async ({ clientUserId, returnPath }) => ({
      link_token: `link-sandbox-${signer.sign({ u: clientUserId, r: returnPath }, { ttlSeconds: LINK_TTL, purpose: 'plaid-sandbox-link' })}`,
      expiration: new Date(Date.now() + LINK_TTL * 1000).toISOString(),
    }),
    authenticate: ({ linkToken, institutionId, username, password }) => {
      const link = readLinkToken(linkToken);
      if (!link)
        throw new PlaidError(
          'INVALID_LINK_TOKEN',
          'This bank connection link has expired. Please start again.',
        );
      if (!SANDBOX_INSTITUTIONS.some((i) => i.id === institutionId)) {
        throw new PlaidError('INVALID_INSTITUTION', 'Please choose a bank.');
      }
      if (username !== SANDBOX_CREDENTIALS.username || password !== SANDBOX_CREDENTIALS.password) {
        throw new PlaidError(
          'INVALID_CREDENTIALS',
          'The provided credentials were not correct. Please try again.',
        );
      }
      const publicToken = `public-sandbox-${signer.sign({ i: institutionId, n: randomUUID() }, { ttlSeconds: PUBLIC_TTL, purpose: 'plaid-sandbox-public' })}`;
      return { publicToken, returnPath: link.returnPath };
    },
    exchangePublicToken: async (publicToken) => {
      const payload = read(publicToken, 'public-sandbox-', 'plaid-sandbox-public');
      if (!payload || typeof payload.i !== 'string' || typeof payload.n !== 'string') {
        throw new PlaidError(
          'INVALID_PUBLIC_TOKEN',
          'The bank connection has expired or is not valid. Please connect again.',
        );
      }
      const accessToken = `access-sandbox-${signer.sign({ i: payload.i, n: payload.n }, { ttlSeconds: ACCESS_TTL, purpose: 'plaid-sandbox-access' })}`;
      return { accessToken, itemId: `item-sandbox-${payload.n}` };
    },
    // Plaid Sandbox's Auth numbers for user_good: account 1111222233330000 (checking) and
    // 1111222233331111 (savings), routing 011401533.
    getAchAccounts: async (accessToken) => {
      const payload = read(accessToken, 'access-sandbox-', 'plaid-sandbox-access');
      if (!payload || typeof payload.i !== 'string')
        throw new PlaidError('INVALID_ACCESS_TOKEN', 'Bank connection is not valid');
      const itemId = String(payload.n);
      return SANDBOX_ACCOUNTS.filter((a) => a.subtype === 'checking' || a.subtype === 'savings').map((a) => ({
        account_id: `${itemId.slice(0, 8)}-${a.mask}`,
        name: a.name,
        subtype: a.subtype!,
        account: `111122223333${a.mask}`,
        routing: '011401533',
      }));
    },
    getLiquidity: async (accessToken) => {
      const payload = read(accessToken, 'access-sandbox-', 'plaid-sandbox-access');
      if (!payload || typeof payload.i !== 'string')
        throw new PlaidError('INVALID_ACCESS_TOKEN', 'Bank connection is not valid');
      const institution = SANDBOX_INSTITUTIONS.find((i) => i.id === payload.i) ?? null;
      const itemId = String(payload.n);
      const accounts = SANDBOX_ACCOUNTS.map((a) => ({ ...a, account_id: `${itemId.slice(0, 8)}-${a.mask}` }));
      return {
        institution: institution ? { id: institution.id, name: institution.name } : null,
        accounts,
        total_liquidity: totalLiquidity(accounts),
        currency: 'USD',
        retrieved_epoch: epochNow(),
        mode: 'sandbox',
      };
    },
  };
};
