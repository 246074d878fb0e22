// An operating agreement's members and their shares laid out other than as one row per member
// (issue 23, stop 26): a block per member ('Member: X' with its address and contribution, the
// share labelled further down), or a '|' table whose header names the member and share columns
// in whatever order ('Sharing Ratio | Member Name and Notice Address | ...').
import { type Found, type PageText } from './find';
import { NAME } from './layout';
import { joinPipeRows } from './pipes';
import { wordsToNumber } from './words-figures';

/** A member's name: a person, or a company with its legal suffix (an LLC can be a member). */
const PARTY = String.raw`(?:[A-Z][A-Za-z&.'-]*(?: [A-Z&][A-Za-z&.'-]*){0,5},? (?:LLC|L\.L\.C\.|Inc\.|LP|L\.P\.|LLP|Trust)|${NAME})`;

/** The words real agreements use for a member's share. */
const SHARE_LABEL = String.raw`(?<![A-Za-z])(?:sharing ratio|percentage interest|membership interest|ownership(?: interest| percentage)?|interest|percentage|share)`;

type Member = { name: string; share: number; page: number; quote: string };

const found = (members: Member[], part: 1 | 2): Found | null =>
  members.length === 0
    ? null
    : {
        value: members.map((m) => (part === 1 ? m.name : m.share)),
        page: members[0]!.page,
        quote: members[0]!.quote,
      };

/**
 * One block per member: a 'Member: <name>' (or 'Name: <name>') line, then within the block (up to the next such line,
 * six lines at most) one share labelled as such ('Sharing Ratio: 40.000%'). A 'Member:' line
 * without a share (a signature line) is no block; two shares in a block: not read.
 */
export const memberBlocks = (pages: PageText[], part: 1 | 2): Found | null => {
  const members: Member[] = [];
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    const starts = lines.flatMap((line, i) => {
      const m = new RegExp(
        // A signature block's 'Name: X' over its share counts too ('Percentage Interest: 40%').
        // Or the label and the name alone on the line, no colon ('Member Imogen Mwangi').
        String.raw`^[ \t]*(?:[-_.•]+[ \t]*)?(?:member(?: name)?|name)(?:[ \t]*:[ \t]*(${PARTY})|[ \t]+(${PARTY})[ \t]*$)`,
        'i',
      ).exec(line);
      const name = m?.[1] ?? (m?.[2] && /^[A-Z]/.test(m[2]) ? m[2] : undefined);
      return name ? [{ i, name: name.trim(), line: line.trim() }] : [];
    });
    for (const [k, s] of starts.entries()) {
      const end = Math.min(starts[k + 1]?.i ?? lines.length, s.i + 7);
      const block = lines.slice(s.i + 1, end).join('\n');
      const shares = [
        ...block.matchAll(
          new RegExp(String.raw`${SHARE_LABEL}[ \t]*:?[ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*%`, 'gi'),
        ),
      ];
      if (shares.length === 1)
        members.push({ name: s.name, share: Number(shares[0]![1]), page, quote: s.line });
    }
  }
  return found(members, part);
};

/**
 * A '|' table of members: the header names a member (or name) column and a share column; each
 * row's member cell is the name before its address ('Marisol Lindahl, 8550 Wexford Rd, ...'), its
 * share cell one percentage. The table ends at its total row or the first row that does not fit.
 */
export const memberColumns = (pages: PageText[], part: 1 | 2): Found | null => {
  for (const { page, text } of pages) {
    const lines = joinPipeRows(text.split('\n'));
    for (const [i, header] of lines.entries()) {
      const heads = header.split('|').map((h) => h.trim());
      if (heads.length < 2) continue;
      const share = heads.findIndex((h) => new RegExp(`${SHARE_LABEL}|%`, 'i').test(h));
      const member = heads.findIndex((h, k) => k !== share && /\bmember|\bname\b/i.test(h));
      if (share < 0 || member < 0 || /\d/.test(header)) continue;
      const members: Member[] = [];
      for (const row of lines.slice(i + 1)) {
        const cells = row.split('|').map((c) => c.trim());
        if (cells.length !== heads.length || /\btotals?\b/i.test(row)) break;
        const name = new RegExp(String.raw`^(${PARTY})(?:,[ \t]*\d|[ \t]*$)`).exec(cells[member]!);
        const pct = /^(\d{1,3}(?:\.\d+)?)[ \t]*%$/.exec(cells[share]!);
        if (!name || !pct) break;
        members.push({ name: name[1]!, share: Number(pct[1]), page, quote: row.trim() });
      }
      if (members.length > 0) return found(members, part);
    }
  }
  return null;
};

