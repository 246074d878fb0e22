// Operating agreements and schedules of real estate owned, four generator families each.
import type { Family, Generated, Line } from './types';
import { day, iso, long, personName, place, us, usd, type Rng } from './rng';

const WORDS = [
  'Maple Street',
  'Harborview',
  'Granite Peak',
  'Blue Heron',
  'Cedar Grove',
  'Northgate',
  'Silver Creek',
  'Ironwood',
];
const SUFFIX = ['Holdings', 'Properties', 'Capital', 'Ventures', 'Partners'];
const SPLITS = [[100], [60, 40], [50, 50], [50, 30, 20], [75, 25], [40, 35, 25], [34, 33, 33]];

const agreement = (r: Rng) => {
  const split = r.pick(SPLITS);
  const members = split.map(() => personName(r)).filter((n, i, all) => all.indexOf(n) === i);
  const shares = split.slice(0, members.length);
  if (members.length < split.length)
    shares[0] = shares[0]! + split.slice(members.length).reduce((s, n) => s + n, 0);
  const state = r.pick(['Texas', 'Delaware', 'Colorado', 'Florida', 'Georgia', 'Arizona']);
  const company = `${r.pick(WORDS)} ${r.pick(SUFFIX)}, LLC`;
  const date = day(r, 2015, 2025);
  const management = r.pick(['member-managed', 'manager-managed']);
  const truth: Generated['truth'] = {
    company_name: company,
    state_of_formation: state,
    effective_date: iso(date),
    members,
    ownership_percentages: shares,
    management_type: management,
  };
  return { members, shares, state, company, date, management, truth };
};

