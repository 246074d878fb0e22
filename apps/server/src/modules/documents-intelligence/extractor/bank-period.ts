// A bank statement's period (issue 23): two dates after the period's words ('Statement Cycle
// 08/01/2025 - 08/31/2025'), else a 'date to date' span on the first page that looks like a
// statement's, else a month's days or two labelled dates.
import { checkedDate, DATE, dateParts, either, first, type Found, type PageText } from './find';
import { dayRangePeriod } from './bank-categories';
import { labelledPeriod } from './bank-summary';
import { PERIOD_WORDS } from './bank-words';

const PERIOD = String.raw`(?:${PERIOD_WORDS}|period)\s*:?\s*(${DATE})\s*(?:-|–|to|through|thru)\s*(${DATE})`;
/** Any 'date to date' span on the first page ('for October 1, 2025 to October 31, 2025'). */
const SPAN = String.raw`(?<![\d/])(${DATE})\s*(?:-|–|to|through|thru)\s*(${DATE})`;

const ordinal = (text: string) => {
  const p = dateParts(text);
  return p ? Date.UTC(p[0], p[1] - 1, p[2]) / 86_400_000 : null;
};

/** A span that looks like a statement period: start before end, 20 to 100 days apart. */
const periodLike = (m: RegExpExecArray) => {
  const [a, b] = [ordinal(m[1]!.replace(/\s+/g, ' ')), ordinal(m[2]!.replace(/\s+/g, ' '))];
  return a !== null && b !== null && b - a >= 20 && b - a <= 100;
};

export const period = (pages: PageText[], part: 1 | 2): Found | null =>
  checkedDate(
    either(
      first(pages, new RegExp(PERIOD, 'i'), (m) => m[part]),
      () => first(pages.slice(0, 1), new RegExp(SPAN, 'i'), (m) => (periodLike(m) ? m[part] : undefined)),
      () => dayRangePeriod(pages, part) ?? labelledPeriod(pages, part),
    ),
  );
