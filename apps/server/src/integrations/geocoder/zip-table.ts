// The embedded US ZIP table (data/us-zips.tsv.gz, from the BSD-licensed zipcodes@8.0.0 package,
// see LICENSE-us-zips.txt): zip, city, state, lat, lng. Loaded once, on first use.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { serverPath } from '../../lib/paths';

export type ZipEntry = { zip: string; city: string; state: string; lat: number; lng: number };

export type ZipTable = {
  byZip: Map<string, ZipEntry>;
  /** normalised "city|state" -> every ZIP carrying that city name. */
  byCityState: Map<string, ZipEntry[]>;
};

const DATA_FILE = serverPath('src/integrations/geocoder/data/us-zips.tsv.gz');

/** Case, punctuation and the usual Saint/Fort/Mount abbreviations do not make a city different. */
const normaliseCity = (city: string): string =>
  city
    .toLowerCase()
    .replace(/[.'’,-]/g, ' ')
    .replace(/\b(saint|st)\b/g, 'st')
    .replace(/\b(fort|ft)\b/g, 'ft')
    .replace(/\b(mount|mt)\b/g, 'mt')
    .replace(/\s+/g, ' ')
    .trim();

export const cityStateKey = (city: string, state: string): string =>
  `${normaliseCity(city)}|${state.trim().toUpperCase()}`;

let table: ZipTable | undefined;

export const loadZipTable = (): ZipTable => {
  if (table) return table;
  const byZip = new Map<string, ZipEntry>();
  const byCityState = new Map<string, ZipEntry[]>();
  for (const line of gunzipSync(readFileSync(DATA_FILE)).toString('utf8').split('\n')) {
    const [zip, city, state, lat, lng] = line.split('\t');
    if (!zip || !city || !state) continue;
    const entry: ZipEntry = { zip, city, state, lat: Number(lat), lng: Number(lng) };
    byZip.set(zip, entry);
    const key = cityStateKey(city, state);
    const list = byCityState.get(key);
    if (list) list.push(entry);
    else byCityState.set(key, [entry]);
  }
  table = { byZip, byCityState };
  return table;
};

/** Great-circle distance in km. */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
