// HELD OUT (held-out-5), family 9 ('/i') of the operating agreements and schedules of real estate
// owned, written blind (the extractor never opened). A Texas 'Company Agreement' (Texas Business
// Organizations Code wording: Certificate of Formation filed earlier than the agreement's effective
// date, 'Sharing Ratio' instead of percentage interest, 'will not have managers' / 'managed by one
// or more Managers', a required vote in words and figures) whose Exhibit A lists the members with
// the ratio FIRST, then name and notice address, capital and date admitted, or as one block per
// member. SREOs: a bank's personal financial statement 'Schedule C - Real Estate Owned' (title held
// in, % owned, cost beside market value, lender, payment, rent, a TOTAL row), or an investor's
// portfolio schedule (one block per property with units, purchase price and NOI, a portfolio
// summary with LTV and DSCR, properties sold in the last 24 months listed apart).
import { bare, inWords, title } from './families-f-util';
import { entityName, fullName, line, personI, siteI, TX_I, type Site } from './families-i-util';
import { iso, long, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const SPLITS = [[60, 40], [50, 25, 25], [100], [51, 49], [40, 30, 20, 10], [33.34, 33.33, 33.33]];
const pctText = (n: number) => `${n.toFixed(3)}%`;

const oaI: Family = {
  id: 'operating-agreement/i',
  cls: 'operating-agreement',
  make: (r) => {
    const managed = r.next() < 0.5;
    const company = entityName(r);
    const split = r.pick(SPLITS);
    const names: string[] = [];
    while (names.length < split.length) {
      const n = names.length === 1 && r.next() < 0.3 ? entityName(r) : fullName(personI(r));
      if (!names.includes(n) && n !== company) names.push(n);
    }
    const effective: Day = { y: r.int(2016, 2025), m: r.int(1, 12), d: r.int(1, 28) };
    const filed: Day = { y: effective.y - r.int(0, 1), m: r.int(1, effective.m), d: r.int(1, 28) };
    const manager = fullName(personI(r));
    const truth: Generated['truth'] = {
      company_name: company,
      state_of_formation: 'Texas',
      effective_date: iso(effective),
      members: names,
      ownership_percentages: split,
      management_type: managed ? 'manager-managed' : 'member-managed',
    };
    const vote = r.pick([66, 75, 80]);
    const addresses = names.map(() => line(siteI(r, TX_I)));
    const capital = split.map((s) => Math.round(s * r.int(200, 2500)) * 10);
    const admitted = us(effective);
    const table = r.next() < 0.5;
    const exhibit: Line[] = table
      ? [
          'Sharing Ratio | Member Name and Notice Address | Initial Capital Contribution | Date Admitted',
          ...names.map(
            (n, i) => `${pctText(split[i]!)} | ${n}, ${addresses[i]} | $${bare(capital[i]!)} | ${admitted}`,
          ),
          `100.000% | TOTAL | $${bare(capital.reduce((a, b) => a + b, 0))} |`,
        ]
      : names.flatMap((n, i) => [
          `Member: ${n}`,
          `Notice Address: ${addresses[i]}`,
          `Capital Contribution: $${bare(capital[i]!)} (cash)   Sharing Ratio: ${pctText(split[i]!)}`,
        ]);
    const pages: Line[][] = [
      [
        'COMPANY AGREEMENT',
        `OF ${company.toUpperCase()}`,
        'A Texas Limited Liability Company',
        `This Company Agreement (this "Agreement") of ${company} (the "Company") is adopted and entered into effective as of ${long(effective)} (the "Effective Date") by the Persons executing this Agreement as Members, whose names appear on Exhibit A.`,
        `RECITALS. The Company was formed as a Texas limited liability company by the filing of a Certificate of Formation with the Secretary of State of the State of Texas on ${long(filed)} (File Number 08${r.int(10000000, 99999999)}).`,
        'ARTICLE I. FORMATION',
        `1.01 Formation. The Company is governed by Chapter 101 of the Texas Business Organizations Code (the "TBOC"). The registered agent is ${fullName(personI(r))} at ${line(siteI(r, TX_I))}.`,
        `1.02 Principal Office. ${line(siteI(r, TX_I))}.`,
        'ARTICLE II. MEMBERS; SHARING RATIOS',
        '2.01 Members. The names, notice addresses, Capital Contributions and Sharing Ratios of the Members are set forth on Exhibit A, as amended from time to time.',
        `2.02 Required Vote. Unless otherwise stated, action of the Members requires the approval of Members holding at least ${title(inWords(vote))} percent (${vote}%) of the Sharing Ratios.`,
        'ARTICLE III. MANAGEMENT',
        managed
          ? `3.01 Management by Managers. The Company shall be managed by one or more Managers. The initial Manager is ${manager}, who need not be a Member.`
          : '3.01 Management by Members. The Company will not have managers. The powers of the Company shall be exercised by or under the authority of, and its business and affairs managed under the direction of, its Members.',
      ],
      [
        'ARTICLE IV. ALLOCATIONS AND DISTRIBUTIONS',
        '4.01 Distributions of Available Cash shall be made to the Members in proportion to their Sharing Ratios.',
        `IN WITNESS WHEREOF, the Members have executed this Agreement as of the Effective Date.`,
        ...names.map((n) => `MEMBER: ____________________ ${n}`),
        'EXHIBIT A',
        `MEMBERS, CAPITAL CONTRIBUTIONS AND SHARING RATIOS (as of ${long(effective)})`,
        ...exhibit,
      ],
    ];
    return { truth, pages };
  },
};

type Holding = {
  a: Site;
  value: number;
  cost: number;
  debt: number;
  pay: number;
  rent: number;
  units: number;
};
const holding = (r: Rng): Holding => {
  const value = r.int(24, 320) * 5000;
  const debt = r.next() < 0.2 ? 0 : Math.round((value * r.int(35, 72)) / 100 / 100) * 100;
  return {
    a: siteI(r),
    value,
    cost: Math.round((value * r.int(55, 95)) / 100 / 1000) * 1000,
    debt,
    pay: Math.round(debt * 0.0068),
    rent: r.int(14, 180) * 50,
    units: r.int(1, 24),
  };
};
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const LENDERS = ['Osage Valley Bank', 'First Hartford Savings', 'Magnolia Federal', 'Prairie Mortgage Co.'];

/** Personal financial statement, Schedule C: a table with a TOTAL row. */
const scheduleC = (
  r: Rng,
  who: string,
  xs: Holding[],
  t: (f: (h: Holding) => number) => number,
): Line[][] => [
  [
    'PERSONAL FINANCIAL STATEMENT - SCHEDULE C',
    `REAL ESTATE OWNED   Name: ${who}   Statement date: ${us({ y: 2026, m: r.int(1, 10), d: r.int(1, 28) })}`,
    'Property Address | Title Held In | % Owned | Date Acquired | Cost | Market Value | Loan Balance | Lender | Monthly Payment | Monthly Rent',
    ...xs.map(
      (h) =>
        `${line(h.a)} | ${r.next() < 0.5 ? 'Individual' : entityName(r)} | 100% | ${r.int(1, 12)}/${r.int(2004, 2024)} | ${money(h.cost)} | ${money(h.value)} | ${money(h.debt)} | ${h.debt ? r.pick(LENDERS) : 'Free & clear'} | ${money(h.pay)} | ${money(h.rent)}`,
    ),
    `TOTAL | | | | ${money(t((h) => h.cost))} | ${money(t((h) => h.value))} | ${money(t((h) => h.debt))} | | ${money(t((h) => h.pay))} | ${money(t((h) => h.rent))}`,
    'Use additional sheets if necessary. Attach copies of leases for properties with rental income.',
  ],
];

/** Investor's portfolio schedule: one block per property, a summary first, sold properties apart. */
const portfolio = (
  r: Rng,
  who: string,
  xs: Holding[],
  t: (f: (h: Holding) => number) => number,
): Line[][] => {
  const value = t((h) => h.value);
  const debt = t((h) => h.debt);
  const noi = (h: Holding) => Math.round(h.rent * 12 * 0.62);
  const sold = holding(r);
  return [
    [
      'SCHEDULE OF REAL ESTATE OWNED',
      `Sponsor: ${who}   Prepared ${long({ y: 2026, m: r.int(1, 10), d: r.int(1, 28) })}`,
      'PORTFOLIO SUMMARY',
      ['Number of properties owned', String(xs.length)],
      ['Aggregate market value', money(value)],
      ['Aggregate mortgage debt', money(debt)],
      ['Aggregate gross monthly rents', money(t((h) => h.rent))],
      ['Aggregate monthly debt service', money(t((h) => h.pay))],
      ['Portfolio LTV', `${((100 * debt) / value).toFixed(1)}%`],
      'PROPERTIES',
      ...xs.flatMap((h, i): Line[] => [
        `Property ${i + 1}: ${line(h.a)} (${h.units} unit${h.units > 1 ? 's' : ''})`,
        `Purchase price ${money(h.cost)}   Current value ${money(h.value)}   Mortgage balance ${money(h.debt)}`,
        `Gross monthly rent ${money(h.rent)}   Monthly P&I ${money(h.pay)}   Annual NOI ${money(noi(h))}`,
      ]),
    ],
    [
      'PROPERTIES SOLD IN THE LAST 24 MONTHS (not included above)',
      `${line(sold.a)}   Sold ${us({ y: 2025, m: r.int(1, 12), d: r.int(1, 28) })} for ${money(sold.value)}; loan of ${money(sold.debt)} paid off at closing`,
      `I certify that this schedule is true and complete. ${who}`,
    ],
  ];
};

const sreoI: Family = {
  id: 'sreo/i',
  cls: 'sreo',
  make: (r) => {
    const table = r.next() < 0.5;
    const xs = Array.from({ length: r.int(2, 6) }, () => holding(r));
    const t = (f: (h: Holding) => number) => xs.reduce((s, h) => s + f(h), 0);
    const truth: Generated['truth'] = {
      property_count: xs.length,
      total_market_value: t((h) => h.value),
      total_mortgage_balance: t((h) => h.debt),
      total_monthly_rent: t((h) => h.rent),
    };
    const who = fullName(personI(r));
    const pages = table ? scheduleC(r, who, xs, t) : portfolio(r, who, xs, t);
    return { truth, pages };
  },
};

export const ENTITY_FAMILIES_I = [oaI, sreoI];