const oaA: Family = {
  id: 'operating-agreement/a',
  cls: 'operating-agreement',
  make: (r) => {
    const g = agreement(r);
    const pages: Line[][] = [
      [
        'OPERATING AGREEMENT',
        `OF ${g.company.toUpperCase()}`,
        `A ${g.state} Limited Liability Company`,
        '',
        `This Operating Agreement is made and entered into effective as of ${long(g.date)} by the members`,
        `listed below. The Company is organized under the laws of the State of ${g.state}.`,
        '',
        'ARTICLE 1. MANAGEMENT',
        `The Company shall be ${g.management}.`,
        '',
        'SCHEDULE A. MEMBERS AND MEMBERSHIP INTERESTS',
        ...g.members.map((m, i) => `${m}   ${g.shares[i]}%`),
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const oaB: Family = {
  id: 'operating-agreement/b',
  cls: 'operating-agreement',
  make: (r) => {
    const g = agreement(r);
    const pages: Line[][] = [
      [
        'LIMITED LIABILITY COMPANY AGREEMENT',
        g.company,
        `Dated: ${us(g.date)}`,
        `THIS LIMITED LIABILITY COMPANY AGREEMENT of ${g.company}, a ${g.state} limited liability company`,
        `(the "Company"), is entered into by the persons listed on Exhibit A as Members.`,
        '1. Formation. The Company was formed by filing a Certificate of Formation with the Secretary of',
        `State of ${g.state}.`,
        `2. Management. The business of the Company shall be ${g.management === 'member-managed' ? 'managed by its Members (member-managed)' : 'managed by one or more Managers (manager-managed)'}.`,
      ],
      [
        'EXHIBIT A',
        'Member Name Percentage Interest',
        ...g.members.map((m, i) => `${m} ${g.shares[i]!.toFixed(2)}%`),
        `Total ${(100).toFixed(2)}%`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const oaC: Family = {
  id: 'operating-agreement/c',
  cls: 'operating-agreement',
  make: (r) => {
    const g = agreement(r);
    const pages: Line[][] = [
      [
        [`${g.company.toUpperCase()}`, `Effective Date: ${long(g.date)}`],
        ['AMENDED AND RESTATED OPERATING AGREEMENT', `State of formation: ${g.state}`],
        '',
        'Section 2.1 Capital Contributions. Each Member has contributed the capital set out below.',
        `Section 5.1 The Company is ${g.management}; no Member acts for it except as stated here.`,
        '',
        'Members Capital Contribution Membership Interest',
        ...g.members.map((m, i) => `${m} ${usd(g.shares[i]! * 2500, false)} ${g.shares[i]}%`),
      ],
    ];
    return { truth: g.truth, pages };
  },
};

/** HELD OUT. Units and ownership columns, 'Member' label per row. */
const oaD: Family = {
  id: 'operating-agreement/d',
  cls: 'operating-agreement',
  make: (r) => {
    const g = agreement(r);
    const pages: Line[][] = [
      [
        `${g.company} Operating Agreement`,
        `This Agreement is effective ${us(g.date)}. ${g.company} (the "LLC") is a limited liability company`,
        `organized under the laws of the State of ${g.state}. The LLC will be ${g.management.replace('-', ' ')}.`,
        '',
        'SCHEDULE 1 - MEMBERS',
        'Name Units Ownership',
        ...g.members.map((m, i) => `${m} ${g.shares[i]! * 10} ${g.shares[i]}%`),
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const portfolio = (r: Rng) => {
  const rows = Array.from({ length: r.int(2, 6) }, () => {
    const p = place(r);
    const value = r.int(18, 260) * 5000;
    const loan = r.next() < 0.2 ? 0 : Math.round((value * (0.3 + r.next() * 0.45)) / 1000) * 1000;
    return { address: `${p.street} ${p.city} ${p.st}`, value, loan, rent: r.int(9, 140) * 50 };
  });
  const total = (k: 'value' | 'loan' | 'rent') => rows.reduce((s, x) => s + x[k], 0);
  const truth: Generated['truth'] = {
    property_count: rows.length,
    total_market_value: total('value'),
    total_mortgage_balance: total('loan'),
    total_monthly_rent: total('rent'),
  };
  return { rows, total, truth, owner: personName(r) };
};

const sreoA: Family = {
  id: 'sreo/a',
  cls: 'sreo',
  make: (r) => {
    const g = portfolio(r);
    return {
      truth: g.truth,
      pages: [
        [
          'SCHEDULE OF REAL ESTATE OWNED',
          `Borrower: ${g.owner}`,
          '',
          '# Property Address Market Value Mortgage Balance Monthly Rent',
          ...g.rows.map((x, i) => `${i + 1}. ${x.address} ${usd(x.value)} ${usd(x.loan)} ${usd(x.rent)}`),
          '',
          `Totals ${usd(g.total('value'))} ${usd(g.total('loan'))} ${usd(g.total('rent'))}`,
        ],
      ],
    };
  },
};

const sreoB: Family = {
  id: 'sreo/b',
  cls: 'sreo',
  make: (r) => {
    const g = portfolio(r);
    return {
      truth: g.truth,
      pages: [
        [
          'Real Estate Owned - Personal Financial Statement Schedule',
          `Name: ${g.owner}`,
          'Property Type Est. Value Loan Balance Gross Rent/Mo',
          ...g.rows.map(
            (x) =>
              `${x.address} ${r.pick(['SFR', 'Duplex', '4-Plex', 'Retail'])} ${usd(x.value, false)} ${usd(x.loan, false)} ${usd(x.rent, false)}`,
          ),
          `Total ${usd(g.total('value'), false)} ${usd(g.total('loan'), false)} ${usd(g.total('rent'), false)}`,
        ],
      ],
    };
  },
};

const sreoC: Family = {
  id: 'sreo/c',
  cls: 'sreo',
  make: (r) => {
    const g = portfolio(r);
    return {
      truth: g.truth,
      pages: [
        [
          `${g.owner} - Schedule of Real Estate Owned (SREO)`,
          ...g.rows.flatMap((x, i) => [
            `Property ${i + 1}: ${x.address}`,
            `Market value: ${usd(x.value)}   Mortgage balance: ${usd(x.loan)}   Monthly rent: ${usd(x.rent)}`,
          ]),
          '',
          `Total market value: ${usd(g.total('value'))}`,
          `Total mortgage balance: ${usd(g.total('loan'))}`,
          `Total monthly rent: ${usd(g.total('rent'))}`,
        ],
      ],
    };
  },
};

/** HELD OUT. Residential loan application order: rent before value, liens last. */
const sreoD: Family = {
  id: 'sreo/d',
  cls: 'sreo',
  make: (r) => {
    const g = portfolio(r);
    return {
      truth: g.truth,
      pages: [
        [
          'Section 3: Financial Information - Real Estate',
          'Schedule of Real Estate Owned',
          'Property Address Monthly Gross Rental Income Present Market Value Amount of Mortgages & Liens',
          ...g.rows.map((x) => `${x.address} ${usd(x.rent)} ${usd(x.value)} ${usd(x.loan)}`),
          `TOTALS ${usd(g.total('rent'))} ${usd(g.total('value'))} ${usd(g.total('loan'))}`,
        ],
      ],
    };
  },
};

export const ENTITY_FAMILIES = [oaA, oaB, oaC, oaD, sreoA, sreoB, sreoC, sreoD];
