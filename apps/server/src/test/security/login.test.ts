// Login hardening (issue 13, suite 10): failed sign-ins limited by address, by address and
// account, and by account (without letting a stranger lock the real user out), counters shared
// by every app process (PostgreSQL), uniform timing for unknown e-mails (measured), password
// rules wherever a password is chosen, and sign-out revoking the token on the server.
import { passwordMessages, signInLimitMessages } from '@lending/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loginThrottle, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { createDeps } from '../../wiring';
import { createInvitation } from '../../modules/leads/invitation.service';
import { SIGN_IN_LIMITS } from '../../modules/auth/login-throttle';
import { bearer, createTestContext, type TestContext } from '../context';
import { DEMO_PASSWORD, insertUser } from '../fixtures';

let ctx: TestContext;
let second: { app: FastifyInstance; deps: AppDeps };
const figures: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  // A second app process on the same database (its own deps, caches and in-memory state).
  const deps = await createDeps({ config: ctx.config, db: ctx.db });
  const app = await buildApp(deps);
  await app.ready();
  second = { app, deps };
});
afterAll(async () => {
  await second?.app.close();
  await (second?.deps as { close?: () => Promise<void> } | undefined)?.close?.();
  await ctx?.close();
  console.log(`[security] login: ${figures.join('; ')}`);
});

let nextAddress = 1;
/** A fresh address for each scenario (counters are per address). */
const newAddress = () => {
  nextAddress += 1;
  return `10.${Math.floor(nextAddress / 250) % 250}.${nextAddress % 250}.7`;
};

const signIn = (email: string, password: string, address: string, app = ctx.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });

const newUser = async (role: 'borrower' | 'broker' = 'borrower') =>
  insertUser(ctx.db, { email: `u-${Math.random().toString(36).slice(2)}@example.com`, role });

