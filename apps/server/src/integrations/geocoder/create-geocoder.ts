import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

/** Google when a key is configured, the embedded ZIP table otherwise (DESIGN.md §1). */
export const createGeocoder = ({ googleMapsApiKey }: { googleMapsApiKey?: string | undefined }): Geocoder =>
  googleMapsApiKey ? createGoogleGeocoder({ apiKey: googleMapsApiKey }) : createOfflineGeocoder();
