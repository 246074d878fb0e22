// OAuth2 client credentials (issue 22 item 3, RFC 6749 section 4.4) on PostgreSQL: a standard
// OAuth2 client library (simple-oauth2, which nobody here wrote) gets a token from the listening
// server with HTTP Basic; the token calls the API with the key's scopes (or fewer), is audited
// under the key's name, ends with the key's revocation, and every bad request gets the RFC's error.
import { eq } from 'drizzle-orm';
import { ClientCredentials } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyTokens, auditEvents } from '../../db/schema';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { insertLoan } from '../../test/fixtures';

let ctx: TestContext;
let base = '';
let loanId = '';

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  loanId = (await insertLoan(ctx.db)).loan.id;
});
afterAll(async () => {
  await ctx?.close();
});

const createKey = async (scopes: string[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(ctx.tokens.admin),
    payload: { name: `OAuth client ${scopes.join(' ')}`, scopes },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; name: string; key: string }>();
};

const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

describe('OAuth2 client credentials', () => {
  it('a standard client gets a token with HTTP Basic and calls the API with it', async () => {
    const key = await createKey(['loans:read', 'activities:read']);
    const client = new ClientCredentials({
      client: { id: key.id, secret: key.key },
      auth: { tokenHost: base, tokenPath: '/api/oauth/token' },
      options: { authorizationMethod: 'header' },
    });
    const accessToken = await client.getToken({ scope: 'loans:read' });
    const granted = accessToken.token as {
      access_token: string;
      token_type: string;
      expires_in: number;
      scope: string;
    };
    expect(granted.token_type).toBe('Bearer');
    expect(granted.expires_in).toBe(3600);
    expect(granted.scope).toBe('loans:read');
    expect(granted.access_token).toMatch(/^lat_/);
    expect(accessToken.expired()).toBe(false);

    const read = await fetch(`${base}/api/loan/${loanId}`, {
      headers: { authorization: `Bearer ${granted.access_token}` },
    });
    expect(read.status).toBe(200);
    // The token has only the scope asked for, not all of the key's.
    const documents = await ctx.app.inject({
      method: 'GET',
      url: `/api/activity/loan/${loanId}/all`,
      headers: bearer(granted.access_token),
    });
    expect(documents.statusCode).toBe(403);
    expect(documents.json().message).toBe('This API key lacks the scope activities:read');
    // A write needs loans:write, which the key never had.
    const write = await ctx.app.inject({
      method: 'PUT',
      url: `/api/loan/${loanId}/update`,
      headers: bearer(granted.access_token),
      payload: { name: 'Renamed by a token', version: 0 },
    });
    expect(write.statusCode).toBe(403);

    // Only the token's SHA-256 is stored; the issue is audited under the key's name.
    const rows = await ctx.db.select().from(apiKeyTokens).where(eq(apiKeyTokens.api_key_id, key.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(granted.access_token);
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, key.id));
    const issued = audits.find((a) => a.action === 'api-key.token');
    expect(issued).toMatchObject({ actor_kind: 'api_key', actor_name: key.name });
  });

  it('a write made with a token is audited under the key, and revoking the key ends the token at once', async () => {
    const key = await createKey(['loans:read', 'loans:write']);
    const res = await token({ grant_type: 'client_credentials', client_id: key.id, client_secret: key.key });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { access_token: accessToken, scope } = res.json<{ access_token: string; scope: string }>();
    expect(scope).toBe('loans:read loans:write');
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}`,
      headers: bearer(accessToken),
    });
    const write = await ctx.app.inject({
      method: 'PUT',
      url: `/api/loan/${loanId}/update`,
      headers: bearer(accessToken),
      payload: { duration_months: 18, version: current.json().version },
    });
    expect(write.statusCode, write.body).toBe(200);
    const audits = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, loanId));
    expect(audits.some((a) => a.actor_kind === 'api_key' && a.actor_name === key.name)).toBe(true);

    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key.id}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(revoked.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}`,
      headers: bearer(accessToken),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or expired access token');
    // And the revoked key cannot get a new one.
    const again = await token({
      grant_type: 'client_credentials',
      client_id: key.id,
      client_secret: key.key,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('invalid_client');
  });

  it('an expired token is refused', async () => {
    const key = await createKey(['loans:read']);
    const res = await token({ grant_type: 'client_credentials', client_id: key.id, client_secret: key.key });
    const { access_token: accessToken } = res.json<{ access_token: string }>();
    await ctx.db
      .update(apiKeyTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(apiKeyTokens.api_key_id, key.id));
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/loan/${loanId}`,
      headers: bearer(accessToken),
    });
    expect(read.statusCode).toBe(401);
  });

  it('answers bad requests in the RFC 6749 error shape and never with a token', async () => {
    const key = await createKey(['loans:read']);
    const cases: Array<[Record<string, string>, Record<string, string>, number, string]> = [
      [{ client_id: key.id, client_secret: key.key }, {}, 400, 'invalid_request'],
      [
        { grant_type: 'password', client_id: key.id, client_secret: key.key },
        {},
        400,
        'unsupported_grant_type',
      ],
      [
        { grant_type: 'client_credentials', client_id: key.id, client_secret: `${key.key}x` },
        {},
        401,
        'invalid_client',
      ],
      [
        { grant_type: 'client_credentials', client_id: 'not-a-uuid', client_secret: key.key },
        {},
        401,
        'invalid_client',
      ],
      [{ grant_type: 'client_credentials' }, {}, 401, 'invalid_client'],
      [
        { grant_type: 'client_credentials', client_id: key.id, client_secret: key.key, scope: 'loans:write' },
        {},
        400,
        'invalid_scope',
      ],
      [
        { grant_type: 'client_credentials', client_id: key.id, client_secret: key.key, scope: 'everything' },
        {},
        400,
        'invalid_scope',
      ],
      [
        { grant_type: 'client_credentials', client_id: key.id },
        { authorization: `Basic ${Buffer.from(`${key.id}:${key.key}`).toString('base64')}` },
        400,
        'invalid_request',
      ],
    ];
    for (const [form, headers, status, error] of cases) {
      const res = await token(form, headers);
      expect(res.statusCode, JSON.stringify(form)).toBe(status);
      expect(res.json().error).toBe(error);
      expect(res.json().access_token).toBeUndefined();
      if (status === 401) expect(res.headers['www-authenticate']).toMatch(/^Basic/);
    }
    // JSON bodies work too (many scripts send them).
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: key.id, client_secret: key.key },
    });
    expect(json.statusCode).toBe(200);
  });
});
