// Rotating SSN_ENCRYPTION_KEY (issue 13 suite 5): an SSN planted through the real call and the
// built-in identity's signing keys are readable with the new key afterwards, not with the old
// one; a wrong "old" key stops before anything changes.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers, signingKeys } from '../db/schema/index';
import { readSigningKeyFile } from '../integrations/identity/built-in';
import { createCrypto, loadEncryptionKey, ssnContext } from '../lib/crypto';
import { seedTwoBorrowers } from '../modules/personal/personal-fixture';
import { bearer, createTestContext, type TestContext } from '../test/context';
import { rotateEncryptionKey } from './rotate-key';

const SSN = '219097777';

describe('rotating the SSN encryption key', () => {
  let ctx: TestContext;
  let borrowerId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const seed = await seedTwoBorrowers(ctx);
    borrowerId = seed.borrowerA.id;
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, borrowerId));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/borrower/update/${borrowerId}`,
      headers: bearer(seed.borrowerA.token),
      payload: {
        version: row!.version,
        first_name: 'Brenda',
        last_name: 'Borrower',
        phone: '512-5550123',
        date_of_birth: 315532800,
        email: row!.email,
        address_address: '118 Maple Ave',
        address_city: 'Austin',
        address_state: 'TX',
        address_zipcode: '78704',
        ssn: SSN,
      },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => ctx?.close());

  const ciphertext = async () =>
    (await ctx.db.select().from(borrowers).where(eq(borrowers.id, borrowerId)))[0]!.ssn_ciphertext!;

  it('re-encrypts every SSN and signing key; the old key no longer reads them', async () => {
    const oldKey = loadEncryptionKey({ dataDir: ctx.dataDir });
    const newKey = randomBytes(32);
    const before = await ciphertext();
    expect(createCrypto(oldKey).decrypt(before, ssnContext(borrowerId))).toBe(SSN);

    // A wrong old key: refused, nothing changed.
    await expect(
      rotateEncryptionKey({ db: ctx.db, dataDir: ctx.dataDir, oldKey: randomBytes(32), newKey }),
    ).rejects.toThrow();
    expect(await ciphertext()).toBe(before);

    const result = await rotateEncryptionKey({ db: ctx.db, dataDir: ctx.dataDir, oldKey, newKey });
    expect(result.ssns).toBeGreaterThanOrEqual(1);
    expect(result.signingKeys).toBeGreaterThanOrEqual(1);
    const after = await ciphertext();
    expect(after).not.toBe(before);
    expect(createCrypto(newKey).decrypt(after, ssnContext(borrowerId))).toBe(SSN);
    expect(() => createCrypto(oldKey).decrypt(after, ssnContext(borrowerId))).toThrow();
    for (const { kid } of await ctx.db.select({ kid: signingKeys.kid }).from(signingKeys)) {
      expect(readSigningKeyFile({ dataDir: ctx.dataDir, crypto: createCrypto(newKey) }, kid)).toMatch(
        /BEGIN PRIVATE KEY/,
      );
      expect(() => readSigningKeyFile({ dataDir: ctx.dataDir, crypto: createCrypto(oldKey) }, kid)).toThrow();
    }
    console.log(
      `[security] key rotation: ssns ${result.ssns}, bank tokens ${result.bankTokens}, signing keys ${result.signingKeys}, unreadable 0`,
    );
  });
});
