// HELD OUT (held-out-6), family 10 ('/j') of the schedules of real estate owned, written blind (the
// extractor never opened). Either a private (fix-and-flip / rental) lender's 'Real Estate Schedule &
// Investor Experience' form (section A: properties currently owned with purchase price, rehab spent,
// as-is value, loan balance or 'Free & Clear', lender, monthly rent and a status such as 'Vacant -
// Rehab', a 'TOTAL OWNED (N)' row; section B: properties sold in the last 36 months with sale prices
// and profits as distractors) or a commercial bank's schedule of real estate owned with two lines per
// property (address and holding entity with its % owned, then type, market value, first and second
// lien balances, total liens, gross rent and payment) and a TOTALS row naming the count.
import {
  firstLayoutJ,
  firmJ,
  fullJ,
  lineJ,
  longJ,
  personJ,
  placeJ,
  wholeJ,
  type PlaceJ,
} from './families-j-util';
import type { Rng } from './rng';
import type { Family, Generated, Line } from './types';

const LENDERS = ['Anchorline Private Capital', 'First Ozark Bank', 'Riverbend Savings', 'Cobalt Note Fund I'];
const sum = <T>(rows: T[], f: (x: T) => number) => rows.reduce((s, x) => s + f(x), 0);

type Owned = {
  p: PlaceJ;
  bought: string;
  price: number;
  rehab: number;
  value: number;
  debt: number;
  rent: number;
  status: string;
};

const investor = (r: Rng): Generated => {
  const n = r.int(2, 5);
  const rows: Owned[] = Array.from({ length: n }, (_, i) => {
    const price = r.int(9, 60) * 5000;
    const rehab = r.int(0, 18) * 2500;
    const value = Math.round(((price + rehab) * (1 + r.int(5, 45) / 100)) / 1000) * 1000;
    const debt = r.next() < 0.25 ? 0 : Math.round((value * r.int(40, 75)) / 100 / 100) * 100;
    // The first property is always leased, so the schedule's rent is never nil.
    const vacant = i > 0 && r.next() < 0.3;
    return {
      p: placeJ(r),
      bought: `${String(r.int(1, 12)).padStart(2, '0')}/${r.int(2014, 2025)}`,
      price,
      rehab,
      value,
      debt,
      rent: vacant ? 0 : r.int(18, 60) * 50,
      status: vacant
        ? r.pick(['Vacant - Rehab', 'Vacant - Listed for rent'])
        : r.pick(['Leased', 'Leased (Sec. 8)']),
    };
  });
  const sold = Array.from({ length: r.int(1, 3) }, () => {
    const price = r.int(8, 40) * 5000;
    return { p: placeJ(r), price, sale: price + r.int(10, 60) * 2500 };
  });
  const totalsPrinted = r.next() < 0.6;
  const truth: Generated['truth'] = {
    property_count: n,
    total_market_value: sum(rows, (x) => x.value),
    total_mortgage_balance: sum(rows, (x) => x.debt),
    total_monthly_rent: sum(rows, (x) => x.rent),
  };
  const pages: Line[][] = [
    [
      'REAL ESTATE SCHEDULE & INVESTOR EXPERIENCE',
      [`Borrowing Entity: ${firmJ(r)} LLC`, `Guarantor: ${fullJ(personJ(r))}`],
      [
        `Loan Request: ${wholeJ(r.int(12, 90) * 5000)} (purchase + rehab)`,
        `Prepared: ${longJ({ y: 2026, m: r.int(1, 10), d: r.int(1, 28) })}`,
      ],
      'A. PROPERTIES CURRENTLY OWNED',
      '# | Property Address | Acquired | Purchase Price | Rehab Spent | As-Is Value | Loan Balance | Lender | Monthly Rent | Status',
      ...rows.map(
        (x, i): Line =>
          `${i + 1} | ${lineJ(x.p)} | ${x.bought} | ${wholeJ(x.price)} | ${wholeJ(x.rehab)} | ${wholeJ(x.value)} | ${x.debt ? wholeJ(x.debt) : 'Free & Clear'} | ${x.debt ? r.pick(LENDERS) : '-'} | ${x.rent ? wholeJ(x.rent) : '$0'} | ${x.status}`,
      ),
      ...(totalsPrinted
        ? [
            `TOTAL OWNED (${n}) | | | ${wholeJ(sum(rows, (x) => x.price))} | ${wholeJ(sum(rows, (x) => x.rehab))} | ${wholeJ(truth.total_market_value as number)} | ${wholeJ(truth.total_mortgage_balance as number)} | | ${wholeJ(truth.total_monthly_rent as number)} |`,
          ]
        : []),
      'B. PROPERTIES SOLD IN THE LAST 36 MONTHS',
      'Property Address | Purchase Price | Sale Price | Net Profit',
      ...sold.map(
        (x): Line =>
          `${lineJ(x.p)} | ${wholeJ(x.price)} | ${wholeJ(x.sale)} | ${wholeJ(Math.round((x.sale - x.price) * 0.82))}`,
      ),
      `Completed projects (lifetime): ${n + sold.length + r.int(0, 6)}`,
      'I certify that the information above is true, complete and correct. ______________ Guarantor',
    ],
  ];
  return { truth, pages };
};

