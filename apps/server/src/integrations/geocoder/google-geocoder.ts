// Google Geocoding API (https://developers.google.com/maps/documentation/geocoding/requests-geocoding),
// used when GOOGLE_MAPS_API_KEY is set. Results are restricted to the US (002 §2.1: country US).
import type { AddressCheck, Geocoder, GeocodeQuery, GeocodedAddress } from './geocoder';
import { stateCode } from './us-states';

type Component = { long_name: string; short_name: string; types: string[] };
type GoogleResult = {
  address_components: Component[];
  geometry: { location: { lat: number; lng: number }; location_type: string };
};
type GoogleResponse = { status: string; results: GoogleResult[]; error_message?: string };

export type GoogleGeocoderOptions = { apiKey: string; fetchImpl?: typeof fetch; baseUrl?: string };

const part = (result: GoogleResult, type: string, short = false): string => {
  const found = result.address_components.find((c) => c.types.includes(type));
  return found ? (short ? found.short_name : found.long_name) : '';
};

const toAddress = (result: GoogleResult): GeocodedAddress => {
  const number = part(result, 'street_number');
  const route = part(result, 'route');
  return {
    street: [number, route].filter(Boolean).join(' '),
    city: part(result, 'locality') || part(result, 'sublocality') || part(result, 'postal_town'),
    state: part(result, 'administrative_area_level_1', true),
    zipcode: part(result, 'postal_code'),
    country: part(result, 'country', true),
    coordinates: result.geometry.location,
    precision: number ? 'street' : 'zip',
  };
};

export const createGoogleGeocoder = ({
  apiKey,
  fetchImpl = fetch,
  baseUrl = 'https://maps.googleapis.com/maps/api/geocode/json',
}: GoogleGeocoderOptions): Geocoder => {
  const geocode = async (query: GeocodeQuery): Promise<GeocodedAddress | null> => {
    const address = [query.street, query.city, query.state, query.zip].filter(Boolean).join(', ');
    if (!address) return null;
    const url = new URL(baseUrl);
    url.searchParams.set('address', address);
    url.searchParams.set('components', 'country:US');
    url.searchParams.set('key', apiKey);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Geocoding failed with HTTP ${response.status}`);
    const body = (await response.json()) as GoogleResponse;
    if (body.status === 'ZERO_RESULTS') return null;
    if (body.status !== 'OK') throw new Error(`Geocoding failed: ${body.status}`);
    const first = body.results[0];
    return first ? toAddress(first) : null;
  };

  const checkAddress = async (address: Parameters<Geocoder['checkAddress']>[0]): Promise<AddressCheck> => {
    if (address.country.trim().toUpperCase() !== 'US') return { ok: false, reason: 'country' };
    const found = await geocode({
      street: address.street,
      city: address.city,
      state: address.state,
      zip: address.zipcode,
    });
    if (!found || found.country !== 'US') return { ok: false, reason: 'not found' };
    if (found.state !== stateCode(address.state)) return { ok: false, reason: 'state' };
    if (found.zipcode && found.zipcode !== address.zipcode.trim().slice(0, 5))
      return { ok: false, reason: 'zipcode' };
    return { ok: true, coordinates: found.coordinates };
  };

  return { name: 'google', geocode, checkAddress };
};
