// HELD OUT (held-out-8), family 12 ('/l') of the schedules of real estate owned, written blind (the
// extractor never opened). Either a lender's 'Real Estate Owned Worksheet' laid out SIDEWAYS: the
// properties are COLUMNS ('Property 1', 'Property 2'...) and the items are rows (street, city,
// type, units, date acquired, % owned, original cost, present market value, first mortgage and
// second mortgage / HELOC balances, total liens, lender, monthly payment, taxes and insurance, gross
// monthly rent, net cash flow), with a Total column; or a bank's personal financial statement
// supplement in three SECTIONS (A personal residence and second homes, B investment and income
// property, C land), each a table with its own subtotal, then a 'GRAND TOTAL - ALL REAL ESTATE'
// row; a property under contract to sell is still owned. Truth: every property listed (still owned),
// the liens together, the rent as printed in the total.
import {
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  lineL,
  longL,
  personL,
  placeL,
  sumL,
  type PlaceL,
} from './families-l-util';
import type { Rng } from './rng';
import type { Family, Generated, Line } from './types';

const LENDERS = [
  'Red River Valley State Bank',
  'Tongass Federal Credit Union',
  'Keel & Compass Bank',
  'Lanai Mortgage Co.',
];

type Holding = {
  p: PlaceL;
  type: string;
  units: number;
  cost: number;
  value: number;
  first: number;
  second: number;
  payment: number;
  escrow: number;
  rent: number;
};

const holding = (r: Rng, type: string, units: number, rented: boolean): Holding => {
  const value = (type === 'Land' ? r.int(8, 60) : units * r.int(24, 70)) * 5000;
  const first = r.next() < 0.2 ? 0 : Math.round((value * r.int(35, 70)) / 100 / 100) * 100;
  const second = first && r.next() < 0.3 ? r.int(10, 60) * 1000 : 0;
  return {
    p: placeL(r),
    type,
    units,
    cost: Math.round((value * r.int(45, 90)) / 100 / 1000) * 1000,
    value,
    first,
    second,
    payment: Math.round((first + second) * 0.0071),
    escrow: Math.round(value * 0.0018),
    rent: rented ? units * r.int(18, 34) * 50 : 0,
  };
};

/** ($1,005) for a negative cash flow, as spreadsheets print it. */
const signed = (n: number) => (n < 0 ? `(${dollarsL(-n)})` : dollarsL(n));

const worksheet = (r: Rng): Generated => {
  const n = r.int(2, 4);
  const rows = Array.from({ length: n }, (_, i) => {
    const type = r.pick(['SFR', 'Duplex', 'Triplex', 'Fourplex', 'Condo']);
    const units = { SFR: 1, Duplex: 2, Triplex: 3, Fourplex: 4, Condo: 1 }[type]!;
    return holding(r, type, units, i > 0 || r.next() < 0.7);
  });
  const liens = (x: Holding) => x.first + x.second;
  const truth: Generated['truth'] = {
    property_count: n,
    total_market_value: sumL(rows, (x) => x.value),
    total_mortgage_balance: sumL(rows, liens),
    total_monthly_rent: sumL(rows, (x) => x.rent),
  };
  const row = (label: string, cell: (x: Holding) => string, total = ''): Line =>
    `${label} | ${rows.map(cell).join(' | ')} | ${total}`;
  const money = (f: (x: Holding) => number, withTotal: boolean) =>
    [(x: Holding) => (f(x) ? dollarsL(f(x)) : '$0'), withTotal ? dollarsL(sumL(rows, f)) : ''] as const;
  const pages: Line[][] = [
    [
      'REAL ESTATE OWNED WORKSHEET',
      [`Borrower: ${fullL(personL(r))}`, `Co-Borrower: ${r.next() < 0.5 ? fullL(personL(r)) : 'N/A'}`],
      [
        `Loan Request: ${firmL(r)} LLC - ${dollarsL(r.int(20, 90) * 5000)} DSCR loan`,
        `Prepared ${longL({ y: 2026, m: r.int(1, 11), d: r.int(1, 28) })}`,
      ],
      'Complete one column for each property currently owned. Attach a separate sheet for more than four properties.',
      `Item | ${rows.map((_, i) => `Property ${i + 1}`).join(' | ')} | Total`,
      row('Street Address', (x) => x.p.street),
      row('City, State, Zip', (x) => `${x.p.city}, ${x.p.st} ${x.p.zip}`),
      row('Property Type', (x) => x.type),
      row('No. of Units', (x) => String(x.units), String(sumL(rows, (x) => x.units))),
      row('Date Acquired', () => `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2008, 2024)}`),
      row('% Owned', () => `${r.pick([100, 100, 50])}%`),
      row('Original Cost', ...money((x) => x.cost, true)),
      row('Present Market Value', ...money((x) => x.value, true)),
      row('1st Mortgage Balance', ...money((x) => x.first, true)),
      row('2nd Mortgage / HELOC Balance', ...money((x) => x.second, true)),
      row('Total Liens', ...money(liens, true)),
      row('Lender(s)', (x) => (x.first ? r.pick(LENDERS) : 'Free and clear')),
      row('Monthly P&I Payment', ...money((x) => x.payment, true)),
      row('Monthly Taxes & Insurance', ...money((x) => x.escrow, true)),
      row('Gross Monthly Rent', ...money((x) => x.rent, true)),
      row(
        'Net Monthly Cash Flow',
        (x) => signed(x.rent - x.payment - x.escrow),
        signed(sumL(rows, (x) => x.rent - x.payment - x.escrow)),
      ),
      'Borrower certifies that the information above is true and complete.   Signature ______________________',
    ],
  ];
  return { truth, pages };
};

