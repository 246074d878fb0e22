// HELD OUT (held-out-7), family 11 ('/k') of the schedules of real estate owned, written blind (the
// extractor never opened). Either a multifamily sponsor's schedule for an agency small-balance loan
// (Freddie Mac SBL style: key principal and borrowing entity, property name beside address, type,
// units, % owned, acquisition date and price, current market value, loan balance, lender, maturity,
// monthly gross rent, annual NOI and occupancy, a 'Portfolio Total' row, then properties UNDER
// CONTRACT with their prices and proposed loans as distractors) or the real estate section of a
// bank's personal financial statement (the balance sheet first with real estate at market value and
// mortgages among other assets and liabilities, annual rental income; then one block per property,
// 'Property 2 of 3', labels beside values in two columns, the owner-occupied residence among them,
// 'None' for a free-and-clear property). Truth: properties owned (not under contract), amounts for
// the whole property, rent as printed or summed.
import {
  dollarsK,
  firmK,
  firstLayoutK,
  fullK,
  lineK,
  longK,
  personK,
  placeK,
  sumK,
  type PlaceK,
} from './families-k-util';
import type { Rng } from './rng';
import type { Family, Generated, Line } from './types';

const LENDERS = [
  'Keystone Agency Lending',
  'Bluestem National Bank',
  'Prairie Crossing Bank',
  'Tidemark Life Insurance Co.',
];

type Asset = {
  p: PlaceK;
  name: string;
  units: number;
  value: number;
  loan: number;
  rent: number;
  price: number;
};

const asset = (r: Rng, i: number): Asset => {
  // i: the property's place in the list (its name); 5 for the one under contract.
  const units = r.int(5, 48);
  const value = units * r.int(60, 140) * 1000;
  const price = Math.round((value * r.int(55, 95)) / 100 / 1000) * 1000;
  return {
    p: placeK(r),
    name: `${['Quillback', 'Wickham', 'Larchmont', 'Tanager', 'Gantry', 'Sorrel'][i]} ${r.pick(['Flats', 'Court', 'Manor', 'Place'])}`,
    units,
    value,
    loan: r.next() < 0.15 ? 0 : Math.round((value * r.int(45, 72)) / 100 / 1000) * 1000,
    rent: units * r.int(8, 15) * 100,
    price,
  };
};

const sponsor = (r: Rng): Generated => {
  const n = r.int(2, 5);
  const rows = Array.from({ length: n }, (_, i) => asset(r, i));
  const truth: Generated['truth'] = {
    property_count: n,
    total_market_value: sumK(rows, (x) => x.value),
    total_mortgage_balance: sumK(rows, (x) => x.loan),
    total_monthly_rent: sumK(rows, (x) => x.rent),
  };
  const noi = (x: Asset) => Math.round(x.rent * 12 * (0.5 + (x.units % 7) / 100));
  const pending = asset(r, 5);
  const pages: Line[][] = [
    [
      'SCHEDULE OF REAL ESTATE OWNED',
      [`Key Principal: ${fullK(personK(r))}`, `Borrowing Entity: ${firmK(r)} LLC`],
      [
        `Subject Property: ${pending.name} (under contract)`,
        `Date: ${longK({ y: 2026, m: r.int(1, 11), d: r.int(1, 28) })}`,
      ],
      'List all real estate currently owned, directly or through an entity. Amounts are for 100% of each property.',
      'Property Name | Address | Type | Units | % Owned | Acquired | Purchase Price | Current Market Value | Current Loan Balance | Lender | Maturity | Monthly Gross Rent | Annual NOI | Occupancy',
      ...rows.map(
        (x): Line =>
          `${x.name} | ${lineK(x.p)} | ${x.units > 20 ? 'Multifamily' : 'Small multifamily'} | ${x.units} | ${r.pick([100, 50, 33, 75])}% | ${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2009, 2024)} | ${dollarsK(x.price)} | ${dollarsK(x.value)} | ${x.loan ? dollarsK(x.loan) : '$0'} | ${x.loan ? r.pick(LENDERS) : 'None'} | ${x.loan ? `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2027, 2035)}` : '-'} | ${dollarsK(x.rent)} | ${dollarsK(noi(x))} | ${r.int(88, 100)}%`,
      ),
      `Portfolio Total (${n} properties) | | | ${sumK(rows, (x) => x.units)} | | | ${dollarsK(sumK(rows, (x) => x.price))} | ${dollarsK(truth.total_market_value as number)} | ${dollarsK(truth.total_mortgage_balance as number)} | | | ${dollarsK(truth.total_monthly_rent as number)} | ${dollarsK(sumK(rows, noi))} |`,
      'PROPERTIES UNDER CONTRACT (not owned; do not include above)',
      'Property Name | Address | Units | Contract Price | Proposed Loan | Expected Closing',
      `${pending.name} | ${lineK(pending.p)} | ${pending.units} | ${dollarsK(pending.price)} | ${dollarsK(Math.round(pending.price * 0.75))} | within 60 days`,
      'The undersigned certifies that this schedule is true and complete. ____________________ Key Principal',
    ],
  ];
  return { truth, pages };
};

