import type { Geocoder } from './geocoder.js';
import { createGoogleGeocoder } from './google-geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

/** Google when a key is configured, the embedded ZIP table otherwise (DESIGN.md §1). */
export const createGeocoder = ({ googleMapsApiKey }: { googleMapsApiKey?: string | undefined }): Geocoder =>
  googleMapsApiKey ? createGoogleGeocoder({ apiKey: googleMapsApiKey }) : createOfflineGeocoder();
