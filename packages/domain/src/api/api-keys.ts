// Wire contracts of the integration API keys (issue 22 item 3). A key's scopes are read or
// write per area; a write scope does not imply read (an integration asks for what it needs).
import { z } from 'zod';

export const apiKeyAreas = ['loans', 'documents', 'activities', 'reports', 'scoring', 'servicing'] as const;
export type ApiKeyArea = (typeof apiKeyAreas)[number];
export const apiKeyScopes = apiKeyAreas.flatMap((area) => [`${area}:read`, `${area}:write`] as const);
export const apiKeyScopeSchema = z.enum(apiKeyScopes as [string, ...string[]]);
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;

const apiKeyName = z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters');

export const createApiKeyBodySchema = z.object({
  name: apiKeyName,
  scopes: z.array(apiKeyScopeSchema).min(1, 'Choose at least one scope').max(apiKeyScopes.length),
});
export const renameApiKeyBodySchema = z.object({ name: apiKeyName });

/** A key as lists show it: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_epoch: z.number().int(),
  last_used_epoch: z.number().int().nullable(),
  revoked_epoch: z.number().int().nullable(),
  created_by: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creation: the only time the key is shown. */
export const createdApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.string()),
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export const apiKeyListSchema = z.object({
  items: z.array(apiKeySchema),
  /** The next page's cursor (limit and cursor, issue 22 item 5); null on the last or an unpaged answer. */
  next_cursor: z.string().nullable(),
});
export const apiKeyIdParams = z.object({ id: z.uuid({ message: 'API key not found' }) });

/**
 * OAuth2 client credentials (RFC 6749 section 4.4): POST /api/oauth/token, form-encoded (or JSON).
 * The client is an API key: client_id is its id, client_secret the key itself, sent with HTTP Basic
 * or in the body. `scope` (space-separated) may narrow the key's scopes, never widen them.
 */
export const oauthTokenBodySchema = z.object({
  grant_type: z.string().max(100).optional(),
  scope: z.string().max(1000).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
});
export const oauthTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
/** RFC 6749 section 5.2 error answer. */
export const oauthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope']),
  error_description: z.string(),
});
export const OAUTH_TOKEN_SECONDS = 3600;
