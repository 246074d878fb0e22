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

/** The words contracts print for each role (buyer's: 'Buyer', 'Purchaser', 'Vendee'; seller's: 'Seller', 'Vendor'). */
export const ROLE_WORDS = { buyer: 'buyer|purchaser|vendee', seller: 'seller|vendor' } as const;

const PERSON_OR_FIRM = String.raw`[A-Z][A-Za-z0-9.,'&-]*(?: (?:[A-Z][A-Za-z0-9.,'&-]*|and|&)){0,7}`;

/**
 * A party named then defined by its role, its address between ('Cyrus Mwangi, of 5425 Kingfisher
 * Ln, Worcester, MA 01603, hereinafter called the SELLER': the Massachusetts standard form; 'Ada
 * Moss, hereinafter referred to as "Buyer"'), the sentence wrapping anywhere.
 */
export const hereinafterRole = (pages: PageText[], role: 'buyer' | 'seller'): Found | null => {
  const re = new RegExp(
    String.raw`(?:^|[.;:]\s+|\b(?:and|AND)\s+)(${PERSON_OR_FIRM.replace(/ /g, String.raw`\s+`)}),\s+(?:of\s+(?:(?!here(?:in|after))[^;"]){5,140}?,\s+)?(?:${cases('hereinafter|herein|hereafter')})\s+(?:called|referred\s+to\s+as|known\s+as|designated\s+as)\s+(?:the\s+)?["“]?(?:${cases(ROLE_WORDS[role])})\b`,
    'gm',
  );
  for (const { page, text } of pages)
    for (const m of text.matchAll(re))
      return {
        // The verb of the clause before is no part of the name ('agrees to SELL and Dev Rao, of ...').
        value: m[1]!
          .replace(/\s+/g, ' ')
          .replace(/^(?:sell|buy|convey|purchase)\s+and\s+/i, '')
          .trim(),
        page,
        quote: m[0].split('\n')[0]!.trim(),
      };
  return null;
};

/** Words as a contract prints them: lower case, capitalised or in capitals ('seller|Seller|SELLER'). */
const cases = (words: string) =>
  words
    .split('|')
    .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()])
    .join('|');

/**
 * The role's name line without a colon, its name wrapped onto the next line ('Purchaser Name(s)
 * (please print) Celestine' over 'Sandoval and Rosamund Oduya': the Illinois Multi-Board form):
 * the label must name the name ('Name(s)'), and the next line goes on only when it is words of a
 * name and opens with no label of its own.
 */
export const roleNameLine = (pages: PageText[], role: 'buyer' | 'seller'): Found | null => {
  const head = new RegExp(
    String.raw`^[ \t]*(?:print(?:ed)?[ \t]+)?(?:${ROLE_WORDS[role]})(?:\(s\)|s)?(?:'s|’s)?[ \t]+(?:full[ \t]+)?(?:legal[ \t]+)?names?(?:\(s\))?(?:[ \t]*\([^)\n]{1,30}\))?[ \t]+([A-Z][^\n:]*?)[ \t]*$`,
    'im',
  );
  const more = /^[ \t]*([A-Z][A-Za-z.'-]*(?: (?:[A-Z][A-Za-z.'-]*|and|&)){0,5})[ \t]*$/;
  for (const { page, text } of pages) {
    const m = head.exec(text);
    if (!m) continue;
    const next = text.slice(m.index + m[0].length + 1).split('\n')[0] ?? '';
    const label = new RegExp(String.raw`^[ \t]*(?:${ROLE_WORDS.buyer}|${ROLE_WORDS.seller}|if|the)\b`, 'i');
    const tail = !label.test(next) ? more.exec(next) : null;
    return { value: tail ? `${m[1]!} ${tail[1]!}` : m[1]!, page, quote: m[0].trim() };
  }
  return null;
};
