// Wire contract of GET /config: what the browser needs to know about this installation's outside
// services (map tiles, the optional Google Maps key, whether Plaid runs in sandbox mode).
import { z } from 'zod';

export const configResponseSchema = z.object({
  map_tile_url: z.string(),
  /** Whether the server reached the tile server (issue 21): when false the browser asks for no tile. */
  map_tiles_reachable: z.boolean(),
  google_maps_api_key: z.string().nullable(),
  is_plaid_sandbox: z.boolean(),
});
