// Map tiles come from the internet. When one fails to load (offline, blocked by a firewall) the
// maps show what they can without them for the rest of the session, instead of a grey box that
// asks for every tile again on every page (and logs each failure).
const KEY = 'lending.map-tiles-unavailable';

export const areTilesUnavailable = (): boolean => {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

export const markTilesUnavailable = (): void => {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // storage refused (private mode): this page still falls back
  }
};
