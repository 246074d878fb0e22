// HELD OUT (held-out-2), family 6 ('/f') of the schedule of real estate owned, written blind
// (nothing of the extractor read), from a commercial lender's SREO form: a wide table (type, units,
// % owned, date acquired, purchase price beside present value, lender, rate, payment, rent, net cash
// flow), second liens on their own line, rows continued on a second page, properties sold listed apart.
import { addDays, siteIn, siteLine, someone, TOWNS, TX_TOWNS } from './families-f-util';
import { day, long, us, usd } from './rng';
import type { Family, Generated, Line } from './types';

const signed = (n: number) => (n < 0 ? `(${usd(-n, false)})` : usd(n, false));

/** A lender's SREO: wide table, a second lien on its own line, rows over two pages, properties sold apart. */
export const sreoF: Family = {
  id: 'sreo/f',
  cls: 'sreo',
  make: (r) => {
    const owner = someone(r);
    const asOf = day(r, 2025, 2026);
    const props = Array.from({ length: r.int(2, 6) }, () => {
      const s = siteIn(r, [...TOWNS, ...TX_TOWNS]);
      const value = r.int(12, 240) * 5000;
      const first = r.next() < 0.2 ? 0 : Math.round((value * (0.35 + r.next() * 0.35)) / 1000) * 1000;
      const second = first && r.next() < 0.3 ? r.int(2, 12) * 5000 : 0;
      return {
        s,
        value,
        first,
        second,
        units: r.int(1, 24),
        price: Math.round((value * (0.55 + r.next() * 0.4)) / 1000) * 1000,
        rent: r.int(10, 300) * 50,
        owned: r.pick([100, 100, 50, 33]),
        acquired: `${r.int(1, 12)}/${r.int(2004, 2023)}`,
      };
    });
    const sum = (f: (p: (typeof props)[number]) => number) => props.reduce((s, p) => s + f(p), 0);
    const payment = (b: number) => Math.round(b / 160);
    const truth: Generated['truth'] = {
      property_count: props.length,
      total_market_value: sum((p) => p.value),
      total_mortgage_balance: sum((p) => p.first + p.second),
      total_monthly_rent: sum((p) => p.rent),
    };
    const header =
      'Property Address Type Units % Owned Date Acquired Purchase Price Present Value Lender Loan Balance Rate Monthly Payment Gross Monthly Rent Net Cash Flow';
    const rows = props.map((p, i) => {
      const pay = payment(p.first) + payment(p.second);
      const lender = p.first
        ? `${r.pick(['Summit Mortgage', 'Lakeland CU', 'First Prairie'])} ${usd(p.first, false)} ${(5 + r.next() * 3).toFixed(3)}%`
        : 'None $0 -';
      const row = `${i + 1}. ${siteLine(p.s)} ${p.units > 4 ? 'Multifamily' : p.units > 1 ? '2-4 Unit' : 'SFR'} ${p.units} ${p.owned}% ${p.acquired} ${usd(p.price, false)} ${usd(p.value, false)} ${lender} ${usd(pay, false)} ${usd(p.rent, false)} ${signed(p.rent - pay - Math.round(p.rent * 0.35))}`;
      return p.second
        ? [
            row,
            `   2nd lien: ${r.pick(['Heritage Bank', 'Private note'])} ${usd(p.second, false)} ${(8 + r.next() * 3).toFixed(3)}%`,
          ]
        : [row];
    });
    const cut = props.length > 3 ? 3 : props.length;
    const sold = siteIn(r, TOWNS);
    const totals = `TOTALS ${sum((p) => p.units)} ${usd(
      sum((p) => p.price),
      false,
    )} ${usd(truth.total_market_value as number, false)} ${usd(truth.total_mortgage_balance as number, false)} ${usd(
      sum((p) => payment(p.first) + payment(p.second)),
      false,
    )} ${usd(truth.total_monthly_rent as number, false)}`;
    const pages: Line[][] = [
      [
        'SCHEDULE OF REAL ESTATE OWNED',
        [`Borrower / Guarantor: ${owner}`, `As of: ${us(asOf)}`],
        'List every property owned directly or through an entity. Show the full loan balance and rent even where ownership is partial.',
        header,
        ...rows.slice(0, cut).flat(),
        ...(props.length > cut ? ['(continued on next page)'] : [totals]),
      ],
      [
        'SCHEDULE OF REAL ESTATE OWNED (continued)',
        ...(props.length > cut ? [header, ...rows.slice(cut).flat(), totals] : []),
        '',
        'PROPERTIES SOLD OR TRANSFERRED IN THE LAST 24 MONTHS',
        'Property Address Date Sold Sale Price Loan Paid Off',
        `${siteLine(sold)} ${us(addDays(asOf, -r.int(30, 600)))} ${usd(r.int(20, 120) * 5000, false)} Yes`,
        '',
        `I certify that the above schedule is true and complete as of ${long(asOf)}.`,
        `Signature ______________________  ${owner}`,
      ],
    ];
    return { truth, pages };
  },
};
