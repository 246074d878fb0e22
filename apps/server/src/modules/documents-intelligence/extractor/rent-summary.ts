// A rent roll's own counts (issue 23, stop 28), read when its unit rows are not: a summary table
// by unit status ('Unit Status | Units | ...' with a 'Total' row) whose rows add up to its total,
// or the counts in words ('6 occupied, 5 vacant of 11 units', 'Occupied: 8 suites ... Vacant: 1
// suite  Total: 9 suites') whose occupied and vacant make the total. Vacant counts every vacant
// status ('Vacant - Rented' too).
import { first, type Found, type PageText } from './find';

type PrintedCounts = { units: Found; vacant: Found };

/** The words a roll counts its units by. */
const UNIT = String.raw`(?:units?|suites?|spaces?|apartments?|apts?\.?|doors?)\b`;

const statusSummary = (pages: PageText[]): PrintedCounts | null => {
  for (const { page, text } of pages) {
    const lines = text.split('\n').map((l) => l.trim());
    for (const [i, line] of lines.entries()) {
      const heads = line.split('|').map((c) => c.trim());
      const at = heads.findIndex((c) => new RegExp(`^(?:#[ \\t]*|number of[ \\t]+)?${UNIT}$`, 'i').test(c));
      if (heads.length < 3 || at < 1 || !/status|occupancy/i.test(heads[0]!)) continue;
      let sum = 0;
      let vacant = 0;
      for (const row of lines.slice(i + 1)) {
        const cells = row.split('|').map((c) => c.trim());
        if (cells.length !== heads.length || !/^\d{1,4}$/.test(cells[at]!)) break;
        const n = Number(cells[at]);
        if (/^totals?\b/i.test(cells[0]!)) {
          if (n !== sum) return null;
          const found = (value: number) => ({ value, page, quote: row, confirmed: true });
          return { units: found(n), vacant: found(vacant) };
        }
        sum += n;
        if (/\bvacan/i.test(cells[0]!)) vacant += n;
      }
    }
  }
  return null;
};

const inWords = (pages: PageText[]): PrintedCounts | null => {
  const count = (pattern: string) => first(pages, new RegExp(pattern, 'i'), (m) => Number(m[1] ?? m[2]));
  const total = count(
    String.raw`\btotal[ \t]*:?[ \t]*(\d{1,4})[ \t]+${UNIT}|\bof[ \t]+(\d{1,4})[ \t]+${UNIT}`,
  );
  // 'Occupied 7  Vacant 0' after a total of units counts them too (they must add up to it).
  const vacant = count(
    String.raw`\bvacant[ \t]*:?[ \t]*(\d{1,4})(?:[ \t]+${UNIT}|(?=[ \t]*(?:\n|$)|\s{2,}))|(?<!\boccupied[ \t]+)\b(\d{1,4})[ \t]+vacant\b`,
  );
  const occupied = count(
    String.raw`\boccupied[ \t]*:?[ \t]*(\d{1,4})(?:[ \t]+${UNIT}|(?=[ \t]*(?:\n|$)|\s{2,}))|(?<!\bvacant[ \t]+)\b(\d{1,4})[ \t]+occupied\b`,
  );
  if (!total || !vacant || !occupied) return null;
  if ((occupied.value as number) + (vacant.value as number) !== total.value) return null;
  return { units: { ...total, confirmed: true }, vacant: { ...vacant, confirmed: true } };
};

/**
 * Occupancy printed as a fraction of the units ('Occupancy: 9/11 = 82%'): the units and the vacant
 * ones, when the percentage printed beside it (if any) is that fraction.
 */
const fraction = (pages: PageText[]): PrintedCounts | null => {
  const f = first(
    pages,
    /\boccupancy[ \t]*:?[ \t]*(\d{1,4})[ \t]*\/[ \t]*(\d{1,4})(?:[ \t]*=[ \t]*(\d{1,3}(?:\.\d+)?)[ \t]*%)?/i,
    (m) => {
      const [occupied, units] = [Number(m[1]), Number(m[2])];
      const pct = m[3] === undefined ? null : Number(m[3]);
      if (units === 0 || occupied > units || (pct !== null && Math.abs((occupied / units) * 100 - pct) >= 1))
        return undefined;
      return [units, units - occupied, pct === null ? 0 : 1];
    },
  );
  if (!f) return null;
  // Confirmed (over the OCR's doubt) only by a percentage that is the same fraction.
  const [units, vacant, checked] = f.value as number[];
  const confirmed = checked === 1;
  return { units: { ...f, value: units!, confirmed }, vacant: { ...f, value: vacant!, confirmed } };
};

/** The roll's printed unit and vacant counts, each confirmed by the figures printed beside it. */
export const printedCounts = (pages: PageText[]): PrintedCounts | null =>
  statusSummary(pages) ?? inWords(pages) ?? fraction(pages);
