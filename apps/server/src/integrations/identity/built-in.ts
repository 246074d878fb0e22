// Built-in identity service (issue 2 scope 5): RS256 JWTs carrying the email. The public keys
// live in the database (signing_keys.public_jwk) so every process verifies every key; the private
// key never does (a dump of the database cannot mint tokens): it comes from JWT_PRIVATE_KEY (PEM,
// production with several processes) or from DATA_DIR/keys/jwt-<kid>.key, encrypted with the
// master key (SSN_ENCRYPTION_KEY or DATA_DIR/keys/encryption.key). Keys an older version stored
// in the database are moved out on start. Verification accepts RS256 from our own keys only:
// alg none, HS*, foreign keys, expired and malformed tokens all end in 401.
import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
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
import { getCrypto, type Crypto } from '../../lib/crypto';
import type { BuiltInIdentity, TokenSubject, VerifiedIdentity } from './identity';
import { refuseDuplicateMembers } from './strict-jwt';
import { toUnauthorized } from './verify-errors';

export const BUILT_IN_ISSUER = 'urn:lending:identity';
export const BUILT_IN_AUDIENCE = 'lending-app';
const ALGORITHM = 'RS256';

type KeyStore = { dataDir: string; crypto: Crypto };

/** Where the private key `kid` is kept (encrypted with the master key). */
export const signingKeyFile = (dataDir: string, kid: string): string =>
  path.resolve(dataDir, 'keys', `jwt-${kid.replace(/[^A-Za-z0-9_-]/g, '_')}.key`);

const writeKeyFile = ({ dataDir, crypto }: KeyStore, kid: string, pkcs8: string): void => {
  const file = signingKeyFile(dataDir, kid);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, crypto.encrypt(pkcs8, `jwt:${kid}`), { mode: 0o600 });
};

/** The PKCS#8 PEM of a key kept in DATA_DIR/keys, or null when this folder does not hold it. */
export const readSigningKeyFile = ({ dataDir, crypto }: KeyStore, kid: string): string | null => {
  const file = signingKeyFile(dataDir, kid);
  if (!existsSync(file)) return null;
  return crypto.decrypt(readFileSync(file, 'utf8').trim(), `jwt:${kid}`);
};

type ActiveKey = { kid: string; pkcs8: string };

/**
 * The key this process signs with, after moving any private key still in the database out of
 * it. An advisory lock keeps two processes starting at once from each generating their own.
 */
const loadOrCreateKeys = async (
  db: Db,
  store: KeyStore,
  configuredPem: string | undefined,
): Promise<{ active: ActiveKey; publicJwks: JWK[] }> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lending.signing_keys'))`);
    // Migration: private keys of older versions move to the key folder (encrypted), then leave the table.
    const legacy = await tx.select().from(signingKeys).where(isNotNull(signingKeys.private_pkcs8));
    for (const row of legacy) {
      if (!readSigningKeyFile(store, row.kid)) writeKeyFile(store, row.kid, row.private_pkcs8!);
      await tx.update(signingKeys).set({ private_pkcs8: null }).where(eq(signingKeys.kid, row.kid));
    }
    let active: ActiveKey | undefined;
    if (configuredPem) {
      const privateKey = createPrivateKey(configuredPem);
      const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
      const kid = await calculateJwkThumbprint(publicJwk);
      const jwk: JWK = { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' };
      await tx
        .insert(signingKeys)
        .values({ kid, public_jwk: JSON.stringify(jwk), private_pkcs8: null, is_active: true })
        .onConflictDoNothing();
      active = { kid, pkcs8 };
    } else {
      const rows = await tx.select().from(signingKeys).orderBy(signingKeys.created_at);
      for (const row of [...rows].reverse()) {
        if (!row.is_active) continue;
        const pkcs8 = readSigningKeyFile(store, row.kid);
        if (pkcs8) {
          active = { kid: row.kid, pkcs8 };
          break;
        }
      }
      if (!active) {
        // First start, or this DATA_DIR lacks the key file: a new key; older public keys still verify.
        const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, {
          modulusLength: 2048,
          extractable: true,
        });
        const kid = randomUUID();
        const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
        const pkcs8 = await exportPKCS8(privateKey);
        writeKeyFile(store, kid, pkcs8);
        await tx
          .insert(signingKeys)
          .values({ kid, public_jwk: JSON.stringify(publicJwk), private_pkcs8: null, is_active: true });
        active = { kid, pkcs8 };
      }
    }
    const all = await tx.select({ public_jwk: signingKeys.public_jwk }).from(signingKeys);
    return { active, publicJwks: all.map((row) => JSON.parse(row.public_jwk) as JWK) };
  });

export type BuiltInIdentityOptions = {
  db: Db;
  dataDir?: string;
  ttlSeconds?: number;
  issuer?: string;
  /** Master key holder for the key file; defaults to SSN_ENCRYPTION_KEY's source for dataDir. */
  crypto?: Crypto;
  /** JWT_PRIVATE_KEY: an RSA private key (PEM) shared by every process; no key file then. */
  privateKeyPem?: string;
};

export const createBuiltInIdentity = async ({
  db,
  dataDir = './data',
  ttlSeconds = 3600,
  issuer = BUILT_IN_ISSUER,
  crypto,
  privateKeyPem,
}: BuiltInIdentityOptions): Promise<BuiltInIdentity> => {
  const store = { dataDir, crypto: crypto ?? getCrypto({ dataDir }) };
  const { active, publicJwks } = await loadOrCreateKeys(db, store, privateKeyPem);
  const signingKey: CryptoKey = await importPKCS8(active.pkcs8, ALGORITHM);
  const keySet: JSONWebKeySet = { keys: publicJwks };
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
      refuseDuplicateMembers(token);
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
