// GET /config: what the browser needs to know about this installation's outside services: the
// map tile server (MAP_TILE_URL) and, when configured, the Google Maps key for street view
// (spec 000 §2: street view only with a key), and whether the server reaches the tile server (a
// browser offline then asks for no tile). Signed-in users only: a Maps key is not for visitors.
import { endpoints } from '@lending/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { register } from '../../plugins/contract';
import { createTileProbe } from './tile-probe';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const tilesReachable = createTileProbe(config.MAP_TILE_URL);
  register(app, endpoints.getConfig, async () => ({
    map_tile_url: config.MAP_TILE_URL,
    map_tiles_reachable: await tilesReachable(),
    google_maps_api_key: config.GOOGLE_MAPS_API_KEY ?? null,
    is_plaid_sandbox: !(config.PLAID_CLIENT_ID && config.PLAID_SECRET),
  }));
};
