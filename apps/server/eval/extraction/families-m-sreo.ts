// HELD OUT (held-out-9), family 13 ('/m') of the schedules of real estate owned, written blind (the
// extractor never opened). A sponsor's spreadsheet schedule of real estate owned for a DSCR /
// bridge lender, exported from Excel, grouped by holding entity. Truth: every property still
// owned (the sold ones left out), first and second liens together, the monthly rent as a twelfth
// of the annual rent printed.
import { dollarsM, firmM, fullM, lineM, longM, personM, placeM, sumM, type PlaceM } from './families-m-util';
import type { Rng } from './rng';
import type { Family, Generated, Line } from './types';

const LENDERS = [
  'Palmetto Federal CU',
  'Wasatch Community Bank',
  'Kiavi',
  'Lima One Capital',
  'Visio Lending',
];
const KINDS: [string, number][] = [
  ['SFR', 1],
  ['Duplex', 2],
  ['Townhome', 1],
  ['Quad', 4],
  ['5-unit MF', 5],
];

type Owned = {
  p: PlaceM;
  type: string;
  units: number;
  bought: number;
  value: number;
  first: number;
  second: number;
  monthly: number;
  service: number;
  lender: string;
  year: number;
};

const owned = (r: Rng): Owned => {
  const [type, units] = r.pick(KINDS);
  const value = units * r.int(28, 62) * 5000;
  const first = r.next() < 0.15 ? 0 : Math.round((value * r.int(50, 75)) / 100 / 500) * 500;
  const second = first && r.next() < 0.25 ? r.int(3, 12) * 5000 : 0;
  return {
    p: placeM(r),
    type,
    units,
    bought: Math.round((value * r.int(55, 90)) / 100 / 1000) * 1000,
    value,
    first,
    second,
    monthly: units * r.int(19, 33) * 50,
    service: Math.round((first + second) * 0.0078) * 12,
    lender: r.pick(LENDERS),
    year: r.int(2012, 2024),
  };
};

const schedule = (r: Rng): Generated => {
  const sponsor = personM(r);
  const entities = Array.from({ length: r.int(1, 3) }, () => firmM(r)).filter(
    (e, i, all) => all.indexOf(e) === i,
  );
  const groups = entities.map((e, i) => ({
    entity: `${e} LLC`,
    rows: Array.from({ length: r.int(i === 0 ? 2 : 1, 3) }, () => owned(r)),
  }));
  const all = groups.flatMap((g) => g.rows);
  const liens = (x: Owned) => x.first + x.second;
  const annual = sumM(all, (x) => x.monthly * 12);
  const truth: Generated['truth'] = {
    property_count: all.length,
    total_market_value: sumM(all, (x) => x.value),
    total_mortgage_balance: sumM(all, liens),
    total_monthly_rent: sumM(all, (x) => x.monthly),
  };
  const loanCell = (x: Owned) =>
    !x.first
      ? 'Free & Clear'
      : x.second
        ? `${dollarsM(x.first)} (1st) + ${dollarsM(x.second)} (HELOC) = ${dollarsM(liens(x))}`
        : dollarsM(x.first);
  const header =
    'Property Address | Type / Units | Acquired | Purchase Price | Current Value | Loan Balance | Lender | Annual Gross Rent | Annual Debt Service';
  const row = (x: Owned): Line =>
    `${lineM(x.p)} | ${x.type} / ${x.units} | ${x.year} | ${dollarsM(x.bought)} | ${dollarsM(x.value)} | ${loanCell(x)} | ${x.first ? x.lender : '-'} | ${dollarsM(x.monthly * 12)} | ${x.service ? dollarsM(x.service) : '-'}`;
  const totals = (label: string, rows: Owned[]): Line =>
    `${label} | ${sumM(rows, (x) => x.units)} units | | ${dollarsM(sumM(rows, (x) => x.bought))} | ${dollarsM(sumM(rows, (x) => x.value))} | ${dollarsM(sumM(rows, liens))} | | ${dollarsM(sumM(rows, (x) => x.monthly * 12))} | ${dollarsM(sumM(rows, (x) => x.service))}`;
  const sold = Array.from({ length: r.int(1, 2) }, () => owned(r));
  const pages: Line[][] = [
    [
      'SCHEDULE OF REAL ESTATE OWNED',
      [
        `Sponsor / Guarantor: ${fullM(sponsor)}`,
        `As of ${longM({ y: 2026, m: r.int(1, 11), d: r.int(1, 28) })}`,
      ],
      [`Borrowing entity: ${firmM(r)} LLC`, `Prepared for: ${r.pick(LENDERS)}`],
      "All figures in US dollars. Values are the sponsor's estimates; rents are annualized from current leases.",
      ...groups.flatMap(({ entity, rows }): Line[] => [
        `Vesting entity: ${entity} (${r.pick([100, 100, 50])}% owned by sponsor)`,
        header,
        ...rows.map(row),
        totals(`Subtotal ${entity} (${rows.length})`, rows),
      ]),
      totals(`TOTAL REAL ESTATE OWNED (${all.length} properties)`, all),
      `Portfolio DSCR: ${(
        annual /
        Math.max(
          1,
          sumM(all, (x) => x.service),
        )
      ).toFixed(2)}x   Weighted LTV: ${((sumM(all, liens) / sumM(all, (x) => x.value)) * 100).toFixed(1)}%`,
      'PROPERTIES SOLD IN THE LAST 24 MONTHS (not owned; for track record only)',
      'Property Address | Type / Units | Purchase Price | Sale Price | Sale Date | Net Profit',
      ...sold.map(
        (x): Line =>
          `${lineM(x.p)} | ${x.type} / ${x.units} | ${dollarsM(x.bought)} | ${dollarsM(x.value)} | ${String(r.int(1, 12)).padStart(2, '0')}/2025 | ${dollarsM(Math.max(4000, x.value - x.bought - r.int(5, 30) * 1000))}`,
      ),
      `I certify the above schedule is true and correct.   ${fullM(sponsor)}   Date: ____________`,
    ],
  ];
  return { truth, pages };
};

export const SREO_FAMILY_M: Family[] = [{ id: 'sreo/m', cls: 'sreo', make: schedule }];
