// Secrets at rest (DESIGN.md §2): SSNs and bank access tokens are encrypted with AES-256-GCM
// (authenticated: a tampered ciphertext fails to decrypt instead of yielding garbage), and the
// public links are HMAC-signed, expiring tokens (lib/signed-tokens.ts). One 32-byte master key from configuration
// (SSN_ENCRYPTION_KEY, base64); in the embedded mode it is generated once into DATA_DIR/keys.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTokenSigner, type TokenSigner } from './signed-tokens';

const VERSION = 'v1';
const IV_BYTES = 12;

export type Crypto = {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url parts); `context` binds the value to its use. */
  encrypt: (plain: string, context?: string) => string;
  /** Throws on a tampered value, a wrong key or a wrong context. */
  decrypt: (token: string, context?: string) => string;
  /** The app's signed links and tokens (lib/signed-tokens.ts), under a key derived for signing. */
  tokens: TokenSigner;
};

export const decodeKey = (base64: string): Buffer => {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error('SSN_ENCRYPTION_KEY must be 32 bytes encoded as base64');
  return key;
};

export type LoadKeyOptions = { configuredKey?: string | undefined; dataDir: string };

/**
 * The configured key when given; otherwise the one kept in DATA_DIR/keys/encryption.key,
 * created (readable only by us) on first use so a restart can still decrypt old rows.
 */
export const loadEncryptionKey = ({ configuredKey, dataDir }: LoadKeyOptions): Buffer => {
  if (configuredKey) return decodeKey(configuredKey);
  const dir = path.resolve(dataDir, 'keys');
  const file = path.join(dir, 'encryption.key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return decodeKey(readFileSync(file, 'utf8'));
};

const subKey = (master: Buffer, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));

const b64 = (buffer: Buffer): string => buffer.toString('base64url');

export const createCrypto = (masterKey: Buffer): Crypto => {
  const encKey = subKey(masterKey, 'lending/encrypt');
  const macKey = subKey(masterKey, 'lending/sign');

  const encrypt = (plain: string, context = ''): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', encKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
  };

  const decrypt = (token: string, context = ''): string => {
    const [version, iv, tag, body] = token.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Malformed ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };

  return { encrypt, decrypt, tokens: createTokenSigner(macKey) };
};

const cache = new Map<string, Crypto>();

/** One Crypto per key source, so every module of a process shares the same key. */
export const getCrypto = (options: LoadKeyOptions): Crypto => {
  const id = options.configuredKey ? `key:${options.configuredKey}` : `dir:${path.resolve(options.dataDir)}`;
  let found = cache.get(id);
  if (!found) {
    found = createCrypto(loadEncryptionKey(options));
    cache.set(id, found);
  }
  return found;
};

/**
 * In production the master key must not sit beside the data it protects (a copy of DATA_DIR
 * would carry both): a warning for the start log, or null.
 */
export const keyCoLocationWarning = (config: {
  SSN_ENCRYPTION_KEY?: string | undefined;
  NODE_ENV?: string;
  dataDir: string;
}): string | null =>
  config.NODE_ENV === 'production' && !config.SSN_ENCRYPTION_KEY
    ? `SSN_ENCRYPTION_KEY is not set: the encryption key is kept in ${path.join(config.dataDir, 'keys')}, ` +
      'next to the data it protects. In production pass it from a secret store (see README "Keys").'
    : null;

/** The last four digits kept in clear for display (002 §3: ssn is otherwise write-only). */
export const ssnLast4 = (ssn: string): string => ssn.replace(/\D/g, '').slice(-4);

/** The context a borrower's SSN is encrypted under (personal, borrower and reports read it; ops rotates it). */
export const ssnContext = (borrowerId: string): string => `ssn:${borrowerId}`;

/** The process's Crypto from the app configuration (SSN_ENCRYPTION_KEY, else DATA_DIR/keys). */
export const cryptoFromConfig = (config: {
  SSN_ENCRYPTION_KEY?: string | undefined;
  dataDir: string;
  NODE_ENV?: string;
  isEmbeddedDatabase?: boolean;
}): Crypto => {
  // Several app processes on one external database must share one key: a generated file would differ per machine.
  if (!config.SSN_ENCRYPTION_KEY && config.NODE_ENV === 'production' && config.isEmbeddedDatabase === false) {
    throw new Error(
      'SSN_ENCRYPTION_KEY (base64 of 32 bytes) must be set when DATABASE_URL is used in production',
    );
  }
  return getCrypto({ configuredKey: config.SSN_ENCRYPTION_KEY, dataDir: config.dataDir });
};

/**
 * Log paths that must never be written (DESIGN.md §2: SSN never logged): credentials, the SSN at
 * any shallow depth, bank tokens, and request bodies wholesale.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'body',
  '*.body',
  '*.password',
  '*.ssn',
  '*.*.ssn',
  'ssn',
  '*.access_token',
  '*.public_token',
  '*.token',
];
