import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCrypto, cryptoFromConfig, decodeKey, loadEncryptionKey } from './crypto';

describe('crypto', () => {
  const crypto = createCrypto(randomBytes(32));
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('encrypts an SSN so the ciphertext does not contain it, and decrypts it back', () => {
    const token = crypto.encrypt('123456789', 'ssn:a');
    expect(token).not.toContain('123456789');
    expect(crypto.encrypt('123456789', 'ssn:a')).not.toBe(token); // random IV
    expect(crypto.decrypt(token, 'ssn:a')).toBe('123456789');
  });

  it('refuses a tampered ciphertext, another context and another key', () => {
    const token = crypto.encrypt('123456789', 'ssn:a');
    const parts = token.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() =>
      crypto.decrypt([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), 'ssn:a'),
    ).toThrow();
    expect(() => crypto.decrypt(token, 'ssn:b')).toThrow();
    expect(() => createCrypto(randomBytes(32)).decrypt(token, 'ssn:a')).toThrow();
  });

  it('signs tokens under a key of its own: another master key refuses them', () => {
    const token = crypto.tokens.sign({ a: 'x' }, { ttlSeconds: 60, purpose: 'p' });
    expect(crypto.tokens.verify(token, 'p')).toMatchObject({ ok: true, value: { a: 'x' } });
    expect(createCrypto(randomBytes(32)).tokens.verify(token, 'p')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('generates a key into DATA_DIR/keys once and keeps it across restarts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'crypto-test-'));
    dirs.push(dir);
    const first = loadEncryptionKey({ dataDir: dir });
    const second = loadEncryptionKey({ dataDir: dir });
    expect(first.equals(second)).toBe(true);
    expect(decodeKey(await readFile(path.join(dir, 'keys', 'encryption.key'), 'utf8'))).toHaveLength(32);
  });

  it('uses the configured key and rejects one that is not 32 bytes', () => {
    const key = randomBytes(32).toString('base64');
    expect(loadEncryptionKey({ configuredKey: key, dataDir: '/nonexistent' }).toString('base64')).toBe(key);
    expect(() =>
      loadEncryptionKey({ configuredKey: randomBytes(16).toString('base64'), dataDir: '/x' }),
    ).toThrow(/32 bytes/);
  });

  it('requires a configured key in production on an external database', () => {
    expect(() =>
      cryptoFromConfig({ dataDir: '/x', NODE_ENV: 'production', isEmbeddedDatabase: false }),
    ).toThrow(/SSN_ENCRYPTION_KEY/);
  });
});
