// A contract's parties in its signature block printed as two columns (issue 23, stop 27):
// 'Buyer's Signature ____  Seller's Signature ____' over 'Print Name: A  Print Name: B' (the
// printed names in the order the roles head the columns).
import type { Found, PageText } from './find';

const PRINTED = /(?:^|\s)(?:\(?print(?:ed)?(?: or type(?:d)?)? name\)?)[ \t]*:?[ \t]*/gi;
const ROLE = /\b(buyer|purchaser|seller|vendor)s?(?:'s|’s)?\b/gi;

/** The party of a role from a line of two printed names under a line (or two) naming both roles. */
export const signatureColumns = (pages: PageText[], role: 'buyer' | 'seller'): Found | null => {
  const wanted = role === 'buyer' ? /^(?:buyer|purchaser)$/ : /^(?:seller|vendor)$/;
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    for (const [i, line] of lines.entries()) {
      const heads = [...line.matchAll(PRINTED)];
      if (heads.length !== 2) continue;
      const names = heads.map((h, k) =>
        line.slice(h.index + h[0].length, heads[k + 1]?.index ?? line.length).trim(),
      );
      // The roles in the order the nearest line above naming both (each once) names them.
      const roles = lines
        .slice(Math.max(0, i - 3), i)
        .reverse()
        .map((l) => [...l.matchAll(ROLE)].map((m) => m[1]!.toLowerCase()))
        .find((r) => r.length === 2 && /buyer|purchaser/.test(r[0]!) !== /buyer|purchaser/.test(r[1]!));
      if (!roles) continue;
      const at = roles.findIndex((r) => wanted.test(r));
      const name = names[at];
      if (name) return { value: name, page, quote: line.trim() };
    }
  }
  return null;
};