type Held = {
  p: PlaceJ;
  owner: string;
  pct: number;
  type: string;
  value: number;
  first: number;
  second: number;
  rent: number;
  payment: number;
};

const bankSchedule = (r: Rng): Generated => {
  const applicant = personJ(r);
  const n = r.int(2, 5);
  const rows: Held[] = Array.from({ length: n }, () => {
    const value = r.int(24, 300) * 5000;
    const first = r.next() < 0.2 ? 0 : Math.round((value * r.int(35, 70)) / 100 / 100) * 100;
    const second = first && r.next() < 0.35 ? r.int(10, 60) * 1000 : 0;
    const units = r.int(1, 12);
    return {
      p: placeJ(r),
      owner: r.next() < 0.5 ? `${firmJ(r)} LLC` : fullJ(applicant),
      pct: r.pick([100, 100, 50, 75]),
      type: units === 1 ? 'SFR' : units < 5 ? `${units}-plex` : `Multifamily (${units} units)`,
      value,
      first,
      second,
      rent: units * r.int(7, 16) * 100,
      payment: Math.round((first + second) * 0.0062),
    };
  });
  const liens = (x: Held) => x.first + x.second;
  const money = (v: number) => (v ? wholeJ(v) : '-');
  const truth: Generated['truth'] = {
    property_count: n,
    total_market_value: sum(rows, (x) => x.value),
    total_mortgage_balance: sum(rows, liens),
    total_monthly_rent: sum(rows, (x) => x.rent),
  };
  const pages: Line[][] = [
    [
      'SCHEDULE OF REAL ESTATE OWNED',
      [`Applicant: ${fullJ(applicant)}`, `As of ${longJ({ y: 2026, m: r.int(1, 10), d: r.int(1, 28) })}`],
      'Report each property on two lines: the property and who holds title, then its figures. Amounts are for the whole property.',
      'Property / Title Holder (% Owned)',
      'Type | Market Value | 1st Lien Balance | 2nd Lien / HELOC | Total Liens | Monthly Gross Rent | Monthly Payment',
      ...rows.flatMap((x, i): Line[] => [
        `${i + 1}) ${lineJ(x.p)} - ${x.owner} (${x.pct}%)`,
        `${x.type} | ${wholeJ(x.value)} | ${money(x.first)} | ${money(x.second)} | ${money(liens(x))} | ${wholeJ(x.rent)} | ${money(x.payment)}`,
      ]),
      `TOTALS (${n} properties) | ${wholeJ(truth.total_market_value as number)} | ${wholeJ(sum(rows, (x) => x.first))} | ${wholeJ(sum(rows, (x) => x.second))} | ${wholeJ(truth.total_mortgage_balance as number)} | ${wholeJ(truth.total_monthly_rent as number)} | ${wholeJ(sum(rows, (x) => x.payment))}`,
      `Net equity ${wholeJ((truth.total_market_value as number) - (truth.total_mortgage_balance as number))}   Weighted LTV ${Math.round(((truth.total_mortgage_balance as number) / (truth.total_market_value as number)) * 1000) / 10}%`,
      `Signature of Applicant ______________   Date ______________`,
    ],
  ];
  return { truth, pages };
};

export const SREO_FAMILY_J: Family[] = [
  {
    id: 'sreo/j',
    cls: 'sreo',
    make: (r) => (firstLayoutJ(r) ? investor(r) : bankSchedule(r)),
  },
];
