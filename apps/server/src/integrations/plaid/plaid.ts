// Bank-account liquidity verification (000 §2 'Bank-account verification page', issue 4 §6).
// One interface, two adapters: the live one speaks Plaid's documented HTTP API, the sandbox one
// (default) behaves like Plaid Sandbox with a built-in bank picker page.
type PlaidMode = 'sandbox' | 'live';

type LinkTokenRequest = {
  /** Our stable id for the person linking (Plaid's user.client_user_id). */
  clientUserId: string;
  /** Where the sandbox picker sends the person back with ?public_token=... */
  returnPath: string;
};

type LinkToken = { link_token: string; expiration: string };

export type PlaidAccount = {
  account_id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  balances: { available: number | null; current: number | null; iso_currency_code: string | null };
};

export type LiquidityReport = {
  institution: { id: string; name: string } | null;
  accounts: PlaidAccount[];
  /** Sum over cash-like accounts (depository and investment) of available, else current, balance. */
  total_liquidity: number;
  currency: 'USD';
  retrieved_epoch: number;
  mode: PlaidMode;
};

/** An account's ACH numbers from Plaid Auth (/auth/get numbers.ach), for debits (issue 19 item 4). */
type AchAccount = {
  account_id: string;
  name: string;
  /** 'checking' | 'savings' (depository accounts only). */
  subtype: string;
  account: string;
  routing: string;
};

export type PlaidAdapter = {
  mode: PlaidMode;
  createLinkToken: (request: LinkTokenRequest) => Promise<LinkToken>;
  exchangePublicToken: (publicToken: string) => Promise<{ accessToken: string; itemId: string }>;
  getLiquidity: (accessToken: string) => Promise<LiquidityReport>;
  /** Plaid Auth: the checking and savings accounts' account and routing numbers. */
  getAchAccounts?: (accessToken: string) => Promise<AchAccount[]>;
};

/** A Plaid-side refusal (bad or expired public token, wrong credentials): a 4xx for the caller. */
export class PlaidError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlaidError';
  }
}

const LIQUID_TYPES = new Set(['depository', 'investment']);

export const totalLiquidity = (accounts: PlaidAccount[]): number => {
  const cents = accounts
    .filter((account) => LIQUID_TYPES.has(account.type))
    .reduce(
      (sum, account) => sum + Math.round((account.balances.available ?? account.balances.current ?? 0) * 100),
      0,
    );
  return cents / 100;
};
