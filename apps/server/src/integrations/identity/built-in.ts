// Built-in identity service (issue 2 scope 5): RS256 JWTs carrying the email, signed by a key
// pair generated once and kept in the database (signing_keys), so every app process shares it
// and tokens survive restarts. Verification accepts RS256 from our own keys only: alg none,
// HS*, foreign keys, expired and malformed tokens all end in 401.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  createLocalJWKSet,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Db } from '../../db/client';
import { signingKeys } from '../../db/schema';
import type { BuiltInIdentity, TokenSubject, VerifiedIdentity } from './identity';
import { toUnauthorized } from './verify-errors';

export const BUILT_IN_ISSUER = 'urn:lending:identity';
export const BUILT_IN_AUDIENCE = 'lending-app';
const ALGORITHM = 'RS256';

type KeyRow = typeof signingKeys.$inferSelect;

// One key for the life of the installation; an advisory lock keeps two processes starting at
// once from each generating their own.
const loadOrCreateKeys = async (db: Db): Promise<KeyRow[]> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lending.signing_keys'))`);
    const existing = await tx.select().from(signingKeys).orderBy(signingKeys.created_at);
    if (existing.length > 0) return existing;
    const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, {
      modulusLength: 2048,
      extractable: true,
    });
    const kid = randomUUID();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
    const [row] = await tx
      .insert(signingKeys)
      .values({ kid, public_jwk: JSON.stringify(publicJwk), private_pkcs8: await exportPKCS8(privateKey) })
      .returning();
    return [row!];
  });

export type BuiltInIdentityOptions = { db: Db; dataDir?: string; ttlSeconds?: number; issuer?: string };

export const createBuiltInIdentity = async ({
  db,
  ttlSeconds = 3600,
  issuer = BUILT_IN_ISSUER,
}: BuiltInIdentityOptions): Promise<BuiltInIdentity> => {
  const rows = await loadOrCreateKeys(db);
  const active = rows.find((row) => row.is_active) ?? rows[0]!;
  const signingKey: CryptoKey = await importPKCS8(active.private_pkcs8, ALGORITHM);
  const keySet: JSONWebKeySet = { keys: rows.map((row) => JSON.parse(row.public_jwk) as JWK) };
  const localKeys = createLocalJWKSet(keySet);

  const issueToken = async (user: TokenSubject): Promise<string> =>
    new SignJWT({ email: user.email, role: user.role, tv: user.token_version ?? 0 })
      .setProtectedHeader({ alg: ALGORITHM, kid: active.kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(issuer)
      .setAudience(BUILT_IN_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(signingKey);

  const verify = async (token: string): Promise<VerifiedIdentity> => {
    try {
      const { payload } = await jwtVerify(token, localKeys, {
        algorithms: [ALGORITHM],
        issuer,
        audience: BUILT_IN_AUDIENCE,
        requiredClaims: ['exp', 'jti'],
      });
      return {
        source: 'built-in',
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        role: typeof payload.role === 'string' ? payload.role : undefined,
        jti: payload.jti,
        expiresAt: payload.exp,
        tokenVersion: typeof payload.tv === 'number' ? payload.tv : 0,
      };
    } catch (error) {
      throw toUnauthorized(error);
    }
  };

  return { mode: 'built-in', issuer, ttlSeconds, issueToken, verify, jwks: () => keySet };
};
