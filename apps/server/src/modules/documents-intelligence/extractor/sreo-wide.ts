// A wide schedule of real estate owned (issue 23, stop 26): numbered property rows wrapped over
// lines under a header that may wrap too, read by the order of the header's money columns, and
// totals stated only when the printed totals row holds the sum of their column (a totals row may
// leave a column out, so its figures are matched by value, never by place).
import { amountsOf, type Found, type PageText } from './find';
import { TOTALS_ROW } from './sreo-words';

/** The money columns a schedule prints, as its header names them. */
const MONEY_HEAD =
  /purchase price|original cost|\bcost\b|present (?:market )?value|market value|current value|est(?:imated|\.)? value|(?:loan|mortgage|unpaid) balance|amount of mortgages?(?: &| and)\s+liens|(?:monthly |mortgage |P&I |PITI )payments?|monthly payments?|mortgage payments?|debt service|(?:gross )?(?:monthly )?rent(?:al income)?|net (?:rental |operating )?income|net cash flow|cash flow/gi;

const keyOf = (head: string): string | null =>
  /value/i.test(head)
    ? 'total_market_value'
    : /balance|liens/i.test(head)
      ? 'total_mortgage_balance'
      : /rent/i.test(head) && !/net/i.test(head)
        ? 'total_monthly_rent'
        : null;

/** A numbered property row: '1. 1601 Meridian Ave, ...', OCR's '2.1690 Division St, ...'. */
const ROW = /^[ \t]*\d{1,2}[.)][ \t]*\d{1,6}[ \t]+[A-Za-z]/;
/** 'Totals', 'Grand Total' (sreo-words.ts). */
const TOTALS = TOTALS_ROW;
/** A line carrying its own label ('2nd lien: Private note $15,000'): no part of the row above. */
const LABELLED = /^[ \t]*[A-Za-z0-9 ]{2,24}:/;

export type WideSchedule = { count: number; totals: Map<string, Found> };

/**
 * The rows' count and each total confirmed by its column's sum; null when the table is not read
 * whole (a row with another count of amounts than the header's money columns).
 */
export const wideSchedule = (pages: PageText[]): WideSchedule | null => {
  let heads: string[] | null = null;
  const rows: number[][] = [];
  let current: number[] | null = null;
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    let skip = -1;
    for (const [i, line] of lines.entries()) {
      if (i === skip) continue;
      const next = lines[i + 1] ?? '';
      // A header's first line names a money column itself (a sentence above it is no part of it).
      if (amountsOf(line).length === 0 && !ROW.test(line) && line.match(MONEY_HEAD)) {
        // A header wrapped onto a second line without figures is one header.
        const wraps = amountsOf(next).length === 0 && !ROW.test(next) && !TOTALS.test(next);
        const found = [...(wraps ? `${line} ${next}` : line).matchAll(MONEY_HEAD)].map((m) => m[0]);
        if (found.length >= 3 && found.some((h) => keyOf(h))) {
          if (heads && heads.join('|') !== found.join('|')) return null;
          heads = found;
          if (current) rows.push(current);
          current = null;
          if (wraps) skip = i + 1;
          continue;
        }
      }
      if (!heads) continue;
      if (TOTALS.test(line)) {
        if (current) rows.push(current);
        const printed = amountsOf(line);
        if (rows.length === 0 || rows.some((r) => r.length !== heads!.length)) return null;
        const totals = new Map<string, Found>();
        for (const [j, head] of heads.entries()) {
          const key = keyOf(head);
          if (!key || totals.has(key)) continue;
          const sum = Math.round(rows.reduce((s, r) => s + r[j]!, 0) * 100) / 100;
          if (printed.some((t) => Math.abs(t - sum) <= 0.011))
            totals.set(key, { value: sum, page, quote: line.trim(), confirmed: true });
        }
        return { count: rows.length, totals };
      }
      if (ROW.test(line)) {
        if (current) rows.push(current);
        current = amountsOf(line);
      } else if (current && !LABELLED.test(line) && line.trim() !== '') current.push(...amountsOf(line));
    }
  }
  return null;
};
