import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
      // .test names never resolve: the server cannot reach that tile server.
      map_tiles_reachable: false,
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

  it('says whether the server reaches the tile server, so an offline browser asks for no tile', async () => {
    const asked: string[] = [];
    const tiles = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(request.url === '/0/0/0.png' ? 200 : 404, { 'content-type': 'image/png' });
      response.end('png');
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const { port } = tiles.address() as AddressInfo;
    try {
      ctx = await createTestContext({ env: { MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` } });
      const config = () =>
        ctx!.app.inject({ method: 'GET', url: '/api/config', headers: bearer(ctx!.tokens.borrower) });
      expect((await config()).json()).toMatchObject({ map_tiles_reachable: true });
      await config();
      // The world tile, asked once: the answer is kept.
      expect(asked).toEqual(['/0/0/0.png']);
      await ctx.close();

      // The tile server down (nothing listens on the port any more).
      await new Promise<void>((resolve) => tiles.close(() => resolve()));
      ctx = await createTestContext({ env: { MAP_TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` } });
      expect((await config()).json()).toMatchObject({ map_tiles_reachable: false });
      await ctx.close();

      // No tile server configured (MAP_TILE_URL empty): nothing to reach.
      ctx = await createTestContext({ env: { MAP_TILE_URL: '' } });
      expect((await config()).json()).toMatchObject({ map_tile_url: '', map_tiles_reachable: false });
    } finally {
      tiles.close();
    }
  });
});
