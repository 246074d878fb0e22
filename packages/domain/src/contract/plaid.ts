// The bank connection calls (002 §2.3, 000 §7, issue 8 item 9): staff read the linked accounts;
// whoever may see a plaid activity gets its signed, expiring link; the /plaid/{id} calls carry no
// token (the signed id is the key: 'public-link', rate limited); in sandbox mode the bank picker
// is a plain HTML page and form (hidden from the document: they answer HTML, not JSON).
import { z } from 'zod';
import { errorBodySchema } from '../api/error-body';
import {
  accessTokenSetSchema,
  linkTokenSchema,
  plaidActivityParams,
  plaidBankLinkSchema,
  plaidLinkParams,
  plaidStaffViewParams,
  plaidStaffViewSchema,
  setAccessTokenBody,
} from '../api/plaid';
import { defineEndpoints, errors } from './endpoint';
import { plaidPaths } from './plaid-paths';

const tags = ['plaid'] as const;
const html = z.string().describe('An HTML page');
// The sandbox picker's form, posted as application/x-www-form-urlencoded.
const sandboxForm = z.object({
  token: z.string().max(2048).default(''),
  institution_id: z.string().max(64).default(''),
  username: z.string().max(200).default(''),
  password: z.string().max(200).default(''),
});

export const plaidEndpoints = defineEndpoints(plaidPaths, {
  getActivityByActivityIdPlaidAccounts: {
    tags,
    access: 'admin',
    summary: "A plaid activity's linked bank accounts and liquidity reports",
    params: plaidStaffViewParams,
    responses: { 200: plaidStaffViewSchema, ...errors(400, 401, 403, 404) },
  },
  getPlaidLinkByActivityId: {
    tags,
    access: 'owner',
    summary: "A plaid activity's signed, expiring bank connection link",
    params: plaidActivityParams,
    responses: { 200: plaidBankLinkSchema, ...errors(400, 401, 403, 404) },
  },
  getPlaidByIdGetLinkToken: {
    tags,
    access: 'public-link',
    summary: 'A Plaid Link token for the bank connection link',
    params: plaidLinkParams,
    responses: { 200: linkTokenSchema, ...errors(400, 403, 404, 409, 410, 429) },
  },
  postPlaidByIdSetAccessToken: {
    tags,
    access: 'public-link',
    summary: "Connect the bank: exchange Plaid Link's public token (once per link)",
    params: plaidLinkParams,
    body: setAccessTokenBody,
    // 502: the bank's balances could not be read (try again).
    responses: { 200: accessTokenSetSchema, ...errors(400, 403, 404, 409, 410, 429), 502: errorBodySchema },
  },
  getPlaidSandboxLink: {
    tags,
    access: 'public-link',
    summary: 'The sandbox bank picker (HTML; sandbox mode only)',
    hidden: true,
    query: z.object({ token: z.string().max(2048) }),
    responses: { 200: html, ...errors(400, 404, 410, 429) },
  },
  postPlaidSandboxLink: {
    tags,
    access: 'public-link',
    summary:
      "The sandbox picker's form: 303 to the return path with a public token, or the page again with the error",
    hidden: true,
    body: sandboxForm,
    // A refused bank login answers the page again (400/410, HTML); other refusals the error shape.
    responses: {
      303: z.null(),
      ...errors(404, 429),
      400: z.union([errorBodySchema, html]),
      410: z.union([errorBodySchema, html]),
    },
  },
});
