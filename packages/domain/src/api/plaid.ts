// Wire contracts of the Plaid calls (000 §7 get-link-token, set-access-token; the personal area's
// bank link; staff "View plaid", issue 8 item 9). The access token never leaves the server.
import { z } from 'zod';

export const plaidLinkParams = z.object({ id: z.string().min(1).max(512) });
export const plaidActivityParams = z.object({ activityId: z.string().max(64) });
export const plaidStaffViewParams = z.object({ activityId: z.uuid({ message: 'Activity not found' }) });

/** The borrower's linked bank accounts with balances, and the liquidity reports to download. */
export const plaidStaffViewSchema = z.object({
  activity_id: z.string(),
  state: z.string(),
  borrower_name: z.string().nullable(),
  total_liquidity: z.number(),
  items: z.array(
    z.object({
      institution_name: z.string().nullable(),
      is_sandbox: z.boolean(),
      connected_epoch: z.number(),
      total_liquidity: z.number().nullable(),
      accounts: z.array(
        z.object({
          name: z.string(),
          mask: z.string().nullable(),
          type: z.string(),
          subtype: z.string().nullable(),
          available: z.number().nullable(),
          current: z.number().nullable(),
        }),
      ),
    }),
  ),
  reports: z.array(
    z.object({ document_id: z.string(), file_name: z.string(), created_epoch: z.number().nullable() }),
  ),
});
export type PlaidStaffView = z.infer<typeof plaidStaffViewSchema>;

/** The personal area's bank link: a signed, expiring /plaid/{id} address. */
export const plaidBankLinkSchema = z.object({ url: z.string(), expires_epoch: z.number() });

export const linkTokenSchema = z.object({
  link_token: z.string(),
  expiration: z.string(),
  mode: z.enum(['sandbox', 'live']),
  /** Sandbox only: the built-in bank picker that returns here with ?public_token=. */
  picker_url: z.string().optional(),
});
export type LinkTokenResponse = z.infer<typeof linkTokenSchema>;

export const setAccessTokenBody = z.object({
  access_token: z.string().trim().min(1, 'access_token is required').max(2048),
});
export const accessTokenSetSchema = z.object({
  institution_name: z.string().nullable(),
  is_sandbox: z.boolean(),
  mode: z.enum(['sandbox', 'live']),
  state: z.string(),
  total_liquidity: z.number(),
});
export type SetAccessTokenResponse = z.infer<typeof accessTokenSetSchema>;
