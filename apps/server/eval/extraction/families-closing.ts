// Insurance binders and title commitments, four generator families each.
import type { Family, Generated, Line } from './types';
import { addressLine, day, iso, long, personName, place, us, usd, type Day, type Rng } from './rng';

const CARRIERS = [
  'Great Plains Mutual Insurance Company',
  'Atlantic Shore Insurance Co.',
  'Keystone Property & Casualty',
  'Redwood Indemnity Company',
];

const cover = (r: Rng) => {
  const start = day(r, 2025, 2026);
  const end: Day = { ...start, y: start.y + 1 };
  const insured =
    r.next() < 0.5
      ? personName(r)
      : `${r.pick(['Granite Peak', 'Northgate', 'Silver Creek'])} Properties LLC`;
  const carrier = r.pick(CARRIERS);
  const number = `${r.pick(['BND', 'HO', 'CP'])}-${r.int(100000, 999999)}`;
  const amount = r.int(20, 900) * 5000;
  const premium = r.money(900, 24000);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer: carrier,
    policy_number: number,
    effective_date: iso(start),
    expiration_date: iso(end),
    coverage_amount: amount,
    annual_premium: premium,
  };
  return { start, end, insured, carrier, number, amount, premium, truth };
};

const ibA: Family = {
  id: 'insurance-binder/a',
  cls: 'insurance-binder',
  make: (r) => {
    const g = cover(r);
    const pages: Line[][] = [
      [
        'EVIDENCE OF PROPERTY INSURANCE / BINDER',
        `Company: ${g.carrier}`,
        `Binder No: ${g.number}`,
        `Effective Date: ${us(g.start)}   Expiration Date: ${us(g.end)}`,
        `Named Insured: ${g.insured}`,
        `Building Coverage ${usd(g.amount)}`,
        `Deductible ${usd(2500)}`,
        `Annual Premium ${usd(g.premium)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const ibB: Family = {
  id: 'insurance-binder/b',
  cls: 'insurance-binder',
  make: (r) => {
    const g = cover(r);
    const pages: Line[][] = [
      [
        'INSURANCE BINDER',
        [`Insurer: ${g.carrier}`, `Binder # ${g.number}`],
        `Insured: ${g.insured}`,
        `Term: ${us(g.start)} to ${us(g.end)}`,
        `Coverage A - Dwelling ${usd(g.amount, false)}`,
        `Coverage E - Liability ${usd(500000, false)}`,
        `Total Premium ${usd(g.premium)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const ibC: Family = {
  id: 'insurance-binder/c',
  cls: 'insurance-binder',
  make: (r) => {
    const g = cover(r);
    const pages: Line[][] = [
      [
        'Binder of Coverage',
        `Carrier: ${g.carrier}`,
        `Policy Number: ${g.number}`,
        `Policy Period: ${long(g.start)} - ${long(g.end)}`,
        `First Named Insured: ${g.insured}`,
        'Coverages and limits',
        `Limit of Insurance - Building: ${usd(g.amount)}`,
        `Business Income: ${usd(g.amount / 10)}`,
        `Premium: ${usd(g.premium)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

/** HELD OUT. 'Issuing Company', 'Reference No.', 'Policyholder', 'Coverage begins/ends'. */
const ibD: Family = {
  id: 'insurance-binder/d',
  cls: 'insurance-binder',
  make: (r) => {
    const g = cover(r);
    const pages: Line[][] = [
      [
        'Temporary Insurance Binder',
        `Issuing Company: ${g.carrier}`,
        `Reference No. ${g.number}`,
        `Policyholder: ${g.insured}`,
        `Coverage begins ${us(g.start)} and ends ${us(g.end)}`,
        `Dwelling limit ${usd(g.amount)}`,
        `Yearly premium ${usd(g.premium)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const title = (r: Rng) => {
  const p = place(r);
  const date = day(r, 2025, 2026);
  const number = `${r.pick(['TC', 'NCS', '26'])}-${r.int(10000, 99999)}`;
  const amount = r.int(40, 700) * 5000;
  const owner =
    r.next() < 0.5 ? personName(r) : `${r.pick(['Blue Heron', 'Cedar Grove', 'Ironwood'])} Ventures LLC`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(date),
    policy_amount: amount,
    vested_owner: owner,
    property_address: addressLine(p),
  };
  return { p, date, number, amount, owner, truth };
};

const tcA: Family = {
  id: 'title-commitment/a',
  cls: 'title-commitment',
  make: (r) => {
    const g = title(r);
    const pages: Line[][] = [
      [
        'COMMITMENT FOR TITLE INSURANCE',
        `Commitment No.: ${g.number}`,
        `Effective Date: ${us(g.date)} at 8:00 AM`,
        `Proposed Policy Amount: ${usd(g.amount)}`,
        `The Title is, at the Commitment Date, vested in: ${g.owner}`,
        `Property: ${addressLine(g.p)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const tcB: Family = {
  id: 'title-commitment/b',
  cls: 'title-commitment',
  make: (r) => {
    const g = title(r);
    const pages: Line[][] = [
      [
        'SCHEDULE A',
        `File No.: ${g.number}`,
        `1. Commitment Date: ${long(g.date)}`,
        '2. Policy to be issued:',
        `(a) ALTA Loan Policy Amount: ${usd(g.amount)}`,
        'Proposed Insured: Lender, its successors and/or assigns',
        '3. The estate or interest in the Land is Fee Simple.',
        `4. Title to the Fee Simple estate is at the Commitment Date vested in: ${g.owner}`,
        `5. The Land is commonly known as ${addressLine(g.p)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

const tcC: Family = {
  id: 'title-commitment/c',
  cls: 'title-commitment',
  make: (r) => {
    const g = title(r);
    const pages: Line[][] = [
      [
        ['Title Commitment', `Order Number: ${g.number}`],
        [`Effective date: ${us(g.date)}`, 'Schedule B-I Requirements attached'],
        `Loan policy amount ${usd(g.amount, false)}`,
        `Owner's policy amount ${usd(g.amount * 1.25, false)}`,
        `Record owner: ${g.owner}`,
        `Property address: ${addressLine(g.p)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

/** HELD OUT. Preliminary report wording. */
const tcD: Family = {
  id: 'title-commitment/d',
  cls: 'title-commitment',
  make: (r) => {
    const g = title(r);
    const pages: Line[][] = [
      [
        'PRELIMINARY TITLE REPORT / COMMITMENT',
        `Our Order No. ${g.number}`,
        `Dated as of ${long(g.date)}`,
        `Amount of insurance: ${usd(g.amount)}`,
        `Title vested in: ${g.owner}`,
        `Premises known as: ${addressLine(g.p)}`,
      ],
    ];
    return { truth: g.truth, pages };
  },
};

export const CLOSING_FAMILIES = [ibA, ibB, ibC, ibD, tcA, tcB, tcC, tcD];
