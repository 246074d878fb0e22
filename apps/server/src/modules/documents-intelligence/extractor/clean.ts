// OCR and layout clean-up of a page before the extractor's patterns read it (scan speckles,
// misread currency signs and separators, typographic quotes). Lines are kept as they are, so a
// value's quote is still found on the stored page.

/** A token a scan's speckles make: symbols only, a lone lower-case letter, 'oC', '°C', '5°'. */
const isNoise = (token: string): boolean =>
  /^[^A-Za-z0-9$]+$/.test(token) ||
  /^[a-z]{1,2}$/.test(token) ||
  // A lone letter with a mark after it ('DEUTSCH a.').
  /^[a-z][.,:;]$/.test(token) ||
  /^[A-Z][a-z]$/.test(token) ||
  /^[a-z][A-Z]$/.test(token) ||
  // A preposition ending a label ('vested in:', 'made by:') is a word, not a speck.
  (token.length <= 3 && /[^A-Za-z0-9.,&'$%()/-]/.test(token) && !/^(?:in|to|by|of|at|on|as):$/.test(token));

/**
 * Speckle text at a line's end ('Casey Brennan . c', 'LLC °C \'') goes: the trailing run of
 * noise tokens is dropped when it holds at least one symbols-only token or ends in a lone letter.
 */
const withoutNoise = (line: string): string => {
  // A row of a table drawn with '|' keeps its cell borders (a trailing '|' is an empty cell).
  const table = (line.match(/\|/g) ?? []).length >= 3;
  const tokens = [...line.matchAll(/\S+/g)];
  // Leading speckles: symbols-only tokens, a lone letter before a capitalised word.
  let from = 0;
  while (
    from < tokens.length - 1 &&
    // A table row's opening cell border is no speck ('| $0 | Free & clear | $0').
    !(table && tokens[from]![0] === '|') &&
    (/^[^A-Za-z0-9$#(]+$/.test(tokens[from]![0]) ||
      // A lone letter, or a lower-case letter before a capital ('hE'), before a word or a figure.
      (/^(?:[b-z]|[a-z][A-Z])$/.test(tokens[from]![0]) && /^[A-Z0-9#]/.test(tokens[from + 1]![0])))
  )
    from++;
  let cut = tokens.length;
  while (
    cut > from + 1 &&
    isNoise(tokens[cut - 1]![0]) &&
    !(table && /^\|[^\w$]?$/.test(tokens[cut - 1]![0]))
  )
    cut--;
  const run = tokens.slice(cut).map((t) => t[0]);
  const before = tokens[cut - 1]?.[0] ?? '';
  const symbolic =
    run.length > 0 &&
    (run.some((t) => /^[^A-Za-z0-9$]+$/.test(t)) ||
      /^[a-z][.,:;]?$/.test(run.at(-1)!) ||
      (/^[A-Z]{2,}$/.test(before) && run.every((t) => /[a-z]/.test(t))));
  if (from === 0 && !symbolic) return line;
  const start = from === 0 ? 0 : tokens[from]!.index;
  const end = symbolic ? tokens[cut]!.index : line.length;
  const kept = line
    .slice(start, end)
    .trimEnd()
    .replace(/^["'’‘“”©®*+_~|]+(?=[A-Za-z0-9])/, '');
  // The speck's mark left on a word in capitals before it ('UNITED STATES OF AMERICA.  l').
  return symbolic ? kept.replace(/(?<=\b[A-Z]{2,})[.,:;]$/, '') : kept;
};

/** A passport's machine-readable line: no spaces in it ('P<GBRHOLLOWAY<<RHY S<<<' is RHYS). */
const MRZ_WITH_SPACES = /^[ \t]*[A-Z0-9<]+(?: [A-Z0-9<]+){1,3}[ \t]*$/;

/** A quote mark's family, and the marks of the line that are no apostrophe ("Seller's"). */
const DOUBLE = /["“”]/g;
const SINGLE = /(?<![A-Za-z])['‘’`]|['‘’`](?![A-Za-z])/g;

/**
 * A scan's specks that tesseract reads as marks glued to a word, which a text PDF never prints:
 * a mark before a line's first word ('-TOTALS | | |', '.202 Fairbanks', ':F |'), a quote mark
 * with no partner on its line before a word or a figure ('"105 Samuel', "Year Built  '2005"), a
 * table's cell border read as a bracket or with a mark on it ('2/1] 10/01/2025', '[$1,550',
 * "I'|", '3/1:|'), two amounts of a table row with their border lost ('$157,950 $3,750'), and
 * spaces inside a passport's machine-readable line.
 */
const withoutSpecks = (raw: string): string => {
  if (MRZ_WITH_SPACES.test(raw) && raw.includes('<<') && raw.replace(/\s/g, '').length >= 30)
    return raw.replace(/\s/g, '');
  let line = raw
    .replace(/^([ \t]*)(?:[.,_~`*:;]+(?=[A-Z0-9$])|-+(?=[A-Z]))/, '$1')
    // An opening quote inside a word is no apostrophe: a speck for a space ('vested in‘one or more').
    .replace(/(?<=[a-z])‘(?=[a-z])/g, ' ');
  for (const family of [DOUBLE, SINGLE])
    if ((line.match(family) ?? []).length === 1)
      line = line.replace(/(?<=^|[ \t])["“”'‘’`](?=[A-Z0-9$])/, '');
  if ((line.match(/\|/g) ?? []).length < 3) return line;
  return line
    .replace(/(?<=^|[ \t])\[(?=\$?\d)/g, '| ')
    .replace(/(?<=\d)\](?=[ \t.:;,]|$)/g, ' |')
    .replace(/(?<=\S)['’‘"“”.:;,]+\|/g, ' |')
    .replace(/\|['’‘"“”.:;,]+(?=[ \t|]|$)/g, '|')
    .replace(/(?<=\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?) (?=\$\d)/g, ' | ');
};

const ENGLISH_MONTH = /^(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)\.?$/;

/** A table line's cells between its borders (a closing border, or one before a wrap, opens none). */
const cellCount = (line: string) => line.trim().replace(/\|$/, '').split('|').length;

/**
 * The columns of the '|' table a line is in: its heading, the nearest lines above of cells
 * without a figure (a heading wrapped over two lines is one).
 */
const headingColumns = (lines: string[], at: number): number | null => {
  for (let i = at - 1; i >= 0 && i >= at - 40; i--) {
    if (/\d/.test(lines[i]!) || (lines[i]!.match(/\|/g) ?? []).length < 2) continue;
    const part = (line: string | undefined) => line !== undefined && !/\d/.test(line) && line.includes('|');
    let [top, end] = [i, i];
    while (part(lines[top - 1])) top--;
    while (end + 1 < at && part(lines[end + 1])) end++;
    const heading = lines.slice(top, end + 1);
    return cellCount(heading.map((h) => h.trim().replace(/\|$/, '')).join(' | '));
  }
  return null;
};

/**
 * Two borders with no space between them before an amount ('$2,319,000 || $15,769'): an empty
 * cell whose blank OCR lost when the row has its heading's columns that way, else left to be
 * read as one border read twice.
 */
const emptyCells = (lines: string[]): string[] =>
  lines.map((line, at) => {
    if (!/\S\|\|[ \t]*\$/.test(line.replace(/[ \t]+\|\|/g, '||'))) return line;
    const open = line.replace(/[ \t]*\|\|[ \t]*(?=\$)/g, ' | | ');
    const columns = headingColumns(lines, at);
    return columns !== null && cellCount(open) === columns ? open : line;
  });

/** A figure as a table's cell prints it: a year or a count, a grouped amount, a decimal. */
const CELL_FIGURE = /^\$?(?:\d{1,4}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/**
 * A border OCR read as a glyph with the blanks around it lost, in a row with fewer cells than its
 * table's heading: a bracket between two figures ('3]3.0'), a '1' inside an amount that only
 * splits into two figures there ('197311,332' is 1973 | 1,332). Kept only when the row then has
 * its heading's columns exactly and every '1' taken was the only one that could be.
 */
const lostBorders = (lines: string[]): string[] =>
  lines.map((line, at) => {
    if ((line.match(/\|/g) ?? []).length < 2) return line;
    const columns = headingColumns(lines, at);
    if (columns === null || cellCount(line) >= columns) return line;
    let fixed = line.replace(/(?<=\d)[\][](?=\$?\d)/g, ' | ');
    while (cellCount(fixed) < columns) {
      const splits = [...fixed.matchAll(/[^\s|]+/g)].flatMap((m) => {
        const t = m[0];
        if (CELL_FIGURE.test(t) || !/^\$?[\d,.]+$/.test(t) || !t.includes(',')) return [];
        return [...t].flatMap((c, k) =>
          c === '1' && CELL_FIGURE.test(t.slice(0, k)) && CELL_FIGURE.test(t.slice(k + 1))
            ? [{ at: m.index + k }]
            : [],
        );
      });
      if (splits.length !== 1) break;
      fixed = `${fixed.slice(0, splits[0]!.at)} | ${fixed.slice(splits[0]!.at + 1)}`;
    }
    return cellCount(fixed) === columns ? fixed : line;
  });

/**
 * OCR and layout clean-up before matching: '$ 1,234' -> '$1,234', an OCR 'S' before an amount
 * -> '$', typographic quotes -> plain ones. The quote still comes from this text (same words).
 */
export const cleanText = (text: string): string =>
  lostBorders(
    emptyCells(
      text
        .split('\n')
        // A '|' table row wrapped after a cell ('... | $5,450' over '| $3,999'): the next line's
        // opening border is the table's, no speck.
        .map((line, i, lines) =>
          /^[ \t]*\|[ \t]/.test(line) && (lines[i - 1]?.match(/\|/g) ?? []).length >= 3
            ? line
            : withoutNoise(line),
        )
        .map(withoutSpecks),
    ),
  )
    // OCR reads a table's cell border after an amount as a bracket ('$157,950] $3,750 |',
    // '$190,000 [$42,500 |') and one border twice ('Cobalt Fund || $0').
    .map((line) =>
      (line.match(/\|/g) ?? []).length >= 3
        ? line
            .replace(/(?<=\d)[\][](?=[ \t]+[$\d]|\$)|(?<=\d[ \t])[\][](?=\$\d)/g, ' | ')
            .replace(/(?<=\S)[ \t]*\|\|[ \t]*(?=\$)/g, ' | ')
        : line,
    )
    .join('\n')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\$ +(?=\d)/g, '$')
    // OCR: '$1,150,00' is $1,150.00; 'EIm' is 'Elm'; "Plains'Mutual" is 'Plains Mutual'.
    .replace(/(\d,\d{3}),(\d{2})(?![\d,])/g, '$1.$2')
    .replace(/(?<=\b[A-Z])I(?=[a-z])/g, 'l')
    // A street's 'Pl' (Place) read 'PI' after the street's name: 'Ironwood PI, Boise'.
    .replace(/(?<=\b\d{1,6}(?: [A-Z][a-z]+)+ )PI(?=,|\.? |$)/gm, 'Pl')
    .replace(/(?<=[a-z]{2})'(?=[A-Z][a-z])/g, ' ')
    .replace(/(^|[\s(])S(?=\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b)/gm, '$1$')
    // OCR drops a decimal point: '$20,224 18' (two digits alone after the amount) is $20,224.18;
    // a stray mark after a day: "10' JAN 2026" and '10° JAN 2026' are 10 JAN 2026.
    .replace(/(\$\d{1,3}(?:,\d{3})+) (\d{2})(?=[ \t]*$|[ \t]{2,})/gm, '$1.$2')
    // Specks between figures: 'September 6,-2026', 'FL 43261.$88,100', '$99,180.30.0%' ($99,180
    // and 30.0%), '4,000.  40.00%', a numbered row's '3.:5741 Division St'.
    .replace(/(?<=\d,)[-.'’`~](?=\d{4}\b)/g, ' ')
    .replace(/(?<=\d)[.,:;](?=\$\d)/g, ' ')
    .replace(/(\$\d{1,3}(?:,\d{3})+)\.(?=\d{1,3}\.\d+%)/g, '$1 ')
    .replace(/(?<=\d,\d{3})\.(?=[ \t]{2,})/g, '')
    .replace(/(?<=^[ \t]*\d{1,2}\.)[:;'’`]+(?=\d)/gm, ' ')
    // A numbered label's speck for its space: '1.-Name/Surname/Nom'.
    .replace(/(?<=^[ \t]*\d{1,2}\.)[-:;'’`~]+(?=[A-Z][a-z])/gm, ' ')
    // A hyphen for a space before a small word: 'Odalys Oyelaran-on the property'.
    .replace(/(?<=\b[A-Z][a-z]+)-(?=(?:on|in|at|of|to|for|and|the|by|with) [a-z])/g, ' ')
    // A speck for a space between words: "shall be'-managed", 'Such deed is.to be delivered'.
    .replace(/(?<=[a-z])['`.,]+-(?=[a-z])/g, ' ')
    .replace(/(?<=\b(?:is|to|the|of|and|in|be|by|on|at|as|or|for))\.(?=[a-z]{2,}\b)/g, ' ')
    // A leader after a misread colon is no minus sign: 'Policy Amount;-$1,165,000.00'.
    .replace(/;-(?=\$\d)/g, '; ')
    // and its separators: '$58 702 07' is $58,702.07.
    .replace(
      /\$(\d{1,3})((?: \d{3})+) (\d{2})(?=[ \t]*$|[ \t]{2,})/gm,
      (_, a: string, b: string, c: string) => `$${a}${b.replace(/ /g, ',')}.${c}`,
    )
    // A month printed in two languages ('23 SEP /SEPT 1980', '14 MARS/MAR 2031'): the English one.
    .replace(
      /\b(\d{1,2}) ([A-ZÀ-Ý]{3,5}\.?)[ \t]*\/[ \t]*([A-ZÀ-Ý]{3,5}\.?) (?=\d{4}\b)/g,
      (all: string, day: string, a: string, b: string) => {
        const english = [a, b].find((m) => ENGLISH_MONTH.test(m));
        return english ? `${day} ${english.replace('.', '')} ` : all;
      },
    )
    .replace(
      /\b(\d{1,2})['`,.°º] +(?=(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.? \d{4}\b)/gi,
      '$1 ',
    );
