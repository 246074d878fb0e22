// The 2021 URLA's Section 3 (Financial Information - Real Estate): one block per property ('3a.
// Property You Own', '3b. ... Additional Property'), each with its 'Property Value', its
// 'Monthly Rental Income' and a table of the mortgage loans on it ('Creditor Name | Account
// Number | Monthly Mortgage Payment | Unpaid Balance | ...', or '(none)'). The form prints no
// totals: the schedule's totals are the blocks' sums, stated only when every block reads whole.
import { AMOUNT, amountsOf, money, type PageText } from './find';
import { joinPipeRows } from './pipes';

export type UrlaProperty = {
  total_market_value: number;
  total_monthly_rent: number;
  total_mortgage_balance: number;
};

type UrlaSchedule = { rows: UrlaProperty[]; page: number; quote: string };

/** 'Property Value', or the same box as lenders reword it ('Market Value', 'Present Value'). */
const VALUE = new RegExp(
  String.raw`\b(?:Property|Market|Present|Current) Value[ \t]*:?[ \t]*(${AMOUNT})`,
  'gi',
);
/** 'Monthly Rental Income' or 'Rental Income', never the lender's 'Net Rental Income'. */
const RENT = new RegExp(
  String.raw`(?<!\bnet[ \t]+)(?<!\bnet[ \t]+monthly[ \t]+)\b(?:Monthly[ \t]+)?Rental Income[ \t]*:?[ \t]*(${AMOUNT})`,
  'i',
);
/** The mortgage table's owed column: 'Unpaid Balance', else one 'Mortgage Balance' / 'Loan Balance' cell. */
const owedColumn = (cells: string[]): number => {
  const unpaid = cells.findIndex((c) => /unpaid balance/i.test(c));
  if (unpaid >= 0) return unpaid;
  const owed = cells.flatMap((c, k) => (/\b(?:mortgage|loan|principal) balance\b/i.test(c) ? [k] : []));
  return owed.length === 1 ? owed[0]! : -1;
};

/** The unpaid balances of a block's mortgage table (none listed: 0); null when a row does not read. */
const balances = (block: string): number | null => {
  const lines = joinPipeRows(block.split('\n'));
  const at = lines.findIndex((l) => /\|/.test(l) && owedColumn(l.split('|')) >= 0);
  if (at < 0) return null;
  const col = owedColumn(lines[at]!.split('|'));
  let sum = 0;
  for (const line of lines.slice(at + 1)) {
    if (/^\s*\(?none\)?\s*$/i.test(line)) return 0;
    if (!line.includes('|')) break;
    const amounts = amountsOf(line.split('|')[col] ?? '');
    if (amounts.length !== 1) return null;
    sum += amounts[0]!;
  }
  return sum;
};

export const urlaSchedule = (pages: PageText[]): UrlaSchedule | null => {
  const text = pages.map((p) => p.text).join('\n');
  if (!/financial information\s*[-–—]\s*real estate|\bproperty you own\b/i.test(text)) return null;
  const starts = [...text.matchAll(VALUE)];
  if (starts.length === 0) return null;
  const rows: UrlaProperty[] = [];
  for (const [k, m] of starts.entries()) {
    const block = text.slice(m.index, starts[k + 1]?.index ?? text.length);
    const rent = RENT.exec(block);
    const owed = balances(block);
    if (!rent || owed === null) return null;
    rows.push({
      total_market_value: money(m[1])!,
      total_monthly_rent: money(rent[1])!,
      total_mortgage_balance: owed,
    });
  }
  const first = pages.find((p) => new RegExp(VALUE.source, 'i').test(p.text)) ?? pages[0]!;
  return { rows, page: first.page, quote: starts[0]![0] };
};