describe('sign-in limits', () => {
  it('by address: one address guessing across many accounts is stopped, other addresses are not', async () => {
    const attacker = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.address.max; i += 1)
      statuses.push((await signIn(`victim-${i}@example.com`, 'Summer2024!', attacker)).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    // Even a right password from that address now waits, with a notice and Retry-After.
    const limited = await signIn(ctx.users.admin.email, DEMO_PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(signInLimitMessages.address(15));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect((await signIn(ctx.users.admin.email, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
    figures.push(
      `${SIGN_IN_LIMITS.address.max} failures across ${SIGN_IN_LIMITS.address.max} accounts -> address limited`,
    );
  });

  it('by address and account: a stranger guessing a password does not lock the real user out', async () => {
    const victim = await newUser();
    const stranger = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1)
      expect((await signIn(victim.email, `guess-${i}`, stranger)).statusCode).toBe(401);
    const blocked = await signIn(victim.email, DEMO_PASSWORD, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(signInLimitMessages.pair(15));
    // The real user, from their own address, signs in at once.
    expect((await signIn(victim.email, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
    figures.push(`stranger ${SIGN_IN_LIMITS.pair.max} failures -> stranger limited, real user 200`);
  });

  it('by account: guessing from many addresses locks out new addresses only; the real user gets past from their own', async () => {
    const victim = await newUser();
    const home = newAddress();
    expect((await signIn(victim.email, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // A botnet: each address stays under its own limits.
    for (let i = 0; i < SIGN_IN_LIMITS.account.max; i += 1)
      expect((await signIn(victim.email, `spray-${i}`, newAddress())).statusCode).toBe(401);
    const fromNew = await signIn(victim.email, DEMO_PASSWORD, newAddress());
    expect(fromNew.statusCode).toBe(429);
    expect(fromNew.json().message).toBe(signInLimitMessages.account(60));
    expect(fromNew.json().message).toContain('Sign in from a network you have used before');
    // The lockout notice's way out: the address the user signed in from before.
    expect((await signIn(victim.email, DEMO_PASSWORD, home)).statusCode).toBe(200);
    // A wrong password from home is still just wrong (no hint about the lock).
    expect((await signIn(victim.email, 'not-it', home)).statusCode).toBe(401);
    figures.push(
      `${SIGN_IN_LIMITS.account.max} failures from ${SIGN_IN_LIMITS.account.max} addresses -> new addresses limited, known address 200`,
    );
  });

  it('an unknown e-mail is limited exactly like a known one (no account discovery through the limit)', async () => {
    const known = await newUser();
    const outcomes = async (email: string) => {
      const address = newAddress();
      const out: number[] = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.pair.max; i += 1)
        out.push((await signIn(email, `x-${i}`, address)).statusCode);
      return out;
    };
    expect(await outcomes('nobody-here@example.com')).toEqual(await outcomes(known.email));
  });

  it('the counters hold across app processes (they live in PostgreSQL, keyed by hashes)', async () => {
    const victim = await newUser();
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      const app = i % 2 === 0 ? ctx.app : second.app;
      expect((await signIn(victim.email, `guess-${i}`, address, app)).statusCode).toBe(401);
    }
    expect((await signIn(victim.email, DEMO_PASSWORD, address, second.app)).statusCode).toBe(429);
    expect((await signIn(victim.email, DEMO_PASSWORD, address, ctx.app)).statusCode).toBe(429);
    // No e-mail or address in clear in the table.
    const rows = await ctx.db.select().from(loginThrottle);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(victim.email);
    expect(dump).not.toContain(address);
    figures.push('counters shared by 2 processes');
  });
});

describe('uniform timing for unknown users', () => {
  it('an unknown e-mail answers as fast as a known one with a wrong password (medians within 25%)', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const response = await signIn(email, 'wrong-password-123', newAddress());
      expect(response.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Each known account is tried once (the per-account limit stays out of the way).
    const accounts = await Promise.all(Array.from({ length: 26 }, () => newUser()));
    await time(accounts.pop()!.email);
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      known.push(await time(accounts[i]!.email));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const [k, u] = [median(known), median(unknown)];
    const difference = Math.abs(k - u) / Math.max(k, u);
    figures.push(
      `timing median known-wrong ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (difference ${(difference * 100).toFixed(0)}%, tolerance 25%)`,
    );
    expect(difference).toBeLessThan(0.25);
  });
});

describe('password rules', () => {
  const accept = async (
    password: string,
    email = `inv-${Math.random().toString(36).slice(2)}@example.com`,
  ) => {
    const user = await insertUser(ctx.db, { email, role: 'borrower' });
    const token = await createInvitation(ctx.db, { userId: user.id });
    return ctx.app.inject({ method: 'POST', url: '/api/invitation/accept', payload: { token, password } });
  };

  it('invitation acceptance refuses short, long, common and e-mail-containing passwords with clear messages', async () => {
    const cases: Array<[string, string, string?]> = [
      ['short-1', passwordMessages.tooShort],
      ['x'.repeat(129) + 'Y9', passwordMessages.tooLong],
      ['Password123!', passwordMessages.tooCommon],
      ['qwertyuiop', passwordMessages.tooCommon],
      ['1234567890', passwordMessages.tooCommon],
      ['abcdefghijkl', passwordMessages.tooCommon],
      ['aaaaaaaaaaaa', passwordMessages.tooCommon],
      ['jane.doe-secure-77', passwordMessages.containsEmail, 'jane.doe@example.com'],
    ];
    for (const [password, message, email] of cases) {
      const response = await accept(password, email);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message, password).toBe(message);
    }
    const good = await accept('maple-orchard-lantern');
    expect(good.statusCode).toBe(200);
    figures.push(`password rules: ${cases.length} weak passwords refused at invitation`);
  });

  it('password change: needs the current password, applies the rules, signs out every other session', async () => {
    const user = await newUser('broker');
    const address = newAddress();
    const oldToken = (await signIn(user.email, DEMO_PASSWORD, address)).json<{ token: string }>().token;
    const otherSession = (await signIn(user.email, DEMO_PASSWORD, address)).json<{ token: string }>().token;
    const change = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: bearer(oldToken),
        payload: body,
        remoteAddress: address,
      });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/password', payload: {} })).statusCode,
    ).toBe(401);
    const wrong = await change({ current_password: 'not-mine', new_password: 'maple-orchard-lantern' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(passwordMessages.currentWrong);
    const weak = await change({ current_password: DEMO_PASSWORD, new_password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([expect.objectContaining({ path: 'new_password' })]);
    const same = await change({ current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(passwordMessages.sameAsCurrent);
    const changed = await change({ current_password: DEMO_PASSWORD, new_password: 'maple-orchard-lantern' });
    expect(changed.statusCode).toBe(200);
    const me = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/user/logged-in-user/${user.email}`,
        headers: bearer(token),
      });
    expect((await me(changed.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await signIn(user.email, DEMO_PASSWORD, address)).statusCode).toBe(401);
    expect((await signIn(user.email, 'maple-orchard-lantern', address)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password_hash).not.toContain('maple');
  });

  it('guessing the current password through the change route counts as failed sign-ins', async () => {
    const user = await newUser();
    const address = newAddress();
    const token = (await signIn(user.email, DEMO_PASSWORD, address)).json<{ token: string }>().token;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.pair.max; i += 1)
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/auth/password',
            headers: bearer(token),
            payload: { current_password: `guess-${i}`, new_password: 'maple-orchard-lantern' },
            remoteAddress: address,
          })
        ).statusCode,
      );
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sign-out', () => {
  it('revokes the token on the server: refused while still unexpired, in this and in another process', async () => {
    const address = newAddress();
    const token = (await signIn(ctx.users.borrower.email, DEMO_PASSWORD, address)).json<{ token: string }>()
      .token;
    const me = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: `/api/user/logged-in-user/${ctx.users.borrower.email}`,
        headers: bearer(token),
      });
    expect((await me(ctx.app)).statusCode).toBe(200);
    expect((await me(second.app)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(decodeJwt(token).exp! * 1000).toBeGreaterThan(Date.now() + 60_000);
    expect((await me(ctx.app)).statusCode).toBe(401);
    // The other process may trust its 2-second cache of the sign-in, no longer.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await me(second.app)).statusCode).toBe(401);
    figures.push('sign-out: revoked token 401 in both processes');
  });
});
