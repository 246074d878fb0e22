import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

const cspOf = async (ctx: TestContext) =>
  String((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);

describe('Content-Security-Policy', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('allows scripts from our own origin only in the default (sandbox) mode', async () => {
    ctx = await createTestContext();
    const csp = await cspOf(ctx);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('plaid.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets Plaid Link's script, frame and API through when live bank linking is configured", async () => {
    ctx = await createTestContext({ env: { PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' } });
    const csp = await cspOf(ctx);
    expect(csp).toContain("script-src 'self' https://cdn.plaid.com;");
    expect(csp).toContain("connect-src 'self' https://*.plaid.com;");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/cdn\.plaid\.com/);
  });
});
