// Wire contract of GET /config: what the browser needs to know about this installation's outside
// services (map tiles, the optional Google Maps key, whether Plaid runs in sandbox mode).
import { z } from 'zod';

export const configResponseSchema = z.object({
  map_tile_url: z.string(),
  google_maps_api_key: z.string().nullable(),
  is_plaid_sandbox: z.boolean(),
});
