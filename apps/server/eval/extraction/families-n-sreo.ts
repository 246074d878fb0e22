// HELD OUT (held-out-10), family 14 ('/n') of the schedules of real estate owned, written blind (the
// extractor never opened). A CPA-compiled personal financial statement under ASC 274 (AICPA
// 'Statement of Financial Condition' at estimated current values): the statement first, with the
// residence apart from the real estate investments, mortgages split the same way, an unsecured line
// of credit and the estimated income taxes on unrealized appreciation among the liabilities, and
// net worth; the accountant's compilation report; then the notes, Note 3 listing every property
// (the residence included) with its cost basis, estimated current value and ANNUAL rental income,
// and Note 4 the mortgages by collateral (a home equity line on the residence among them) with a
// total. Truth: every property of Note 3, its values' total, the mortgages of Note 4 (first and
// second liens; not the unsecured line), the monthly rent as a twelfth of the annual rent.
import { dollarsN, fullN, lineN, longN, numN, peopleN, placeN, sumN, type PlaceN } from './families-n-util';
import type { Rng } from './rng';
import type { Family, Generated, Line } from './types';

const LENDERS = ['First Merchants Bank', 'Commerce Bank', 'Regions Bank', 'Arvest Bank', 'Liberty Bank'];
const TYPES = ['Single-family rental', 'Duplex', 'Fourplex', 'Retail condominium', 'Townhouse rental'];

type Holding = {
  p: PlaceN;
  type: string;
  residence: boolean;
  year: number;
  cost: number;
  value: number;
  monthly: number;
  loans: { lender: string; kind: string; rate: number; balance: number; payment: number }[];
};

const holding = (r: Rng, residence: boolean): Holding => {
  const value = r.int(30, 160) * 5000;
  const loans: Holding['loans'] = [];
  if (r.next() < 0.75) {
    const balance = Math.round((value * r.int(35, 70)) / 100 / 100) * 100 + r.int(0, 99);
    loans.push({
      lender: r.pick(LENDERS),
      kind: 'First mortgage',
      rate: r.int(300, 725) / 100,
      balance,
      payment: Math.round(balance * 0.0068),
    });
  }
  if (residence && r.next() < 0.6) {
    const balance = r.int(8, 60) * 1000 + r.int(0, 999);
    loans.push({
      lender: r.pick(LENDERS),
      kind: 'Home equity line',
      rate: r.int(700, 950) / 100,
      balance,
      payment: Math.round(balance * 0.009),
    });
  }
  return {
    p: placeN(r),
    type: residence ? 'Primary residence' : r.pick(TYPES),
    residence,
    year: r.int(2006, 2023),
    cost: Math.round((value * r.int(50, 90)) / 100 / 1000) * 1000,
    value,
    monthly: residence ? 0 : r.int(32, 120) * 25,
    loans,
  };
};

