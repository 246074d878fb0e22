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
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export const apiKeyIdParams = z.object({ id: z.uuid({ message: 'API key not found' }) });
