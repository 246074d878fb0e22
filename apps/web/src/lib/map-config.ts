import { useQuery } from '@tanstack/react-query';
import { call } from './contract-client';
import { useSessionToken } from './use-session';

type MapConfig = { tileUrl: string; googleMapsKey: string | null };

const DEFAULT_TILE_URL =
  import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

// The tile server and the optional Google Maps key come from GET /api/config (signed-in users).
// MAP_TILE_URL set empty on the server means "no tile server" (an installation without internet):
// the maps then show their addresses and never ask for a tile. Visitors use the default server.
const getMapConfig = async (): Promise<MapConfig> => {
  try {
    const config = await call('getConfig', {});
    return {
      // The server could not reach the tile server (issue 21): treated as none, so the browser
      // asks for no tile and an offline installation logs no failed request.
      tileUrl: config.map_tiles_reachable === false ? '' : (config.map_tile_url ?? DEFAULT_TILE_URL),
      googleMapsKey: config.google_maps_api_key || null,
    };
  } catch {
    return { tileUrl: DEFAULT_TILE_URL, googleMapsKey: null };
  }
};

export const useMapConfig = () => {
  const signedIn = Boolean(useSessionToken());
  return useQuery({
    queryKey: ['config', 'map', signedIn],
    queryFn: () => (signedIn ? getMapConfig() : { tileUrl: DEFAULT_TILE_URL, googleMapsKey: null }),
    staleTime: Infinity,
  });
};
