// Map tiles come from the internet. When one fails to load (offline, blocked by a firewall) the
// maps show what they can without them for the rest of the session, instead of a grey box that
// asks for every tile again on every page (and logs each failure).
import { useEffect, useState } from 'react';

const KEY = 'lending.map-tiles-unavailable';

const areTilesUnavailable = (): boolean => {
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

type TileState = 'checking' | 'available' | 'unavailable';

/** The world tile (zoom 0) of a Leaflet URL template: one small image that says if tiles load. */
const probeUrl = (template: string) =>
  template.replace('{s}', 'a').replace('{z}', '0').replace('{x}', '0').replace('{y}', '0').replace('{r}', '');

/**
 * Whether the maps can draw tiles: none configured (an installation without internet) or one failed
 * this session means no; otherwise one probe tile decides before Leaflet asks for a dozen. Offline,
 * a page so costs at most one failed request (the first of the session), not one per tile per page.
 */
export const useTileAvailability = (tileUrl: string | undefined): TileState => {
  const known: TileState | null = tileUrl === '' || areTilesUnavailable() ? 'unavailable' : null;
  const [probed, setProbed] = useState<{ url: string; state: TileState } | null>(null);
  useEffect(() => {
    if (known || !tileUrl) return undefined;
    let live = true;
    const image = new Image();
    image.onload = () => live && setProbed({ url: tileUrl, state: 'available' });
    image.onerror = () => {
      markTilesUnavailable();
      if (live) setProbed({ url: tileUrl, state: 'unavailable' });
    };
    image.src = probeUrl(tileUrl);
    return () => {
      live = false;
    };
  }, [known, tileUrl]);
  if (known) return known;
  return probed && probed.url === tileUrl ? probed.state : 'checking';
};
