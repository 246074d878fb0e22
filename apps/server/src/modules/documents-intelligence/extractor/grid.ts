// Labels above values (issue 23, stop 28; under them and '|' pairs, stop 29): a row of label cells over one row of value cells
// ('LAST NAME  3 DOB' over 'KIRKLAND  06/04/1966', 'Property Address | City | State | Zip Code'
// over '7725 Brookhaven Pkwy | Scranton | PA | 18504') read as the 'label: value' lines the other
// readers know, whatever the class. A header over several rows is a table, not read here.
import { dateParts, type Found, type PageText } from './find';

/** Cells of a line: apart by '|' or by a column gap of two spaces or more. */
const cellsOf = (line: string): string[] => {
  const t = line.trim().replace(/^\||\|$/g, '');
  const cells = t.includes('|') ? t.split('|') : t.split(/\s{2,}/);
  // OCR's stray marks in a cell of their own (':  OSTRANDER  01/16/1960') are no cell.
  return cells.map((c) => c.trim()).filter((c) => /[A-Za-z0-9]/.test(c));
};

/** A label cell: words without figures, an AAMVA field number first allowed ('4d LIC NO'). */
const isLabel = (cell: string) =>
  /^(?:\d{1,2}[a-z]?[ \t]+)?[A-Za-z][A-Za-z ,.'#/&()-]{0,40}$/.test(cell) &&
  cell.replace(/^\d{1,2}[a-z]?[ \t]+/, '').split(/\s+/).length <= 4;

/** A value cell: short, holding no label of its own (no colon), no blank to fill. */
const isValue = (cell: string) => cell !== '' && !/[:_]/.test(cell) && cell.split(/\s+/).length <= 8;

const labelRow = (cells: string[]) => cells.length >= 2 && cells.every(isLabel);

/** 'FIRST, MIDDLE' over 'LEOPOLD, AMBROSE': one name in parts, read as 'LEOPOLD AMBROSE'. */
const joinParts = (label: string, value: string) => {
  const parts = label.split(',').length;
  return parts > 1 && value.split(',').length === parts ? value.replace(/,\s*/g, ' ') : value;
};

/** A figure alone: a date, an amount or a number ('09/14/2027', '$ 640,000.00', 'GF-22-981'). */
const isFigure = (cell: string) =>
  dateParts(cell) !== null ||
  /^\$?[ \t]?\d[\d,]*(?:\.\d+)?$/.test(cell) ||
  /^[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*$/i.test(cell);

type GridPage = PageText & { origin: Map<string, string> };

/** A values row: a figure in one cell at least, every cell a short value. */
const valueRow = (cells: string[]) => cells.some((v) => /\d/.test(v)) && cells.every(isValue);

/** Cells that begin with an AAMVA field number ('4d DL NO', '1 LAST NAME'): a card's own labels. */
const numbered = (cells: string[]) => cells.filter((c) => /^\d{1,2}[a-z]?[ \t]+[A-Za-z]/.test(c)).length;

/**
 * Labels under their values (stop 29): a card printing each value over its field's label, rows of
 * values and labels alternating ('1242713  04/26/2026' over '4d DL NO  4b EXP' over 'MBEKI
 * 04/26/1959' over '1 LAST NAME  3 DOB'). Read this way only when the run of alternating rows starts
 * with values, or when it starts and ends with labels and only its last row of labels carries the
 * card's field numbers (the first is a heading: 'DRIVER LICENSE  USA'). The line index of each
 * labels row read under its values, else none.
 */
const labelsBelow = (rows: string[][]): Set<number> => {
  const below = new Set<number>();
  const kind = (cells: string[]) => (labelRow(cells) ? 'L' : valueRow(cells) ? 'V' : null);
  for (let i = 0; i < rows.length;) {
    let j = i;
    while (
      j + 1 < rows.length &&
      kind(rows[j]!) !== null &&
      kind(rows[j + 1]!) !== null &&
      kind(rows[j]!) !== kind(rows[j + 1]!) &&
      rows[j]!.length === rows[j + 1]!.length
    )
      j++;
    const [start, end] = [kind(rows[i]!), kind(rows[j]!)];
    const heading = start === 'L' && end === 'L' && j - i >= 4;
    const read =
      j - i >= 3 &&
      ((start === 'V' && end === 'L') ||
        (heading && numbered(rows[i]!) === 0 && numbered(rows[j]!) === rows[j]!.length));
    if (read) for (let k = start === 'V' ? i + 1 : i + 2; k <= j; k += 2) below.add(k);
    i = j + 1;
  }
  return below;
};

/**
 * Each page's one-row grids as 'label: value' cells on one line (the values row's line kept for quotes). The
 * values row holds a figure in one cell at least (a row of words under labels may be more labels),
 * and the line after it is not another row of as many cells with figures (a table's next row).
 */
export const gridPages = (pages: PageText[]): GridPage[] =>
  pages.flatMap(({ page, text, uncertain }) => {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    const rows = lines.map(cellsOf);
    const below = labelsBelow(rows);
    const out: string[] = [];
    const origin = new Map<string, string>();
    const add = (labels: string[], values: string[], at: number) => {
      const line = labels.map((label, k) => `${label}: ${joinParts(label, values[k]!)}`).join('  ');
      out.push(line);
      origin.set(line, lines[at]!.trim());
    };
    for (const k of below) add(rows[k]!, rows[k - 1]!, k - 1);
    // A '|' table of labels and values, one pair a row ('Named Insured | Ada Moss LLC').
    for (const [i, line] of lines.entries())
      if (
        (line.match(/\|/g) ?? []).length >= 1 &&
        rows[i]!.length === 2 &&
        isLabel(rows[i]![0]!) &&
        isValue(rows[i]![1]!)
      )
        add([rows[i]![0]!], [rows[i]![1]!], i);
    for (let i = 0; i + 1 < lines.length; i++) {
      const labels = rows[i]!;
      const values = rows[i + 1]!;
      if (below.has(i) || below.has(i + 1)) continue;
      if (!labelRow(labels) || values.length !== labels.length || !valueRow(values)) continue;
      const after = rows[i + 2] ?? [];
      // The next row of a table: its cells hold figures where the values row's do.
      const shape = (cells: string[]) => cells.map((c) => /\d/.test(c)).join();
      if (after.length === labels.length && !labelRow(after) && shape(after) === shape(values)) continue;
      add(labels, values, i + 1);
    }
    // A label alone on its line over its value alone on the next (stop 30): read when the label
    // says it is one (its colon), or the value is a figure (a date, an amount, a number); words
    // over a line without a colon may be a heading or a party over its address, not read.
    for (let i = 0; i + 1 < lines.length; i++) {
      const [label, value] = [lines[i]!.trim(), lines[i + 1]!.trim()];
      if (below.has(i) || rows[i]!.length !== 1 || rows[i + 1]!.length !== 1) continue;
      const named = label.replace(/[ \t]*:$/, '');
      if (!isLabel(named) || !isValue(value) || (!label.endsWith(':') && !isFigure(value))) continue;
      add([named], [value], i + 1);
    }
    return out.length > 0 ? [{ page, text: out.join('\n'), uncertain, origin }] : [];
  });

/** A value read from the grid lines, quoting the page's line it came from. */
export const fromGrid = (grid: GridPage[], found: Found | null): Found | null => {
  if (!found || found.quote === null) return found;
  const page = grid.find((g) => g.page === found.page);
  return { ...found, quote: page?.origin.get(found.quote) ?? found.quote };
};
