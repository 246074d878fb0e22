// REWORDED (blind): the shape of the rewording tables and the one-line notation they are written in.
//
//   '^{group}Printed label > Alternative one | Alternative two #field'
//
// '=' : only where the label is the whole cell (a heading such as 'Transactions');
// '^' : only where the label opens a cell, follows a column gap or an AAMVA field number (so 'LN'
//       never matches the 'LN' of 'WILLOW LN');
// '{g}': labels sharing a group take the same pick (the n-th alternative of each), so 'Closing
//       Date' and 'closing' become 'Settlement Date' and 'settlement' together;
// '#f' : the scored field(s) the label names, comma-separated (used only to report coverage);
// 's)' : 'Percentage Interest(s) > Membership Interest(s)' is written once for both numbers.
// An alternative equal to the printed label leaves it as printed in that pick; a row with no
// alternative ('Mobile Deposit >') protects a longer phrase from a shorter entry inside it.

type RewordEntry = {
  from: string;
  alts: string[];
  group: string;
  anchored: boolean;
  /** The label is the whole cell (a heading), not a word that opens a row. */
  whole: boolean;
  field?: string;
};

export type RewordTable = { cls: string; detect: RegExp; entries: RewordEntry[] };

const parse = (row: string): RewordEntry[] => {
  let rest = row.trim();
  const whole = rest.startsWith('=');
  const anchored = whole || rest.startsWith('^');
  if (anchored) rest = rest.slice(1);
  const g = /^\{([^}]+)\}/.exec(rest);
  if (g) rest = rest.slice(g[0].length);
  const f = / #([a-z_0-9,]+)$/.exec(rest);
  if (f) rest = rest.slice(0, f.index);
  const [from, alts = ''] = rest.split(/\s>(?:\s|$)/).map((s) => s.trim()) as [string, string?];
  const list = alts === '' ? [] : alts.split(' | ').map((s) => s.trim());
  const make = (num: (s: string) => string): RewordEntry => ({
    from: num(from),
    alts: list.length === 0 ? [''] : list.map(num),
    group: g ? g[1]! : from.replace('(s)', '').toLowerCase(),
    anchored,
    whole,
    field: f?.[1],
  });
  if (!from.includes('(s)')) return [make((s) => s)];
  return [make((s) => s.replace(/\(s\)/g, '')), make((s) => s.replace(/\(s\)/g, 's'))];
};

/** A class's table from its rows in the notation above. */
export const rewordTable = (cls: string, detect: RegExp, rows: string[]): RewordTable => ({
  cls,
  detect,
  entries: rows.flatMap(parse),
});
