import type { GeocodedAddress, GeocodeQuery } from '@lending/domain';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/contract-client';

// GET /api/application/geocode (public, no authorisation header): the best US match for what
// was typed; the offline geocoder answers the ZIP's centre, Google the street.
/** The match, or null when nothing in the US matches (the server answers 404). */
export const geocodeAddress = async (
  query: GeocodeQuery,
  signal?: AbortSignal,
): Promise<GeocodedAddress | null> => {
  try {
    return await call('getApplicationGeocode', { query }, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};
