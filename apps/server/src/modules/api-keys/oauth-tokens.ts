// OAuth2 client credentials (issue 22 item 3, RFC 6749 section 4.4): an integration that speaks
// OAuth2 trades its API key for an access token (`lat_` + 32 random bytes, an hour) with the same
// or fewer scopes. The token is checked like a key (key-cache.ts: in memory per node, dropped on every node
// when its key is revoked): revoking the key ends its tokens at once on every server. Only the token's SHA-256 is kept.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { apiKeyScopes, OAUTH_TOKEN_SECONDS } from '@lending/domain';
import type { Db } from '../../db/client';
import { apiKeyTokens } from '../../db/schema';
import { recordAudit } from '../../plugins/audit';
import type { Loaded } from './key-cache';

const TOKEN_PATTERN = /^lat_[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope',
    message: string,
  ) {
    super(message);
  }
}

export const looksLikeAccessToken = (token: string): boolean => token.startsWith('lat_');

/** The client's id and secret from HTTP Basic (RFC 6749 2.3.1: form-encoded, then base64) or the body. */
export const clientCredentials = (
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): { id: string; secret: string } => {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError(401, 'invalid_client', 'Malformed HTTP Basic client credentials');
    if (body.client_id || body.client_secret)
      throw new OAuthError(
        400,
        'invalid_request',
        'Send the client credentials once: HTTP Basic or the body',
      );
    const unform = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
    try {
      return { id: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)) };
    } catch {
      throw new OAuthError(401, 'invalid_client', 'Malformed HTTP Basic client credentials');
    }
  }
  if (!body.client_id || !body.client_secret)
    throw new OAuthError(
      401,
      'invalid_client',
      'Client authentication is required (client_id and client_secret)',
    );
  return { id: body.client_id, secret: body.client_secret };
};

/** Issues an access token for a live key whose secret matches; the scopes are the key's or fewer. */
export const issueAccessToken = async (
  db: Db,
  request: { grantType?: string; scope?: string; clientId: string; clientSecret: string },
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number; scope: string }> => {
  if (!request.grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
  if (request.grantType !== 'client_credentials')
    throw new OAuthError(400, 'unsupported_grant_type', 'Only the client_credentials grant is supported');
  const unknownClient = new OAuthError(401, 'invalid_client', 'Unknown client or wrong client secret');
  if (!UUID.test(request.clientId)) throw unknownClient;
  const result = await db.execute<{ id: string; name: string; key_hash: string; scopes: string[] }>(sql`
    select k.id, k.name, k.key_hash, k.scopes from api_keys k join users u on u.id = k.created_by
    where k.id = ${request.clientId} and k.revoked_at is null and u.is_active and u.role = 'admin'`);
  const key = result.rows[0];
  const given = Buffer.from(sha256(request.clientSecret));
  if (!key || !timingSafeEqual(given, Buffer.from(key.key_hash))) throw unknownClient;

  const asked = (request.scope ?? '').split(' ').filter(Boolean);
  const unknown = asked.filter((scope) => !(apiKeyScopes as readonly string[]).includes(scope));
  if (unknown.length > 0) throw new OAuthError(400, 'invalid_scope', `Unknown scope ${unknown.join(' ')}`);
  const beyond = asked.filter((scope) => !key.scopes.includes(scope));
  if (beyond.length > 0)
    throw new OAuthError(400, 'invalid_scope', `The client may not ask for ${beyond.join(' ')}`);
  const scopes = asked.length > 0 ? [...new Set(asked)].sort() : key.scopes;

  const token = `lat_${randomBytes(32).toString('base64url')}`;
  // Audited as the key (actor kind api_key, the key's name), like every call made with it.
  await db.transaction(async (tx) => {
    // Expired tokens of any key go as new ones are made (no table that only grows).
    await tx.delete(apiKeyTokens).where(lt(apiKeyTokens.expires_at, sql`now() - interval '1 day'`));
    const [row] = await tx
      .insert(apiKeyTokens)
      .values({
        api_key_id: key.id,
        token_hash: sha256(token),
        scopes,
        expires_at: sql`now() + make_interval(secs => ${OAUTH_TOKEN_SECONDS})`,
      })
      .returning({ id: apiKeyTokens.id });
    await recordAudit(tx, {
      actor: null,
      api_key: { id: key.id, name: key.name },
      action: 'api-key.token',
      entity_type: 'api_key',
      entity_id: key.id,
      after: { token_id: row!.id, scopes },
    });
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: OAUTH_TOKEN_SECONDS,
    scope: scopes.join(' '),
  };
};

/**
 * The key an unexpired access token acts as, with the token's scopes, and the token's expiry (so a
 * node's cache, key-cache.ts, forgets it then); null when it does not.
 */
export const loadAccessToken = async (db: Db, token: string): Promise<Loaded> => {
  if (!TOKEN_PATTERN.test(token)) return null;
  const result = await db.execute<{
    id: string;
    name: string;
    scopes: string[];
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    expires_ms: number;
  }>(sql`
    select k.id, k.name, t.scopes, u.id as user_id, u.email, u.first_name, u.last_name,
           (extract(epoch from t.expires_at) * 1000)::bigint as expires_ms
    from api_key_tokens t join api_keys k on k.id = t.api_key_id join users u on u.id = k.created_by
    where t.token_hash = ${sha256(token)} and t.expires_at > now() and k.revoked_at is null
      and u.is_active and u.role = 'admin'`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    key: {
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      user: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
    },
    expiresAt: Number(row.expires_ms),
  };
};
