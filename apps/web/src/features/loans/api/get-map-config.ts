import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanKeys } from './loan-keys';

type MapConfig = { tileUrl: string; googleMapsKey: string | null };

type ConfigResponse = { map_tile_url?: string | null; google_maps_api_key?: string | null };

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

// The tile server and the optional Google Maps key come from GET /api/config when the server
// offers it; otherwise OpenStreetMap tiles and no street view.
const getMapConfig = async (): Promise<MapConfig> => {
  try {
    const config = await api.get<ConfigResponse>('/config');
    return {
      tileUrl: config.map_tile_url || DEFAULT_TILE_URL,
      googleMapsKey: config.google_maps_api_key || null,
    };
  } catch {
    return { tileUrl: import.meta.env.VITE_MAP_TILE_URL || DEFAULT_TILE_URL, googleMapsKey: null };
  }
};

export const useMapConfig = () =>
  useQuery({ queryKey: [...loanKeys.all, 'map-config'], queryFn: getMapConfig, staleTime: Infinity });
