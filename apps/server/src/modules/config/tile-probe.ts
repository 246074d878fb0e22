// Whether this installation reaches its map tile server (issue 21). The server asks for the world
// tile once and GET /config says so: a browser of an installation without internet then never
// asks for a tile at all, so nothing fails in its console. A browser still checks one tile itself
// when the server does reach the tiles (its own network may differ).
import { epochNow } from '../../lib/clock';

const TIMEOUT_MS = 2_500;
// An answer is kept 10 minutes; a failure only a minute, so tiles come back soon after the network.
const KEEP_REACHABLE_S = 600;
const KEEP_UNREACHABLE_S = 60;

/** The world tile (zoom 0) of a Leaflet URL template. */
const worldTile = (template: string) =>
  template.replace('{s}', 'a').replace('{z}', '0').replace('{x}', '0').replace('{y}', '0').replace('{r}', '');

const probe = async (template: string): Promise<boolean> => {
  try {
    const response = await fetch(worldTile(template), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
};

/** One probe at a time, its answer kept for a while; no tile server configured means unreachable. */
export const createTileProbe = (template: string) => {
  let last: { at: number; answer: Promise<boolean> } | null = null;
  return async (): Promise<boolean> => {
    if (!template) return false;
    const now = epochNow();
    if (last) {
      const answer = await last.answer;
      if (now - last.at < (answer ? KEEP_REACHABLE_S : KEEP_UNREACHABLE_S)) return answer;
    }
    last = { at: now, answer: probe(template) };
    return last.answer;
  };
};
