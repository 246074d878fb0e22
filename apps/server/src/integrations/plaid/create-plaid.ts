import type { Crypto } from '../../lib/crypto';
import { createLivePlaid, type PlaidEnv } from './live-plaid';
import type { PlaidAdapter } from './plaid';
import { createSandboxPlaid } from './sandbox-plaid';

export type CreatePlaidOptions = {
  clientId?: string | undefined;
  secret?: string | undefined;
  env?: string | undefined;
  redirectUri?: string | undefined;
  crypto: Crypto;
};

/** The live adapter when PLAID_CLIENT_ID and PLAID_SECRET are set; the built-in sandbox otherwise. */
export const createPlaid = ({
  clientId,
  secret,
  env,
  redirectUri,
  crypto,
}: CreatePlaidOptions): PlaidAdapter => {
  if (!clientId || !secret) return createSandboxPlaid({ signer: crypto.tokens });
  const plaidEnv: PlaidEnv = env === 'production' || env === 'development' ? env : 'sandbox';
  return createLivePlaid({ clientId, secret, env: plaidEnv, redirectUri });
};