/**
 * Members stated in prose, one sentence each: 'Jo Avery has contributed $50,000 in cash and holds
 * a Percentage Interest of Sixty percent (60%)', 'Jo Avery shall own a Membership Interest of 40%'.
 */
export const proseShares = (pages: PageText[], part: 1 | 2): Found | null => {
  const members: Member[] = [];
  const re = new RegExp(
    String.raw`(?<![A-Za-z] ?)(${PARTY})\s+(?:has\s+contributed[^.;]{0,120}?\s+and\s+)?(?:holds|owns|shall\s+(?:hold|own))\s+an?\s+(?:[Pp]ercentage|[Mm]embership|[Oo]wnership)\s+[Ii]nterest\s+(?:in\s+the\s+[Cc]ompany\s+)?(?:of|equal\s+to)\s+(?:[A-Za-z-]+\s+){0,4}?\(?(\d{1,3}(?:\.\d+)?)\s*%`,
    'g',
  );
  for (const { page, text } of pages) {
    const flat = text.replace(/[ \t]*\n[ \t]*/g, ' ');
    for (const m of flat.matchAll(re))
      members.push({ name: m[1]!.trim(), share: Number(m[2]), page, quote: m[0].slice(0, 120) });
  }
  return found(members, part);
};

/**
 * Members' shares worked out from their units (stop 29): a '|' table whose header names a member
 * (or name) column and a units (or shares) column, its rows' units adding up to its total row's
 * ('Ada Moss | ... | 600', 'Ben Cruz | ... | 400', 'Total | | 1,000'): each share is its units over
 * the total, stated only when every share comes out whole to two decimals.
 */
export const unitShares = (pages: PageText[], part: 1 | 2): Found | null => {
  for (const { page, text } of pages) {
    const lines = joinPipeRows(text.split('\n'));
    for (const [i, header] of lines.entries()) {
      const heads = header.split('|').map((h) => h.trim());
      const units = heads.findIndex((h) => /^(?:membership )?(?:units|shares)(?: held| owned)?$/i.test(h));
      const member = heads.findIndex((h, k) => k !== units && /\bmember|\bname\b/i.test(h));
      if (heads.length < 2 || units < 0 || member < 0 || /\d|%/.test(header)) continue;
      const rows: { name: string; n: number; quote: string }[] = [];
      for (const row of lines.slice(i + 1)) {
        const cells = row.split('|').map((c) => c.trim());
        const n = /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$/.test(cells[units] ?? '')
          ? Number(cells[units]!.replace(/,/g, ''))
          : undefined;
        if (cells.length !== heads.length || n === undefined) break;
        if (/^totals?\b/i.test(cells[0]!)) {
          const sum = rows.reduce((a, r) => a + r.n, 0);
          const shares = rows.map((r) => Math.round((r.n / n) * 10000) / 100);
          // A share that does not come out whole to two decimals (1/3) is not rounded into one.
          const exact = shares.every((x, k) => Math.abs(x - (rows[k]!.n / n) * 100) < 1e-9);
          if (rows.length === 0 || Math.abs(sum - n) > 0.001 || !exact) break;
          return found(
            rows.map((r, k) => ({ name: r.name, share: shares[k]!, page, quote: r.quote })),
            part,
          );
        }
        const name = new RegExp(String.raw`^(${PARTY})(?:,[ \t]*\d|[ \t]*$)`).exec(cells[member]!);
        if (!name) break;
        rows.push({ name: name[1]!, n, quote: row.trim() });
      }
    }
  }
  return null;
};

/** Shares written in words on each member's line ('Ada Moss   $60,000   Sixty percent'), read as figures. */
export const wordShares = (pages: PageText[], part: 1 | 2): Found | null => {
  const members: Member[] = [];
  const re = new RegExp(
    String.raw`^[ \t]*(${NAME})[ \t]{2,}[^\n%]{0,60}?\b([A-Z][a-z]+(?:[- ][a-z]+)?)[ \t]+per ?cent\b[^\n\d%]*$`,
    'gm',
  );
  for (const { page, text } of pages)
    for (const m of text.matchAll(re)) {
      const share = wordsToNumber(m[2]!);
      if (share === null || share <= 0 || share > 100) return null;
      members.push({ name: m[1]!, share, page, quote: m[0].trim() });
    }
  return found(members, part);
};
