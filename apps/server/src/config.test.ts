import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      isEmbeddedDatabase: true,
      JWT_TTL_SECONDS: 3600,
    });
    expect(config.oidc).toBeUndefined();
  });

  it('honours PORT, DATA_DIR, DATABASE_URL and the three OIDC variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/lending-x',
      DATABASE_URL: 'postgres://u:p@db:5432/lending',
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_AUDIENCE: 'lending',
      OIDC_JWKS_URL: 'https://id.example.com/.well-known/jwks.json',
    });
    expect(config).toMatchObject({ PORT: 8080, dataDir: '/tmp/lending-x', isEmbeddedDatabase: false });
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com/',
      audience: 'lending',
      jwksUrl: 'https://id.example.com/.well-known/jwks.json',
    });
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS_URL must be set together/,
    );
  });
});
