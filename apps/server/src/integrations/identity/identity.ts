// The identity seam (DESIGN.md §2): the app only needs "who is this bearer token?". The built-in
// service also signs tokens; an external OpenID Connect provider only gets verified.
import type { JSONWebKeySet } from 'jose';

/** What a verified token tells us. `email` may be missing (spec 000 §5: 'Email not found in jwtToken'). */
export type VerifiedIdentity = {
  source: 'built-in' | 'oidc';
  subject?: string;
  email?: string;
  role?: string;
  /** Token id (built-in tokens): the sign-out denylist key. */
  jti?: string;
  /** Seconds since epoch. */
  expiresAt?: number;
  /** The user's token_version when the token was issued (built-in tokens). */
  tokenVersion?: number;
};

export type IdentityVerifier = {
  mode: 'built-in' | 'oidc';
  /** Resolves the identity, or throws AppError(401) for any token that must not be trusted. */
  verify: (token: string) => Promise<VerifiedIdentity>;
};

export type TokenSubject = { id: string; email: string; role: string; token_version?: number };

export type BuiltInIdentity = IdentityVerifier & {
  mode: 'built-in';
  issuer: string;
  ttlSeconds: number;
  issueToken: (user: TokenSubject) => Promise<string>;
  jwks: () => JSONWebKeySet;
};

export const isBuiltInIdentity = (identity: IdentityVerifier): identity is BuiltInIdentity =>
  identity.mode === 'built-in' && 'issueToken' in identity;
