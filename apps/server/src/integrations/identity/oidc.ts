// External identity (DESIGN.md §1 production column): tokens of any OpenID Connect provider
// (Cognito, Keycloak, Auth0...) verified through its JWKS. Symmetric algorithms and `none` are
// never accepted: the provider's public keys are the only trust anchor.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { refuseDuplicateMembers } from './strict-jwt';
import type { IdentityVerifier, VerifiedIdentity } from './identity';
import { toUnauthorized } from './verify-errors';

const ASYMMETRIC = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export type OidcOptions = { issuer: string; audience: string; jwksUrl: string };

export const createOidcIdentity = ({ issuer, audience, jwksUrl }: OidcOptions): IdentityVerifier => {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
  const verify = async (token: string): Promise<VerifiedIdentity> => {
    try {
      refuseDuplicateMembers(token);
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ASYMMETRIC,
        requiredClaims: ['exp'],
      });
      return {
        source: 'oidc',
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        jti: payload.jti,
        expiresAt: payload.exp,
      };
    } catch (error) {
      throw toUnauthorized(error);
    }
  };
  return { mode: 'oidc', verify };
};