const sections = (r: Rng): Generated => {
  const owner = personL(r);
  const home = holding(r, 'Residence', 1, false);
  const second = r.next() < 0.4 ? [holding(r, 'Second home', 1, false)] : [];
  const income = Array.from({ length: r.int(1, 3) }, () => {
    const type = r.pick(['Fourplex', 'Mixed use', 'Duplex', 'Retail']);
    return holding(
      r,
      type,
      type === 'Fourplex' ? 4 : type === 'Mixed use' ? 3 : type === 'Duplex' ? 2 : 1,
      true,
    );
  });
  const land = r.next() < 0.5 ? [holding(r, 'Land', 1, false)] : [];
  const all = [home, ...second, ...income, ...land];
  const liens = (x: Holding) => x.first + x.second;
  const truth: Generated['truth'] = {
    property_count: all.length,
    total_market_value: sumL(all, (x) => x.value),
    total_mortgage_balance: sumL(all, liens),
    total_monthly_rent: sumL(all, (x) => x.rent),
  };
  const selling = income.length > 1 ? 1 : -1;
  const header =
    'Address | Type | Title Held As | Cost | Market Value | Mortgage Balance(s) | Lender | Monthly Payment | Monthly Rent';
  const table = (list: Holding[], offset: number): Line[] =>
    list.map(
      (x, i): Line =>
        `${lineL(x.p)}${offset + i === selling ? ' (under contract to sell; closing expected next quarter)' : ''} | ${x.type} | ${x.type === 'Residence' || r.next() < 0.6 ? 'Individual' : `${firmL(r)} LLC (100%)`} | ${dollarsL(x.cost)} | ${dollarsL(x.value)} | ${liens(x) ? dollarsL(liens(x)) : 'None'} | ${x.first ? r.pick(LENDERS) : '-'} | ${x.payment ? dollarsL(x.payment) : '-'} | ${x.rent ? dollarsL(x.rent) : '-'}`,
    );
  const subtotal = (label: string, list: Holding[]): Line =>
    `Subtotal ${label} (${list.length}) | | | ${dollarsL(sumL(list, (x) => x.cost))} | ${dollarsL(sumL(list, (x) => x.value))} | ${dollarsL(sumL(list, liens))} | | ${dollarsL(sumL(list, (x) => x.payment))} | ${dollarsL(sumL(list, (x) => x.rent))}`;
  const pages: Line[][] = [
    [
      'SUPPLEMENTAL SCHEDULE - REAL ESTATE',
      [
        `Applicant: ${fullL(owner)}`,
        `Statement date: ${longL({ y: 2026, m: r.int(1, 11), d: r.int(1, 28) })}`,
      ],
      'This schedule supports the line "Real estate" of the Statement of Financial Condition. Show values at 100% of each property.',
      'A. PERSONAL RESIDENCE AND SECOND HOMES',
      header,
      ...table([home, ...second], -10),
      subtotal('A', [home, ...second]),
      'B. INVESTMENT AND INCOME PROPERTY',
      header,
      ...table(income, 0),
      subtotal('B', income),
      'C. LAND AND OTHER REAL ESTATE',
      ...(land.length ? [header, ...table(land, 10), subtotal('C', land)] : ['None.']),
      `GRAND TOTAL - ALL REAL ESTATE (${all.length} properties) | | | ${dollarsL(sumL(all, (x) => x.cost))} | ${dollarsL(truth.total_market_value as number)} | ${dollarsL(truth.total_mortgage_balance as number)} | | ${dollarsL(sumL(all, (x) => x.payment))} | ${dollarsL(truth.total_monthly_rent as number)}`,
      `Partnership interests (not real estate owned directly; see Schedule F): ${dollarsL(r.int(5, 80) * 5000)}`,
    ],
  ];
  return { truth, pages };
};

export const SREO_FAMILY_L: Family[] = [
  {
    id: 'sreo/l',
    cls: 'sreo',
    make: (r) => (firstLayoutL(r) ? worksheet(r) : sections(r)),
  },
];
