// Bank statement figures to work out (issue 23, stop 28): a period printed as one month's days
// ('November 1-30, 2026'), and deposits and withdrawals printed only as categories between the
// beginning and ending balances ('Customer Deposits  4  4,084.49', 'Checks Paid  3  15,313.02-'),
// stated as the categories' sums only when they make the summary reconcile to the cent.
import { AMOUNT, money, type Found, type PageText } from './find';

const MONTH = String.raw`(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?`;

/**
 * A period label over days of one month or two ('Statement Period  November 1-30, 2026', 'for
 * Dec 16 - Jan 15, 2027'): both ends as dates (the start a year back when its month is later).
 */
export const dayRangePeriod = (pages: PageText[], part: 1 | 2): Found | null => {
  const re = new RegExp(
    String.raw`\b(?:statement period|period|statement for|for the period)\b[ \t:]*${MONTH}[ \t]+(\d{1,2})[ \t]*[-–][ \t]*(?:${MONTH}[ \t]+)?(\d{1,2}),?[ \t]+(\d{4})\b`,
    'i',
  );
  for (const { page, text } of pages) {
    const m = re.exec(text);
    if (!m) continue;
    const [, m1, d1, m2, d2, year] = m;
    const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
    const a = months.indexOf(m1!.toLowerCase().slice(0, 3));
    const b = m2 ? months.indexOf(m2.toLowerCase().slice(0, 3)) : a;
    const y = Number(year);
    const name = (i: number) => months[i]!.slice(0, 1).toUpperCase() + months[i]!.slice(1);
    const value = part === 1 ? `${name(a)} ${d1}, ${a > b ? y - 1 : y}` : `${name(b)} ${d2}, ${y}`;
    const line = text
      .slice(text.lastIndexOf('\n', m.index) + 1)
      .split('\n')[0]!
      .trim();
    return { value, page, quote: line };
  }
  return null;
};

const DEBIT = /withdraw|debit|check|cheque|fee|charge|payment|purchase|transfer(?:s)? out/i;
const CREDIT = /deposit|credit|interest|rebate|addition|transfer(?:s)? in|refund/i;

/**
 * The deposits and withdrawals as the sums of the category lines between the beginning and the
 * ending balance's lines, each line one category (a trailing minus or parentheses, or a debit's
 * word, makes it a withdrawal). Null unless every line between is read and the sums reconcile.
 */
const categorySums = (
  pages: PageText[],
  begin: Found,
  end: Found,
): { deposits: number; withdrawals: number } | null => {
  const page = pages.find((p) => p.page === begin.page && p.page === end.page);
  if (!page || typeof begin.value !== 'number' || typeof end.value !== 'number') return null;
  const lines = page.text.split('\n').map((l) => l.trim());
  const from = lines.indexOf(begin.quote ?? '');
  const to = lines.indexOf(end.quote ?? '', from + 1);
  if (from < 0 || to - from < 3 || to - from > 14) return null;
  let deposits = 0;
  let withdrawals = 0;
  let rows = 0;
  for (const line of lines.slice(from + 1, to)) {
    const amounts = [...line.matchAll(new RegExp(`(?:${AMOUNT})(-?)`, 'g'))];
    if (amounts.length === 0) {
      if (/\d/.test(line)) return null;
      continue;
    }
    const last = amounts.at(-1)!;
    const value = Math.abs(money(last[0].replace(/-$/, '')) ?? NaN);
    const label = line.slice(0, last.index);
    const debit = last[1] === '-' || /^\(/.test(last[0]) || (DEBIT.test(label) && !CREDIT.test(label));
    if (!Number.isFinite(value) || (!debit && !CREDIT.test(label))) return null;
    if (debit) withdrawals += value;
    else deposits += value;
    rows++;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return rows >= 2 && Math.abs(begin.value + deposits - withdrawals - end.value) <= 0.011
    ? { deposits: round(deposits), withdrawals: round(withdrawals) }
    : null;
};

/**
 * Deposits and withdrawals not read, or read as one category of several (the figures do not
 * reconcile): the categories' sums when they reconcile with the balances, confirmed by it.
 */
export const withCategorySums = (found: Map<string, Found | null>, pages: PageText[]): void => {
  const [b, d, w, e] = ['beginning_balance', 'total_deposits', 'total_withdrawals', 'ending_balance'].map(
    (k) => found.get(k),
  );
  if (!b || !e || typeof b.value !== 'number' || typeof e.value !== 'number') return;
  const [dep, wd] = [d, w].map((f) => (typeof f?.value === 'number' ? Math.abs(f.value) : null));
  if (typeof dep === 'number' && typeof wd === 'number' && Math.abs(b.value + dep - wd - e.value) <= 0.011)
    return;
  const sums = categorySums(pages, b, e);
  if (!sums) return;
  const at = { page: b.page, quote: b.quote, confirmed: true };
  found.set('total_deposits', { ...at, value: sums.deposits });
  found.set('total_withdrawals', { ...at, value: sums.withdrawals });
};
