import { DEFAULT_LOCATION, MAP_DEFAULT_ZOOM, MAP_ZOOM_STEP, STREET_VIEW_RADIUS } from '@lending/domain';

// Spec 000 §5 / §9: the map opens on Washington DC at zoom 11 (GET /loan/map places addresses at
// 0,0 or without coordinates there).
export const DEFAULT_CENTER: [number, number] = [DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng];
export const DEFAULT_ZOOM = MAP_DEFAULT_ZOOM;
export const ZOOM_STEP = MAP_ZOOM_STEP;
export { STREET_VIEW_RADIUS };

/** Selecting Previous on the first loan goes to the last, Next on the last to the first. */
export const stepIndex = (index: number, step: 1 | -1, length: number): number =>
  length === 0 ? 0 : (index + step + length) % length;
