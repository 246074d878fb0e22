import { describe, expect, it } from 'vitest';
import { createGoogleGeocoder } from './google-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

const address = (
  over: Partial<{ street: string; city: string; state: string; zipcode: string; country: string }> = {},
) => ({
  street: '118 Maple Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78704',
  country: 'US',
  ...over,
});

describe('offline geocoder (embedded US ZIP table)', () => {
  const geocoder = createOfflineGeocoder();

  it('looks a ZIP up with its city, state and coordinates', async () => {
    const found = await geocoder.geocode({ zip: '20001', street: '1 Main St' });
    expect(found).toMatchObject({
      city: 'Washington',
      state: 'DC',
      zipcode: '20001',
      country: 'US',
      street: '1 Main St',
    });
    expect(found!.coordinates.lat).toBeCloseTo(38.91, 1);
    expect(await geocoder.geocode({ zip: '00000' })).toBeNull();
  });

  it('accepts consistent addresses, including a neighbouring place name for the ZIP', async () => {
    expect(await geocoder.checkAddress(address())).toMatchObject({ ok: true });
    expect(await geocoder.checkAddress(address({ city: 'austin', state: 'tx' }))).toMatchObject({ ok: true });
    expect(await geocoder.checkAddress(address({ state: 'Texas' }))).toMatchObject({ ok: true });
    expect(await geocoder.geocode({ city: 'Austin', state: 'Texas' })).toMatchObject({ state: 'TX' });
    expect(
      await geocoder.checkAddress(address({ city: 'Brooklyn', state: 'NY', zipcode: '11201' })),
    ).toMatchObject({ ok: true });
  });

  it('refuses another country, an unknown ZIP, a wrong state and a far-away city', async () => {
    expect(await geocoder.checkAddress(address({ country: 'CA' }))).toEqual({ ok: false, reason: 'country' });
    expect(await geocoder.checkAddress(address({ zipcode: '00000' }))).toEqual({
      ok: false,
      reason: 'zipcode',
    });
    expect(await geocoder.checkAddress(address({ state: 'CA' }))).toEqual({ ok: false, reason: 'state' });
    expect(await geocoder.checkAddress(address({ city: 'Dallas' }))).toEqual({ ok: false, reason: 'city' });
  });
});

describe('google geocoder', () => {
  it('asks Google for a US address and reads its components', async () => {
    let asked: URL | undefined;
    const fetchImpl = (async (url: URL) => {
      asked = url;
      return new Response(
        JSON.stringify({
          status: 'OK',
          results: [
            {
              address_components: [
                { long_name: '118', short_name: '118', types: ['street_number'] },
                { long_name: 'Maple Avenue', short_name: 'Maple Ave', types: ['route'] },
                { long_name: 'Austin', short_name: 'Austin', types: ['locality'] },
                { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1'] },
                { long_name: '78704', short_name: '78704', types: ['postal_code'] },
                { long_name: 'United States', short_name: 'US', types: ['country'] },
              ],
              geometry: { location: { lat: 30.24, lng: -97.76 }, location_type: 'ROOFTOP' },
            },
          ],
        }),
      );
    }) as unknown as typeof fetch;
    const geocoder = createGoogleGeocoder({ apiKey: 'k', fetchImpl });
    expect(await geocoder.checkAddress(address())).toEqual({
      ok: true,
      coordinates: { lat: 30.24, lng: -97.76 },
    });
    expect(asked?.searchParams.get('components')).toBe('country:US');
    expect(await geocoder.checkAddress(address({ state: 'CA' }))).toEqual({ ok: false, reason: 'state' });
  });
});
