import type { AddressCheck, Geocoder, GeocodeQuery, GeocodedAddress } from './geocoder';
import { stateCode } from './us-states';
import { cityStateKey, distanceKm, loadZipTable, type ZipEntry } from './zip-table';

// A ZIP often serves neighbouring places (11201 is "Brooklyn" or "New York" to the post office):
// a city counts as consistent when it is the ZIP's own name or a place of that name in the same
// state within this distance of the ZIP's centre.
const NEARBY_KM = 40;

const ZIP_RE = /^(\d{5})(?:-\d{4})?$/;

const cityMatchesZip = (city: string, entry: ZipEntry): boolean => {
  if (cityStateKey(city, entry.state) === cityStateKey(entry.city, entry.state)) return true;
  const places = loadZipTable().byCityState.get(cityStateKey(city, entry.state)) ?? [];
  return places.some((place) => distanceKm(place, entry) <= NEARBY_KM);
};

const toAddress = (entry: ZipEntry, street: string): GeocodedAddress => ({
  street,
  city: entry.city,
  state: entry.state,
  zipcode: entry.zip,
  country: 'US',
  coordinates: { lat: entry.lat, lng: entry.lng },
  precision: 'zip',
});

const lookup = async ({ zip, city, state, street = '' }: GeocodeQuery): Promise<GeocodedAddress | null> => {
  const table = loadZipTable();
  const zipMatch = zip ? ZIP_RE.exec(zip.trim()) : null;
  if (zipMatch?.[1]) {
    const entry = table.byZip.get(zipMatch[1]);
    return entry ? toAddress(entry, street) : null;
  }
  if (city && state) {
    const entry = table.byCityState.get(cityStateKey(city, stateCode(state)))?.[0];
    return entry ? toAddress(entry, street) : null;
  }
  return null;
};

export const createOfflineGeocoder = (): Geocoder => ({
  name: 'offline',
  geocode: lookup,
  checkAddress: async (address): Promise<AddressCheck> => {
    if (address.country.trim().toUpperCase() !== 'US') return { ok: false, reason: 'country' };
    const zip = ZIP_RE.exec(address.zipcode.trim())?.[1];
    const entry = zip ? loadZipTable().byZip.get(zip) : undefined;
    if (!entry) return { ok: false, reason: 'zipcode' };
    if (entry.state !== stateCode(address.state)) return { ok: false, reason: 'state' };
    if (!cityMatchesZip(address.city, entry)) return { ok: false, reason: 'city' };
    return { ok: true, coordinates: { lat: entry.lat, lng: entry.lng } };
  },
});
