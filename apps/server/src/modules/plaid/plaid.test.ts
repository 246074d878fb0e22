import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, borrowers, plaidItems } from '../../db/schema/index';
import { cryptoFromConfig } from '../../lib/crypto';
import { bearer, createTestContext, type TestContext } from '../../test/context';
import { seedTwoBorrowers } from '../personal/personal-fixture';
import { createPlaidLinkId } from '../../lib/plaid-link';

describe('plaid: sandbox bank connection end to end through the API', () => {
  let ctx: TestContext;
  let seed: Awaited<ReturnType<typeof seedTwoBorrowers>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seedTwoBorrowers(ctx);
  });
  afterAll(async () => ctx?.close());

  const plaidUrlOf = async (token: string, loanId: string): Promise<string> => {
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/personal/loan/${loanId}/activities`,
        headers: bearer(token),
      })
    ).json() as {
      activity_type: string;
      url: string;
    }[];
    return list.find((a) => a.activity_type === 'plaid')!.url;
  };

  /** What the browser does: link token, picker sign-in, back to /plaid/{id}?public_token=... */
  const pickBank = async (linkId: string, credentials = { username: 'user_good', password: 'pass_good' }) => {
    const token = await ctx.app.inject({ method: 'GET', url: `/api/plaid/${linkId}/get-link-token` });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toMatchObject({
      mode: 'sandbox',
      link_token: expect.stringMatching(/^link-sandbox-/),
    });
    const page = await ctx.app.inject({ method: 'GET', url: token.json().picker_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('First Platypus Bank');
    expect(page.body).toContain(`href="/plaid/${linkId}"`);
    const form = new URLSearchParams({
      token: token.json().link_token,
      institution_id: 'ins_109511',
      ...credentials,
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/plaid/sandbox/link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  };

  it('connects a bank: processing then done, a liquidity report, the access token encrypted and never returned', async () => {
    const path = await plaidUrlOf(seed.borrowerA.token, seed.loanA.id);
    const linkId = path.replace('/plaid/', '');
    const wrong = await pickBank(linkId, { username: 'user_good', password: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The provided credentials were not correct');
    const picked = await pickBank(linkId);
    expect(picked.statusCode).toBe(303);
    const location = new URL(picked.headers.location as string, 'http://x');
    expect(location.pathname).toBe(path);
    const publicToken = location.searchParams.get('public_token')!;
    expect(publicToken).toMatch(/^public-sandbox-/);

    const connected = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${linkId}/set-access-token`,
      payload: { access_token: publicToken },
    });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      institution_name: 'Tartan Bank',
      is_sandbox: true,
      mode: 'sandbox',
      state: 'done',
      total_liquidity: 68452.74,
    });
    expect(connected.body).not.toMatch(/access-sandbox-/);

    const plaidActivity = seed.activitiesA.find((a) => a.activity_type === 'plaid')!;
    const [item] = await ctx.db.select().from(plaidItems).where(eq(plaidItems.activity_id, plaidActivity.id));
    expect(item!.access_token_ciphertext).not.toMatch(/access-sandbox-/);
    expect(
      cryptoFromConfig(ctx.config).decrypt(item!.access_token_ciphertext, `plaid:${plaidActivity.id}`),
    ).toMatch(/^access-sandbox-/);
    const [borrower] = await ctx.db.select().from(borrowers).where(eq(borrowers.id, seed.borrowerA.id));
    expect(borrower!.liquidity).toBe(68452.74);

    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/personal/loan/${seed.loanA.id}/activities`,
        headers: bearer(seed.borrowerA.token),
      })
    ).json();
    const plaid = list.find((a: { activity_type: string }) => a.activity_type === 'plaid');
    expect(plaid.status.state).toBe('done');
    const report = plaid.processes.at(-1);
    expect(report.data_to_display).toMatchObject({
      institution: 'Tartan Bank',
      total_liquidity: 68452.74,
      sandbox: true,
    });
    const documentId = report.documents[0].document_id;
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/personal/${plaid.activity_id}/document/${documentId}/download`,
      headers: bearer(seed.borrowerA.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.json()).toMatchObject({ content_type: 'application/pdf' });
    const key = (await ctx.db.query.documents.findFirst({ where: (d, { eq: is }) => is(d.id, documentId) }))!
      .storage_key;
    const stream = await ctx.deps.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    // Borrower B cannot download A's report.
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/personal/${plaid.activity_id}/document/${documentId}/download`,
      headers: bearer(seed.borrowerB.token),
    });
    expect(other.statusCode).toBe(403);

    // A replayed link (the same public token again) is refused and stores nothing.
    const replay = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${linkId}/set-access-token`,
      payload: { access_token: publicToken },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toMatch(/already completed/);
    expect(
      await ctx.db.select().from(plaidItems).where(eq(plaidItems.activity_id, plaidActivity.id)),
    ).toHaveLength(1);

    // 'Connect More Banks Accounts': a second bank adds to the liquidity.
    const second = await pickBank(linkId);
    const token2 = new URL(second.headers.location as string, 'http://x').searchParams.get('public_token')!;
    const more = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${linkId}/set-access-token`,
      payload: { access_token: token2 },
    });
    expect(more.statusCode).toBe(200);
    const [after] = await ctx.db.select().from(activities).where(eq(activities.id, plaidActivity.id));
    expect(after!.data).toMatchObject({ total_liquidity: 136905.48 });
  });

  it("staff 'View plaid': the borrower's linked accounts and the liquidity reports, admin only", async () => {
    const plaidActivity = seed.activitiesA.find((a) => a.activity_type === 'plaid')!;
    const url = `/api/activity/${plaidActivity.id}/plaid-accounts`;
    const view = await ctx.app.inject({ method: 'GET', url, headers: bearer(ctx.tokens.admin) });
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body).toMatchObject({ state: 'done', total_liquidity: 136905.48 });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ institution_name: 'Tartan Bank', is_sandbox: true });
    expect(body.items[0].accounts.length).toBeGreaterThan(0);
    expect(body.items[0].accounts[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), type: expect.any(String) }),
    );
    expect(body.reports).toHaveLength(2);
    expect(view.body).not.toMatch(/access-sandbox-|ciphertext/);
    const link = await ctx.app.inject({
      method: 'GET',
      url: `/api/activity/${plaidActivity.id}/document/${body.reports[0].document_id}/download`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(link.statusCode).toBe(200);
    for (const token of [seed.borrowerA.token, ctx.tokens.broker])
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(403);
  });

  it('gives the copyable link to staff and the borrower, not to another borrower', async () => {
    const plaidA = seed.activitiesA.find((a) => a.activity_type === 'plaid')!;
    const staff = await ctx.app.inject({
      method: 'GET',
      url: `/api/plaid/link/${plaidA.id}`,
      headers: bearer(ctx.tokens.admin),
    });
    expect(staff.statusCode).toBe(200);
    const linkId = staff.json().url.replace('/plaid/', '');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/plaid/${linkId}/get-link-token` })).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/plaid/link/${plaidA.id}`,
          headers: bearer(seed.borrowerA.token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/plaid/link/${plaidA.id}`,
          headers: bearer(seed.borrowerB.token),
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/plaid/link/${plaidA.id}` })).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired link (410), a tampered link (403) and a forged public token (400)', async () => {
    const plaidB = seed.activitiesB.find((a) => a.activity_type === 'plaid')!;
    const crypto = cryptoFromConfig(ctx.config);
    const expired = createPlaidLinkId(crypto, plaidB.id, -1);
    for (const url of [`/api/plaid/${expired}/get-link-token`]) {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(410);
      expect(response.json().message).toMatch(/expired/);
    }
    const valid = createPlaidLinkId(crypto, plaidB.id);
    const tampered = `${valid.slice(0, -2)}xx`;
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/plaid/${tampered}/get-link-token` });
    expect(forged.statusCode).toBe(403);
    const rawId = await ctx.app.inject({ method: 'GET', url: `/api/plaid/${plaidB.id}/get-link-token` });
    expect(rawId.statusCode).toBe(403);
    const expiredPost = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${expired}/set-access-token`,
      payload: { access_token: 'public-sandbox-x' },
    });
    expect(expiredPost.statusCode).toBe(410);
    const bogus = await ctx.app.inject({
      method: 'POST',
      url: `/api/plaid/${valid}/set-access-token`,
      payload: { access_token: 'public-sandbox-not-real' },
    });
    expect(bogus.statusCode).toBe(400);
    const [state] = await ctx.db
      .select({ state: activities.state })
      .from(activities)
      .where(eq(activities.id, plaidB.id));
    expect(state!.state).toBe('new');
    const stalePicker = await ctx.app.inject({
      method: 'GET',
      url: '/api/plaid/sandbox/link?token=link-sandbox-forged',
    });
    expect(stalePicker.statusCode).toBe(410);
    // A paused verification offers no bank connection (000 §4: Paused has no action).
    await ctx.db.update(activities).set({ state: 'paused' }).where(eq(activities.id, plaidB.id));
    const paused = await ctx.app.inject({ method: 'GET', url: `/api/plaid/${valid}/get-link-token` });
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe('Bank connection is not possible while the verification is paused');
  });
});
