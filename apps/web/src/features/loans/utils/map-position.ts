import { DEFAULT_LOCATION, MAP_DEFAULT_ZOOM, MAP_ZOOM_STEP, STREET_VIEW_RADIUS } from '@lending/domain';
import type { LoanListItem } from '../api/types';

// Spec 000 §5 / §9: addresses at 0,0 (or without coordinates) sit at Washington DC, zoom 11.
export const DEFAULT_CENTER: [number, number] = [DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng];
export const DEFAULT_ZOOM = MAP_DEFAULT_ZOOM;
export const ZOOM_STEP = MAP_ZOOM_STEP;
export { STREET_VIEW_RADIUS };

export const positionOf = (loan: LoanListItem): [number, number] => {
  const coordinates = loan.properties[0]?.coordinates;
  if (!coordinates || (coordinates.lat === 0 && coordinates.lng === 0)) return DEFAULT_CENTER;
  return [coordinates.lat, coordinates.lng];
};

/** Selecting Previous on the first loan goes to the last, Next on the last to the first. */
export const stepIndex = (index: number, step: 1 | -1, length: number): number =>
  length === 0 ? 0 : (index + step + length) % length;
