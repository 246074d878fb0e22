// Rotating the master key (SSN_ENCRYPTION_KEY, issue 13 suite 5): everything encrypted with it is
// re-encrypted under the new key. SSNs (borrowers.ssn_ciphertext) and bank access tokens
// (plaid_items.access_token_ciphertext) in ONE transaction (rows locked, all or nothing); the
// built-in identity's signing keys (DATA_DIR/keys/jwt-<kid>.key) are written beside as
// `.rotating` files first and put in place after the commit. Links signed with the old key
// (invitations, plaid links) stop working: they are short-lived and can be sent again.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { borrowers, plaidItems, signingKeys } from '../db/schema/index';
import { signingKeyFile } from '../integrations/identity/built-in';
import { createCrypto, ssnContext } from '../lib/crypto';

export type RotationResult = { ssns: number; bankTokens: number; signingKeys: number };

export const rotateEncryptionKey = async ({
  db,
  dataDir,
  oldKey,
  newKey,
}: {
  db: Db;
  dataDir: string;
  oldKey: Buffer;
  newKey: Buffer;
}): Promise<RotationResult> => {
  const from = createCrypto(oldKey);
  const to = createCrypto(newKey);
  // Signing keys: decrypt every one first, so a wrong old key stops before anything changes.
  const kids = (await db.select({ kid: signingKeys.kid }).from(signingKeys)).map((row) => row.kid);
  const staged: { file: string; next: string }[] = [];
  for (const kid of kids) {
    const file = signingKeyFile(dataDir, kid);
    if (!existsSync(file)) continue;
    const pkcs8 = from.decrypt((await readFile(file, 'utf8')).trim(), `jwt:${kid}`);
    const next = `${file}.rotating`;
    await writeFile(next, to.encrypt(pkcs8, `jwt:${kid}`), { mode: 0o600 });
    staged.push({ file, next });
  }
  try {
    const counts = await db.transaction(async (tx) => {
      const people = await tx
        .select({ id: borrowers.id, ssn: borrowers.ssn_ciphertext })
        .from(borrowers)
        .where(isNotNull(borrowers.ssn_ciphertext))
        .for('no key update');
      for (const person of people) {
        const plain = from.decrypt(person.ssn!, ssnContext(person.id));
        await tx
          .update(borrowers)
          .set({ ssn_ciphertext: to.encrypt(plain, ssnContext(person.id)) })
          .where(eq(borrowers.id, person.id));
      }
      const items = await tx
        .select({
          id: plaidItems.id,
          activity: plaidItems.activity_id,
          token: plaidItems.access_token_ciphertext,
        })
        .from(plaidItems)
        .for('no key update');
      for (const item of items) {
        const plain = from.decrypt(item.token, `plaid:${item.activity}`);
        await tx
          .update(plaidItems)
          .set({ access_token_ciphertext: to.encrypt(plain, `plaid:${item.activity}`) })
          .where(eq(plaidItems.id, item.id));
      }
      return { ssns: people.length, bankTokens: items.length };
    });
    for (const { file, next } of staged) await rename(next, file);
    return { ...counts, signingKeys: staged.length };
  } catch (error) {
    for (const { next } of staged) await rm(next, { force: true });
    throw error;
  }
};
