// REWORDED (split 'reworded', blind): the labels of a generated document reworded the way other
// lenders, banks, title companies and appraisers print the same thing. Written blind (the extractor
// never opened); the values and the ground truth are the family's own. Nobody tuning the extractor
// opens this file or prints the split's failures.
//
// How: the document's class is recognised from its text (REWORD_TABLES, in reworded-*.ts), then
// every label of that class's table is replaced, longest first and as whole words, by one of the
// wordings other institutions print for it, picked once per document with the document's own
// random source, so a label reads the same everywhere in the document. The label keeps the case it
// was set in (upper, lower, sentence case); per document, labels that open a line or a column may
// also be set in upper case and lose their colon, as other forms set them. A two-column row stays a
// two-column row; values (names, addresses, numbers, dates) are never touched.
import { REWORD_IDS } from './reworded-ids';
import { REWORD_LEGAL } from './reworded-legal';
import { REWORD_MONEY } from './reworded-money';
import { REWORD_PROPERTY } from './reworded-property';
import type { RewordTable } from './reworded-table';
import type { Rng } from './rng';
import type { Line } from './types';

/** The first table (split 'reworded'). First match wins: the more specific classes come before the
 * ones recognised by a common word. A second table, written apart, is passed by its caller (split
 * 'reworded-2', reworded2.ts). */
const TABLES: RewordTable[] = [...REWORD_IDS, ...REWORD_LEGAL, ...REWORD_PROPERTY, ...REWORD_MONEY];

/** One label replaced: what was printed, what is printed now, and the scored field it names. */
export type RewordHit = { from: string; to: string; field?: string };

const LETTER = /[A-Za-z]/;
const isAcronym = (w: string) => w.length > 1 && w === w.toUpperCase() && LETTER.test(w);
const capitalised = (w: string) => /^[A-Z][a-z]/.test(w);

/** The alternative set in the case the label was printed in. */
const cased = (alt: string, printed: string, cell: string): string => {
  const letters = printed.replace(/[^A-Za-z]/g, '');
  const upper = letters.length > 0 && letters === letters.toUpperCase();
  const all = cell.replace(/[^A-Za-z]/g, '');
  const loud = all.replace(/[^A-Z]/g, '').length >= 0.8 * all.length;
  if (upper && (loud || printed.includes(' ') || letters.length > 4)) return alt.toUpperCase();
  if (upper) return alt;
  const words = printed.split(/\s+/);
  const lowerAll = /^[a-z]/.test(printed);
  const sentence = !lowerAll && words.length > 1 && words.slice(1).every((w) => !capitalised(w));
  if (!lowerAll && !sentence) return alt;
  return alt
    .split(' ')
    .map((w, i) => {
      if (isAcronym(w) || !capitalised(w)) return w;
      if (i === 0 && !lowerAll) return w;
      return w.toLowerCase();
    })
    .join(' ');
};

const escape = (s: string) =>
  s
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split(' ')
    .join('\\s+');

/** At the start of a cell, after a column gap, or after an AAMVA field number ('4b EXP'). */
const ANCHOR = String.raw`(?:(?<=^)|(?<=\s{2})|(?<=^\d{1,2}[a-z]?\s)|(?<=\s{2}\d{1,2}[a-z]?\s))`;
const OPENS = new RegExp(String.raw`(?:^|\s{2})(?:\d{1,2}[a-z]?\s)?$`);

const tableOf = (pages: Line[][], tables: RewordTable[]): RewordTable | undefined => {
  const text = pages
    .flat()
    .map((l) => (typeof l === 'string' ? l : `${l[0]}  ${l[1]}`))
    .join('\n');
  return tables.find((t) => t.detect.test(text));
};

/** The pages with their labels reworded by the first of `tables` that recognises them (the first
 * table by default); each replacement is added to `hits` when given (checks). */
export const reword = (
  pages: Line[][],
  r: Rng,
  hits: RewordHit[] = [],
  tables: RewordTable[] = TABLES,
): Line[][] => {
  const table = tableOf(pages, tables);
  if (!table) return pages;
  const drawn = new Map<string, number>();
  const entries = table.entries.map((e) => {
    if (!drawn.has(e.group)) drawn.set(e.group, r.next());
    return { ...e, to: e.alts[Math.floor(drawn.get(e.group)! * e.alts.length)]! };
  });
  const upperOpeners = r.next() < 0.25;
  const dropColons = r.next() < 0.4;
  const byLength = [...entries].sort((a, b) => b.from.length - a.from.length);
  const pattern = new RegExp(
    byLength
      .map((e) =>
        e.whole
          ? String.raw`(?<=^\s*)(${escape(e.from)})(?=\s*$)`
          : `${e.anchored ? ANCHOR : '(?<![A-Za-z0-9])'}(${escape(e.from)})(?![A-Za-z0-9])`,
      )
      .join('|'),
    'gi',
  );
  const cell = (text: string): string =>
    text.replace(pattern, (...args: unknown[]) => {
      const groups = args.slice(1, byLength.length + 1) as (string | undefined)[];
      const offset = args[byLength.length + 1] as number;
      const k = groups.findIndex((g) => g !== undefined);
      const e = byLength[k]!;
      const printed = groups[k]!;
      // A label opening a short cell (not prose, not a possessive) may be set in upper case.
      const opens =
        OPENS.test(text.slice(0, offset)) && text.length <= 60 && text[offset + printed.length] !== "'";
      let out = e.to === '' ? printed : cased(e.to, printed, text);
      if (opens && upperOpeners && e.to !== '') out = out.toUpperCase();
      if (e.to !== '') hits.push({ from: printed, to: out, field: e.field });
      return out;
    });
  const undoColon = (text: string): string =>
    dropColons ? text.replace(/(^|\s{2})([A-Za-z][A-Za-z .#'/&()-]{1,40}?):\s+(?=\S)/g, '$1$2 ') : text;
  return pages.map((page) =>
    page.map((line): Line =>
      typeof line === 'string' ? undoColon(cell(line)) : [undoColon(cell(line[0])), undoColon(cell(line[1]))],
    ),
  );
};
