import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './signed-tokens';

const INVALID = { ok: false, reason: 'invalid' };
const EXPIRED = { ok: false, reason: 'expired' };

/** The same token with one character changed (never into itself). */
const altered = (token: string, at: number): string =>
  `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;

describe('signed tokens', () => {
  let clock = 1_800_000_000;
  const signer = createTokenSigner(randomBytes(32), () => clock);

  it('JSON tokens: read back until they expire, bound to their purpose, refused when altered', () => {
    const token = signer.sign({ a: 'x', n: 2 }, { ttlSeconds: 60, purpose: 'cursor' });
    expect(signer.verify(token, 'cursor')).toEqual({
      ok: true,
      value: expect.objectContaining({ a: 'x', n: 2 }),
      expiresAt: 1_800_000_060,
    });
    expect(signer.verify(token, 'upload')).toEqual(INVALID);
    expect(signer.verify(altered(token, 3), 'cursor')).toEqual(INVALID);
    expect(signer.verify(altered(token, token.length - 5), 'cursor')).toEqual(INVALID);
    expect(signer.verify(`${token}.x`, 'cursor')).toEqual(INVALID);
    expect(signer.verify('not a token', 'cursor')).toEqual(INVALID);
    expect(createTokenSigner(randomBytes(32)).verify(token, 'cursor')).toEqual(INVALID);
    clock += 61;
    expect(signer.verify(token, 'cursor')).toEqual(EXPIRED);
    clock -= 61;
  });

  it('id tokens: one UUID in 48 URL-safe characters, purpose-bound, tamper and expiry told apart', () => {
    const id = randomUUID();
    const token = signer.signId(id, { ttlSeconds: 3600, purpose: 'plaid-link' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(signer.verifyId(token, 'plaid-link')).toEqual({ ok: true, value: id, expiresAt: 1_800_003_600 });
    expect(signer.verifyId(token, 'sponsor-link')).toEqual(INVALID);
    for (const at of [0, 20, 30, 47])
      expect(signer.verifyId(altered(token, at), 'plaid-link')).toEqual(INVALID);
    expect(signer.verifyId(token.slice(1), 'plaid-link')).toEqual(INVALID);
    const expired = signer.signId(id, { expiresAt: clock - 1, purpose: 'plaid-link' });
    expect(signer.verifyId(expired, 'plaid-link')).toEqual(EXPIRED);
  });

  it('detached signatures: every field, the expiry and the purpose are covered', () => {
    const options = { purpose: 'file-download', expiresAt: clock + 60 };
    const sig = signer.signFields(['loans/a/b.pdf', 'Term Sheet.pdf'], options);
    expect(signer.verifyFields(['loans/a/b.pdf', 'Term Sheet.pdf'], sig, options).ok).toBe(true);
    expect(signer.verifyFields(['loans/a/c.pdf', 'Term Sheet.pdf'], sig, options)).toEqual(INVALID);
    expect(signer.verifyFields(['loans/a/b.pdf', 'evil.html'], sig, options)).toEqual(INVALID);
    // Moving text from one field to the next is another message.
    expect(signer.verifyFields(['loans/a/b.pdfTerm', ' Sheet.pdf'], sig, options)).toEqual(INVALID);
    expect(
      signer.verifyFields(['loans/a/b.pdf', 'Term Sheet.pdf'], sig, { ...options, expiresAt: clock + 3600 }),
    ).toEqual(INVALID);
    expect(
      signer.verifyFields(['loans/a/b.pdf', 'Term Sheet.pdf'], sig, { ...options, purpose: 'x' }),
    ).toEqual(INVALID);
    expect(signer.verifyFields(['loans/a/b.pdf', 'Term Sheet.pdf'], altered(sig, 4), options)).toEqual(
      INVALID,
    );
    const past = { purpose: 'file-download', expiresAt: clock - 1 };
    const old = signer.signFields(['loans/a/b.pdf', ''], past);
    expect(signer.verifyFields(['loans/a/b.pdf', ''], old, past)).toEqual(EXPIRED);
  });
});
