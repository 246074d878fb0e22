// HELD OUT (held-out-5), family 9 ('/i') of the insurance binders and title commitments, written blind
// (the extractor never opened). Insurance: the ACORD 28 'Evidence of Commercial Property Insurance'
// (producer and company blocks side by side with the NAIC number, loan number beside the policy
// number, 'THIS REPLACES PRIOR EVIDENCE DATED', perils, 'COMMERCIAL PROPERTY COVERAGE AMOUNT OF
// INSURANCE' with its deductible, YES / NO rows with their own limits, mortgagee block; no premium)
// or a surplus-lines 'Binder of Insurance' (wholesale broker and retail agent beside the non-admitted
// insurer, a coverage table, premium summary with fees, taxes and the total due). Title: a California
// (CLTA) Preliminary Report ('Dated as of ... at 7:30 A.M.', order and escrow numbers, title officer,
// policies with their proposed insured and amounts, vesting in capitals with a descriptor, taxes and
// an existing deed of trust among the exceptions) or a New York title report (title number, effective
// date beside the print date, fee and mortgage amounts, vesting with the deed from the prior owner).
import { bare, digits, letters } from './families-f-util';
import { CA_I, entityName, fullName, line, NY_I, personI, siteI } from './families-i-util';
import { iso, long, us, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const INSURERS = [
  'Prairie Sentinel Insurance Company',
  'Keel & Anchor Mutual Insurance Co.',
  'Great Plains Casualty Company',
];
const SPECIALTY = ['Lantern Specialty Insurance Company', 'Ridgeback Excess & Surplus Lines Inc.'];
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

const acord28 = (r: Rng, t: Generated['truth'], start: Day, end: Day, limit: number): Line[][] => {
  const site = siteI(r);
  return [
    [
      'EVIDENCE OF COMMERCIAL PROPERTY INSURANCE',
      `DATE (MM/DD/YYYY) ${us({ ...start, d: Math.max(1, start.d - 3) })}`,
      'THIS EVIDENCE OF COMMERCIAL PROPERTY INSURANCE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE ADDITIONAL INTEREST NAMED BELOW.',
      ['PRODUCER NAME, CONTACT PERSON AND ADDRESS', `COMPANY NAME AND ADDRESS   NAIC NO: ${digits(r, 5)}`],
      [
        `${entityName(r).replace(', LLC', ' Insurance Agency')}, ${fullName(personI(r))}`,
        `${t.insurer}, ${line(siteI(r))}`,
      ],
      'IF MULTIPLE COMPANIES, COMPLETE SEPARATE FORM FOR EACH',
      ['NAMED INSURED AND ADDRESS', `LOAN NUMBER ${digits(r, 10)}   POLICY NUMBER ${t.policy_number}`],
      [`${t.insured_name}, ${line(siteI(r))}`, `EFFECTIVE DATE ${us(start)}   EXPIRATION DATE ${us(end)}`],
      ['', '[ ] CONTINUED UNTIL TERMINATED IF CHECKED'],
      `THIS REPLACES PRIOR EVIDENCE DATED: ${us({ ...start, y: start.y - 1 })}`,
      'PROPERTY INFORMATION   [X] BUILDING   [ ] BUSINESS PERSONAL PROPERTY',
      `LOCATION / DESCRIPTION: ${line(site)} - ${r.int(6, 60)} unit apartment building, ${r.pick(['frame', 'joisted masonry'])} construction`,
      'COVERAGE INFORMATION   PERILS INSURED   [ ] BASIC   [ ] BROAD   [X] SPECIAL',
      `COMMERCIAL PROPERTY COVERAGE AMOUNT OF INSURANCE: $ ${limit.toLocaleString('en-US')}   DED: ${r.pick([5000, 10000, 25000]).toLocaleString('en-US')}`,
      'YES NO N/A',
      `X   BUSINESS INCOME / RENTAL VALUE   If YES, LIMIT: ${Math.round(limit * 0.1).toLocaleString('en-US')}   ACTUAL LOSS SUSTAINED; # OF MONTHS: 12`,
      '  X BLANKET COVERAGE',
      'X   TERRORISM COVERAGE',
      `X   LIMITED FUNGUS COVERAGE   If YES, LIMIT: 15,000`,
      'X   REPLACEMENT COST',
      `X   ORDINANCE OR LAW - Demolition Costs   If YES, LIMIT: ${Math.round(limit * 0.05).toLocaleString('en-US')}`,
      '  X EARTH MOVEMENT    X   WIND / HAIL INCL   Subject to Different Provisions: DED 2%',
      "ADDITIONAL INTEREST   [X] MORTGAGEE   [ ] LENDER'S LOSS PAYABLE",
      `${r.pick(['Bluestem Bank & Trust', 'Harborlight Bank'])}, ISAOA/ATIMA, ${line(siteI(r))}`,
      `AUTHORIZED REPRESENTATIVE ${fullName(personI(r))}`,
      'ACORD 28 (2016/03)  © 2003-2016 ACORD CORPORATION. All rights reserved.',
    ],
  ];
};

const surplusBinder = (r: Rng, t: Generated['truth'], start: Day, end: Day, limit: number): Line[][] => {
  const premium = t.annual_premium as number;
  const fee = r.pick([150, 250, 350]);
  const tax = Math.round((premium + fee) * 0.0494 * 100) / 100;
  const stamp = Math.round((premium + fee) * 0.0018 * 100) / 100;
  return [
    [
      'BINDER OF INSURANCE',
      [`Binder No.: ${t.policy_number}`, `Date Issued: ${us({ ...start, d: Math.max(1, start.d - 2) })}`],
      'This binder is a temporary insurance contract subject to the terms and conditions of the policy to be issued.',
      ['Named Insured', String(t.insured_name)],
      ['Mailing Address', line(siteI(r))],
      ['Insurance Company', `${t.insurer} (Non-Admitted)`],
      ['Wholesale Broker', 'Meridian Excess Brokerage, Inc.'],
      ['Retail Agent', `${entityName(r).replace(', LLC', ' Insurance Services')}`],
      ['Policy Period', `${us(start)} to ${us(end)}, 12:01 A.M. standard time`],
      ['Location', line(siteI(r))],
      'COVERAGES',
      'Coverage | Limit | Deductible | Valuation | Coinsurance',
      `Building | ${money(limit)} | ${money(r.pick([10000, 25000]))} | Replacement Cost | 90%`,
      `Business Personal Property | ${money(Math.round((limit * 0.05) / 1000) * 1000)} | ${money(10000)} | Replacement Cost | 80%`,
      `Business Income with Extra Expense | ${money(Math.round((limit * 0.12) / 1000) * 1000)} | 72 hours | Actual Loss Sustained |`,
      'PREMIUM SUMMARY',
      ['Premium', `$${bare(premium)}`],
      ['Policy Fee', `$${bare(fee)}`],
      ['Surplus Lines Tax (4.94%)', `$${bare(tax)}`],
      ['Stamping Fee', `$${bare(stamp)}`],
      ['Total Due', `$${bare(premium + fee + tax + stamp)}`],
      'Minimum earned premium: 25%. This insurance is issued by a non-admitted insurer not subject to the state guaranty fund.',
    ],
  ];
};

const insuranceI: Family = {
  id: 'insurance-binder/i',
  cls: 'insurance-binder',
  make: (r) => {
    const acord = r.next() < 0.5;
    const start: Day = { y: r.int(2025, 2027), m: r.int(1, 12), d: r.int(1, 28) };
    const end = { ...start, y: start.y + 1 };
    const limit = r.int(40, 900) * 10_000;
    const truth: Generated['truth'] = {
      insured_name: r.next() < 0.7 ? entityName(r) : fullName(personI(r)),
      insurer: acord ? r.pick(INSURERS) : r.pick(SPECIALTY),
      policy_number: acord ? `CPP ${digits(r, 7)}` : `SLB-${String(start.y).slice(2)}-${digits(r, 5)}`,
      effective_date: iso(start),
      expiration_date: iso(end),
      coverage_amount: limit,
      annual_premium: acord ? null : r.int(300_000, 9_000_000) / 100,
    };
    const pages = acord ? acord28(r, truth, start, end, limit) : surplusBinder(r, truth, start, end, limit);
    return { truth, pages };
  },
};

const CA_TITLE = ['Golden Valley Title Company', 'Pacific Crest Title Insurance Company'];
const NY_TITLE = ['Empire State Abstract Corp.', 'Keystone Land Title Insurance Company'];
const LENDERS = ['Bluestem Bank & Trust', 'Harborlight Bank', 'Three Rivers National Bank'];

const clta = (
  r: Rng,
  t: Generated['truth'],
  dated: Day,
  owner: string,
  descriptor: string,
  owners: number,
  loan: number | null,
): Line[][] => {
  const site = siteI(r, CA_I);
  t.property_address = line(site);
  const half = r.int(150_000, 1_400_000) / 100;
  return [
    [
      'PRELIMINARY REPORT',
      ['Issued by', r.pick(CA_TITLE)],
      ['Order No.', String(t.commitment_number)],
      ['Escrow No.', `${digits(r, 2)}-${digits(r, 5)}-${letters(r, 2)}`],
      ['Title Officer', fullName(personI(r))],
      ['Property Address', line(site)],
      'In response to the application for a policy of title insurance referenced herein, the Company hereby reports that it is prepared to issue, as of the date hereof, a policy or policies of title insurance describing the land and the estate or interest therein hereinafter set forth.',
      `Dated as of ${long(dated)} at 7:30 A.M.`,
      'The form of policy or policies of title insurance contemplated by this report is:',
      `CLTA Standard Coverage Policy - 1990   Proposed Insured: ${r.pick(['to be determined', 'the Buyer'])}   Amount: $${bare(owners)}`,
      ...(loan === null
        ? []
        : [`ALTA Loan Policy (07-01-2021)   Proposed Insured: ${r.pick(LENDERS)}   Amount: $${bare(loan)}`]),
      '1. The estate or interest in the land hereinafter described or referred to covered by this report is: A FEE',
      `2. Title to said estate or interest at the date hereof is vested in: ${owner.toUpperCase()}, ${descriptor}`,
      '3. The land referred to in this report is described in Exhibit A attached hereto.',
    ],
    [
      'EXHIBIT A',
      `THE LAND REFERRED TO HEREIN IS SITUATED IN THE CITY OF ${site.city.toUpperCase()}, COUNTY OF ${site.county.toUpperCase()}, STATE OF CALIFORNIA: LOT ${r.int(1, 60)} OF TRACT NO. ${r.int(1000, 9999)}. APN: ${digits(r, 3)}-${digits(r, 3)}-${digits(r, 2)}`,
      'AT THE DATE HEREOF, EXCEPTIONS TO COVERAGE IN ADDITION TO THE PRINTED EXCEPTIONS AND EXCLUSIONS IN SAID POLICY FORM WOULD BE AS FOLLOWS:',
      `1. General and special taxes for the fiscal year ${dated.y}-${dated.y + 1}: 1st Installment $${bare(half)} PAID; 2nd Installment $${bare(half)} OPEN.`,
      `2. A deed of trust to secure an indebtedness in the amount of $${bare(Math.round(owners * 0.55))}, dated ${us({ ...dated, y: dated.y - r.int(3, 9) })}, Trustor: ${owner}, Beneficiary: ${r.pick(LENDERS)}.`,
    ],
  ];
};

const newYork = (
  r: Rng,
  t: Generated['truth'],
  dated: Day,
  owner: string,
  descriptor: string,
  owners: number,
  loan: number | null,
): Line[][] => {
  const site = siteI(r, NY_I);
  t.property_address = line(site);
  const prior = fullName(personI(r));
  return [
    [
      `${r.pick(NY_TITLE)} - TITLE REPORT`,
      ['Title Number', String(t.commitment_number)],
      ['Effective Date', us(dated)],
      ['Printed', us({ ...dated, d: Math.min(28, dated.d + r.int(1, 6)) })],
      ['Premises', `${line(site)} (Section ${r.int(1, 99)} Block ${r.int(1, 999)} Lot ${r.int(1, 99)})`],
      ['County', site.county],
      'Proposed Insured and Amounts',
      loan === null
        ? `Fee: ${r.pick(['To be determined', 'the purchaser'])}   Amount: $${bare(owners)}`
        : `Fee: the purchaser   Amount: $${bare(owners)}`,
      ...(loan === null
        ? []
        : [`Mortgage: ${r.pick(LENDERS)}, its successors and/or assigns   Amount: $${bare(loan)}`]),
      `Title is vested in: ${owner}, ${descriptor}, who acquired title by deed from ${prior} dated ${us({ ...dated, y: dated.y - r.int(2, 15) })} and recorded in Liber ${r.int(1000, 9999)} cp ${r.int(1, 500)}.`,
      'Schedule B - Exceptions: 1. Rights of tenants in possession. 2. Survey reading to be furnished.',
      `3. Mortgage made by ${owner} to ${r.pick(LENDERS)} in the amount of $${bare(Math.round(owners * 0.6))}, to be satisfied at closing.`,
    ],
  ];
};

const titleI: Family = {
  id: 'title-commitment/i',
  cls: 'title-commitment',
  make: (r) => {
    const california = r.next() < 0.5;
    const entity = r.next() < 0.5;
    const owner = entity ? entityName(r) : fullName(personI(r));
    const descriptor = entity
      ? `A ${california ? 'CALIFORNIA' : 'NEW YORK'} LIMITED LIABILITY COMPANY`
      : r.pick(['A MARRIED WOMAN AS HER SOLE AND SEPARATE PROPERTY', 'AN UNMARRIED MAN', 'A SINGLE PERSON']);
    const dated: Day = { y: r.int(2025, 2026), m: r.int(1, 12), d: r.int(1, 28) };
    const owners = r.int(60, 600) * 5000;
    const loan = r.next() < 0.75 ? Math.round((owners * r.int(60, 80)) / 100 / 1000) * 1000 : null;
    const truth: Generated['truth'] = {
      commitment_number: california
        ? `${digits(r, 4)}-${digits(r, 7)}`
        : `${letters(r, 3)}-${digits(r, 2)}-${digits(r, 6)}`,
      effective_date: iso(dated),
      policy_amount: loan ?? owners,
      vested_owner: owner,
      property_address: null,
    };
    const pages = california
      ? clta(r, truth, dated, owner, descriptor, owners, loan)
      : newYork(r, truth, dated, owner, descriptor, owners, loan);
    return { truth, pages };
  },
};

export const CLOSING_FAMILIES_I = [insuranceI, titleI];
