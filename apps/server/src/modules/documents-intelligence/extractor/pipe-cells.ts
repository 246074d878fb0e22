// A '|' table read by its header (stop 29): each row's cell under a named column, the row picked by
// its first cell ('2021 ALTA Loan Extended Coverage | $903,000.00 | $550.00' under 'Policy/Endorsement
// Description | Liability | Premium'; 'Market Value As Is | Fee Simple | 05/03/2026 | $1,820,000'
// under '... | Date of Value | Value Conclusion'), whatever the class. Wrapped rows are joined
// first (pipes.ts); lines without cells between rows ('Proposed Insured: ...') are passed over.
import type { Found, PageText } from './find';
import { joinPipeRows } from './pipes';

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const pipes = (line: string) => (line.match(/\|/g) ?? []).length;

/**
 * The cell under the column whose heading matches `column`, in the one row under that header whose
 * first cell matches `row` (and not `not`): nothing when no row or several rows match (which one
 * is meant is not known), or when the cell is empty.
 */
export const pipeCell = (pages: PageText[], column: RegExp, row: RegExp, not?: RegExp): Found | null => {
  for (const { page, text } of pages) {
    const lines = joinPipeRows(text.split('\n'));
    for (const [i, line] of lines.entries()) {
      if (pipes(line) < 1 || /\d/.test(line)) continue;
      const heads = cellsOf(line);
      const at = heads.findIndex((h) => column.test(h));
      if (at <= 0 || heads.filter((h) => column.test(h)).length > 1) continue;
      const rows: string[] = [];
      for (const next of lines.slice(i + 1)) {
        if (pipes(next) === 0) continue;
        // Another header (no figure in it) starts another table.
        if (!/\d/.test(next) || cellsOf(next).length !== heads.length) break;
        rows.push(next);
      }
      const hits = rows.filter((r) => row.test(cellsOf(r)[0]!) && !not?.test(cellsOf(r)[0]!));
      if (hits.length !== 1) continue;
      const value = cellsOf(hits[0]!)[at]!;
      if (value === '') continue;
      return { value, page, quote: hits[0]!.trim() };
    }
  }
  return null;
};