type Parcel = {
  p: PlaceK;
  type: string;
  cost: number;
  value: number;
  loan: number;
  payment: number;
  rent: number;
};

const personal = (r: Rng): Generated => {
  const owner = personK(r);
  const n = r.int(2, 4);
  const rows: Parcel[] = Array.from({ length: n }, (_, i) => {
    const type = i === 0 ? 'Primary residence' : r.pick(['Single family rental', 'Duplex', 'Fourplex']);
    const doors = type === 'Fourplex' ? 4 : type === 'Duplex' ? 2 : 1;
    const value = (i === 0 ? r.int(40, 150) : doors * r.int(18, 50)) * 5000;
    const loan = r.next() < 0.25 ? 0 : Math.round((value * r.int(30, 75)) / 100 / 100) * 100;
    return {
      p: placeK(r),
      type,
      cost: Math.round((value * r.int(50, 90)) / 100 / 1000) * 1000,
      value,
      loan,
      payment: Math.round(loan * 0.0068),
      rent: i === 0 ? 0 : doors * r.int(16, 36) * 50,
    };
  });
  const truth: Generated['truth'] = {
    property_count: n,
    total_market_value: sumK(rows, (x) => x.value),
    total_mortgage_balance: sumK(rows, (x) => x.loan),
    total_monthly_rent: sumK(rows, (x) => x.rent),
  };
  const cash = r.int(20, 400) * 1000;
  const retirement = r.int(40, 900) * 1000;
  const card = r.int(0, 30) * 250;
  const assets = cash + retirement + (truth.total_market_value as number);
  const debts = card + (truth.total_mortgage_balance as number);
  const pages: Line[][] = [
    [
      'PERSONAL FINANCIAL STATEMENT',
      [`Name: ${fullK(owner)}`, `As of ${longK({ y: 2026, m: r.int(1, 11), d: r.int(1, 28) })}`],
      `Residence Address: ${lineK(rows[0]!.p)}`,
      'SECTION 1 - BALANCE SHEET',
      ['Cash on hand and in banks', dollarsK(cash)],
      ['IRA / 401(k) and other retirement accounts', dollarsK(retirement)],
      ['Real estate owned (Section 4, market value)', dollarsK(truth.total_market_value as number)],
      ['Total Assets', dollarsK(assets)],
      ['Credit cards and installment accounts', dollarsK(card)],
      ['Mortgages on real estate (Section 4)', dollarsK(truth.total_mortgage_balance as number)],
      ['Total Liabilities', dollarsK(debts)],
      ['Net Worth', dollarsK(assets - debts)],
      'SECTION 2 - ANNUAL INCOME',
      ['Salary', dollarsK(r.int(60, 300) * 1000)],
      ['Net rental income (annual)', dollarsK(Math.round((truth.total_monthly_rent as number) * 12 * 0.55))],
    ],
    [
      `SECTION 4 - REAL ESTATE OWNED (${fullK(owner)})`,
      'List each parcel separately. Use market value, not cost.',
      ...rows.flatMap((x, i): Line[] => [
        `Property ${i + 1} of ${n}: ${lineK(x.p)}`,
        [
          `Type of property: ${x.type}`,
          `Title held by: ${i === 0 || r.next() < 0.5 ? fullK(owner) : `${firmK(r)} LLC`}`,
        ],
        [`Original cost: ${dollarsK(x.cost)}`, `Present market value: ${dollarsK(x.value)}`],
        [
          `Mortgage holder: ${x.loan ? r.pick(LENDERS) : 'None'}`,
          `Mortgage balance: ${x.loan ? dollarsK(x.loan) : 'None'}`,
        ],
        [
          `Monthly payment: ${x.loan ? dollarsK(x.payment) : '-'}`,
          `Monthly rental income: ${x.rent ? dollarsK(x.rent) : 'Owner occupied'}`,
        ],
      ]),
      'I certify that the above is a true and correct statement of my financial condition. ______________ Date ________',
    ],
  ];
  return { truth, pages };
};

export const SREO_FAMILY_K: Family[] = [
  {
    id: 'sreo/k',
    cls: 'sreo',
    make: (r) => (firstLayoutK(r) ? sponsor(r) : personal(r)),
  },
];
