import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/context';

describe('GET /api/config', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('gives a signed-in user the configured tile server and Maps key, and nothing to visitors', async () => {
    ctx = await createTestContext({
      env: { MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png', GOOGLE_MAPS_API_KEY: 'maps-key-1' },
    });
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(visitor.statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: bearer(ctx.tokens.borrower),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      map_tile_url: 'https://tiles.example.test/{z}/{x}/{y}.png',
      google_maps_api_key: 'maps-key-1',
      is_plaid_sandbox: true,
    });
  });

  it('has no Maps key when none is configured (no street view)', async () => {
    ctx = await createTestContext();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: bearer(ctx.tokens.admin),
    });
    expect(response.json()).toMatchObject({ google_maps_api_key: null });
  });
});
