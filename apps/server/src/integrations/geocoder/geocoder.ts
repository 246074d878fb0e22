// Address lookup and checking (002 §2.1, §5 'Enter a valid address'; issue 4 §1): offline by
// default from an embedded US ZIP table, Google Geocoding when GOOGLE_MAPS_API_KEY is set.
type Coordinates = { lat: number; lng: number };

export type GeocodeQuery = { street?: string; city?: string; state?: string; zip?: string };

export type GeocodedAddress = {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  coordinates: Coordinates;
  /** offline answers give the ZIP's centre; google answers the rooftop or the route. */
  precision: 'zip' | 'street';
};

type AddressToCheck = {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
};

export type AddressCheck = { ok: true; coordinates: Coordinates } | { ok: false; reason: string };

export type Geocoder = {
  name: 'offline' | 'google';
  /** Best match for what the person typed so far, or null when nothing in the US matches. */
  geocode: (query: GeocodeQuery) => Promise<GeocodedAddress | null>;
  /** Country US, and city, state and ZIP consistent with each other. */
  checkAddress: (address: AddressToCheck) => Promise<AddressCheck>;
};
