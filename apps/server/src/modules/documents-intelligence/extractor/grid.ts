// Labels above values (issue 23, stop 28): a row of label cells over one row of value cells
// ('LAST NAME  3 DOB' over 'KIRKLAND  06/04/1966', 'Property Address | City | State | Zip Code'
// over '7725 Brookhaven Pkwy | Scranton | PA | 18504') read as the 'label: value' lines the other
// readers know, whatever the class. A header over several rows is a table, not read here.
import type { Found, PageText } from './find';

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

type GridPage = PageText & { origin: Map<string, string> };

/**
 * Each page's one-row grids as 'label: value' cells on one line (the values row's line kept for quotes). The
 * values row holds a figure in one cell at least (a row of words under labels may be more labels),
 * and the line after it is not another row of as many cells with figures (a table's next row).
 */
export const gridPages = (pages: PageText[]): GridPage[] =>
  pages.flatMap(({ page, text, uncertain }) => {
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    const out: string[] = [];
    const origin = new Map<string, string>();
    for (let i = 0; i + 1 < lines.length; i++) {
      const labels = cellsOf(lines[i]!);
      const values = cellsOf(lines[i + 1]!);
      if (!labelRow(labels) || values.length !== labels.length || !values.some((v) => /\d/.test(v))) continue;
      if (!values.every(isValue)) continue;
      const after = lines[i + 2] === undefined ? [] : cellsOf(lines[i + 2]!);
      // The next row of a table: its cells hold figures where the values row's do.
      const shape = (cells: string[]) => cells.map((c) => /\d/.test(c)).join();
      if (after.length === labels.length && !labelRow(after) && shape(after) === shape(values)) continue;
      const line = labels.map((label, k) => `${label}: ${joinParts(label, values[k]!)}`).join('  ');
      out.push(line);
      origin.set(line, lines[i + 1]!.trim());
    }
    return out.length > 0 ? [{ page, text: out.join('\n'), uncertain, origin }] : [];
  });

/** A value read from the grid lines, quoting the page's line it came from. */
export const fromGrid = (grid: GridPage[], found: Found | null): Found | null => {
  if (!found || found.quote === null) return found;
  const page = grid.find((g) => g.page === found.page);
  return { ...found, quote: page?.origin.get(found.quote) ?? found.quote };
};
