import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, borrowers } from '../../db/schema/index';
import { cryptoFromConfig, LOG_REDACT_PATHS, ssnContext } from '../../lib/crypto';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { seedTwoBorrowers } from './personal-fixture';

const SSN = '219099999';
const SSN_FORMS = [SSN, '219-09-9999', '219 09 9999'];

const valid = {
  first_name: 'Brenda',
  last_name: 'Borrower',
  phone: '512-5550123',
  date_of_birth: 315532800, // 1980-01-01
  email: 'borrower@example.com',
  address_address: '118 Maple Ave',
  address_city: 'Austin',
  address_state: 'TX',
  address_zipcode: '78704',
};

describe('SSN: validated, encrypted at rest, never returned, never logged (002 §5, DESIGN.md §2)', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'trace', redact: LOG_REDACT_PATHS },
      { write: (line: string) => void logLines.push(line) },
    );
    ctx = await createTestContext({ overrideDeps: (deps) => ({ ...deps, logger }) });
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  // Sends the record's current version unless the payload names one (version is required).
  const update = async (payload: Record<string, unknown>, token = seed.borrowerA.token) => {
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/personal/borrower/update/${seed.borrowerA.id}`,
      headers: bearer(token),
      payload: { version: row!.version, ...payload },
    });
  };

  it.each([
    ['first_name', { first_name: '' }, 'First name is required'],
    ['last_name', { last_name: '   ' }, 'Last name is required'],
    ['date_of_birth', { date_of_birth: undefined }, 'Birth date is required'],
    ['date_of_birth', { date_of_birth: -2_300_000_000 }, 'Birth date is not valid'],
    ['date_of_birth', { date_of_birth: Math.floor(Date.now() / 1000) + 86_400 }, 'Birth date is not valid'],
    ['ssn', { ssn: '' }, 'SSN is required'],
    ['ssn', { ssn: '000123456' }, 'SSN is not valid'],
    ['ssn', { ssn: '666123456' }, 'SSN is not valid'],
    ['ssn', { ssn: '912123456' }, 'SSN is not valid'],
    ['ssn', { ssn: '123004567' }, 'SSN is not valid'],
    ['ssn', { ssn: '123450000' }, 'SSN is not valid'],
    ['ssn', { ssn: '1234567890' }, 'SSN is not valid'],
    ['ssn', { ssn: '12345678' }, 'SSN is not valid'],
    ['ssn', { ssn: 'abcdefghi' }, 'SSN is not valid'],
    ['phone', { phone: '' }, 'Phone code is required'],
    ['phone', { phone: '51-5550123' }, 'Phone code is not valid'],
    ['phone', { phone: '512-' }, 'Phone number is required'],
    ['phone', { phone: '512-55501' }, 'Phone number is not valid'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email'],
    ['address_address', { address_address: '' }, 'Address is required'],
    ['address_city', { address_city: '' }, 'City is required'],
    ['address_state', { address_state: '' }, 'State is required'],
    ['address_zipcode', { address_zipcode: '' }, 'Zip code is required'],
  ])('%s: %j -> %s', async (field, change, message) => {
    const response = await update({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ path: field, message });
  });

  it('keeps no SSN when none is sent, stores only ciphertext and last four when one is', async () => {
    const plain = await update(valid);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ has_ssn: false, ssn_last4: null, phone: '512-5550123' });
    const withSsn = await update({ ...valid, ssn: '219-09-9999' });
    expect(withSsn.statusCode).toBe(200);
    expect(withSsn.json()).toMatchObject({ has_ssn: true, ssn_last4: '9999' });
    expect(withSsn.json()).not.toHaveProperty('ssn');
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(row!.ssn_ciphertext).toBeTruthy();
    expect(row!.ssn_ciphertext).not.toContain(SSN);
    expect(cryptoFromConfig(ctx.config).decrypt(row!.ssn_ciphertext!, ssnContext(seed.borrowerA.id))).toBe(
      SSN,
    );
    // Bound to its borrower: copied onto another row it does not decrypt.
    expect(() =>
      cryptoFromConfig(ctx.config).decrypt(row!.ssn_ciphertext!, ssnContext(seed.borrowerB.id)),
    ).toThrow();
    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.entity_id, seed.borrowerA.id));
    expect(audit.at(-1)!.after).toMatchObject({ ssn: 'changed' });
  });

  it('a planted SSN appears in no response of any personal, broker or borrower call, nor in the logs or audit trail', async () => {
    await update({ ...valid, ssn: SSN });
    await update({ ...valid, ssn: '000-00-0000-' + SSN }); // refused: the error must not echo it either
    const a = seed.borrowerA;
    const loan = seed.loanA;
    const application = seed.activitiesA.find((x) => x.activity_type === 'application')!;
    const calls: [string, string][] = [
      [`/api/personal/auth`, a.token],
      [`/api/personal/borrower/${a.id}`, a.token],
      [`/api/personal/borrower/${a.id}/activities`, a.token],
      [`/api/personal/loan/${loan.id}`, a.token],
      [`/api/personal/loan/${loan.id}/activities`, a.token],
      [`/api/personal/loan/${loan.id}/contacts`, a.token],
      [`/api/personal/application/${application.id}`, a.token],
      [`/api/personal/auth?user-email=borrower@example.com`, ctx.tokens.admin],
      [`/api/personal/auth?user-email=borrower@example.com`, ctx.tokens.broker],
      [`/api/personal/borrower/${a.id}`, ctx.tokens.broker],
      [`/api/broker/auth`, ctx.tokens.broker],
      [`/api/broker/all`, ctx.tokens.broker],
      [`/api/broker/loan/${loan.id}`, ctx.tokens.broker],
      [`/api/broker/loan/${loan.id}/activities`, ctx.tokens.broker],
      [`/api/borrower/${a.id}`, ctx.tokens.admin],
      [`/api/borrower/all`, ctx.tokens.admin],
      [`/api/loan/${loan.id}`, ctx.tokens.admin],
      [`/api/loan/all`, ctx.tokens.admin],
      [`/api/leads`, ctx.tokens.admin],
      [`/api/outbox`, ctx.tokens.admin],
    ];
    const bodies: string[] = [];
    for (const [url, token] of calls) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBeLessThan(500);
      bodies.push(response.body);
    }
    bodies.push((await update({ ...valid, ssn: SSN })).body);
    const audit = JSON.stringify(await ctx.db.select().from(auditEvents));
    expect(logLines.length).toBeGreaterThan(calls.length);
    const [row] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    for (const [index, body] of bodies.entries()) {
      expect(body, calls[index]?.[0] ?? 'update').not.toContain(row!.ssn_ciphertext!);
      expect(body, calls[index]?.[0] ?? 'update').not.toContain('ssn_ciphertext');
    }
    for (const form of SSN_FORMS) {
      for (const [index, body] of bodies.entries())
        expect(body, calls[index]?.[0] ?? 'update').not.toContain(form);
      expect(logLines.join('\n')).not.toContain(form);
      expect(audit).not.toContain(form);
    }
  });
});