const statement = (r: Rng): Generated => {
  const [a, b, cpa] = peopleN(r, 3);
  const owners = r.next() < 0.5 ? `${fullN(a!)} and ${fullN(b!)}` : fullN(a!);
  const asOf = { y: 2025, m: 12, d: 31 };
  const props = [holding(r, true), ...Array.from({ length: r.int(2, 5) }, () => holding(r, false))];
  const invest = props.filter((x) => !x.residence);
  const home = props[0]!;
  const loans = props.flatMap((x) => x.loans.map((l) => ({ ...l, p: x.p })));
  const debt = (xs: Holding[]) =>
    sumN(
      xs.flatMap((x) => x.loans),
      (l) => l.balance,
    );
  const annual = sumN(props, (x) => x.monthly * 12);
  const truth: Generated['truth'] = {
    property_count: props.length,
    total_market_value: sumN(props, (x) => x.value),
    total_mortgage_balance: debt(props),
    total_monthly_rent: sumN(props, (x) => x.monthly),
  };
  const cash = r.int(20_000, 400_000);
  const securities = r.int(50_000, 900_000);
  const retirement = r.int(40_000, 1_200_000);
  const personal = r.int(15, 90) * 1000;
  const credit = r.int(500, 9000);
  const unsecured = r.next() < 0.6 ? r.int(10, 80) * 1000 : 0;
  const gain = sumN(props, (x) => x.value - x.cost);
  const taxes = Math.round(gain * 0.21);
  const assets = cash + securities + retirement + personal + sumN(props, (x) => x.value);
  const liabilities = credit + debt(props) + unsecured + taxes;
  const firm = `${r.pick(['Underhill', 'Pennington', 'Galbraith'])} & ${r.pick(['Whitlock', 'Lindgren', 'Tanaka'])}, CPAs, PC`;
  const pages: Line[][] = [
    [
      owners.toUpperCase(),
      'STATEMENT OF FINANCIAL CONDITION',
      longN(asOf),
      'ASSETS',
      ['Cash and cash equivalents', dollarsN(cash)],
      ['Marketable securities (Note 2)', dollarsN(securities)],
      ['Retirement accounts', dollarsN(retirement)],
      ['Real estate investments (Note 3)', dollarsN(sumN(invest, (x) => x.value))],
      ['Residence (Note 3)', dollarsN(home.value)],
      ['Vehicles and personal effects', dollarsN(personal)],
      ['Total assets', dollarsN(assets)],
      'LIABILITIES AND NET WORTH',
      ['Credit cards payable', dollarsN(credit)],
      ['Mortgages payable on real estate investments (Note 4)', dollarsN(debt(invest))],
      ['Mortgage and home equity line on residence (Note 4)', dollarsN(debt([home]))],
      ...(unsecured ? [['Line of credit, unsecured (Note 5)', dollarsN(unsecured)] as Line] : []),
      [
        'Estimated income taxes on the differences between the estimated current values of assets and their tax bases (Note 6)',
        dollarsN(taxes),
      ],
      ['Total liabilities', dollarsN(liabilities)],
      ['Net worth', dollarsN(assets - liabilities)],
      ['Total liabilities and net worth', dollarsN(assets)],
      "See accountant's compilation report and notes to the financial statement.",
    ],
    [
      "ACCOUNTANT'S COMPILATION REPORT",
      `To ${owners}:`,
      `Management is responsible for the accompanying statement of financial condition of ${owners} as of ${longN(asOf)}, in accordance with accounting principles generally accepted in the United States of America. We have performed a compilation engagement in accordance with Statements on Standards for Accounting and Review Services. We did not audit or review the financial statement, nor were we required to perform any procedures to verify the accuracy or completeness of the information provided by management. Accordingly, we do not express an opinion, a conclusion, nor provide any form of assurance on this financial statement.`,
      `${firm}   ${fullN(cpa!)}, CPA   ${lineN(placeN(r))}   ${longN({ y: 2026, m: r.int(2, 4), d: r.int(1, 28) })}`,
      'NOTES TO THE STATEMENT OF FINANCIAL CONDITION',
      'Note 1 - Basis of presentation. Assets are stated at their estimated current values and liabilities at their estimated current amounts.',
      `Note 2 - Marketable securities are held in brokerage account no. ${numN(r, 4)}-${numN(r, 4)} and valued at quoted market prices.`,
      'Note 3 - Real estate. Estimated current values were determined by the owners from recent sales of comparable properties and county assessments. Rental income is the contractual annual rent under leases in effect at the statement date.',
      'Property | Type | Acquired | Cost basis | Estimated current value | Annual rental income',
      ...props.map(
        (x): Line =>
          `${lineN(x.p)} | ${x.type} | ${x.year} | ${dollarsN(x.cost)} | ${dollarsN(x.value)} | ${x.monthly ? dollarsN(x.monthly * 12) : '-'}`,
      ),
      `Total (${props.length} properties) | | | ${dollarsN(sumN(props, (x) => x.cost))} | ${dollarsN(sumN(props, (x) => x.value))} | ${dollarsN(annual)}`,
    ],
    [
      `${owners} - Notes to the Statement of Financial Condition (continued)`,
      'Note 4 - Mortgages payable. All mortgages are secured by the property named and are stated at their unpaid principal balances.',
      'Collateral | Lender | Type | Rate | Monthly payment | Balance',
      ...loans.map(
        (l): Line =>
          `${l.p.street}, ${l.p.city} | ${l.lender} | ${l.kind} | ${l.rate.toFixed(2)}% | ${dollarsN(l.payment)} | ${dollarsN(l.balance)}`,
      ),
      `Total mortgages payable | | | | ${dollarsN(sumN(loans, (l) => l.payment))} | ${dollarsN(debt(props))}`,
      unsecured
        ? `Note 5 - Line of credit. An unsecured personal line of credit of ${dollarsN(unsecured * 2)} with ${r.pick(LENDERS)} had an outstanding balance of ${dollarsN(unsecured)}.`
        : 'Note 5 - Line of credit. None outstanding at the statement date.',
      'Note 6 - Estimated income taxes have been provided on the excess of the estimated current values of assets over their tax bases as if realized at the statement date, at a combined rate of 21%.',
    ],
  ];
  return { truth, pages };
};

export const SREO_FAMILY_N: Family[] = [{ id: 'sreo/n', cls: 'sreo', make: statement }];
