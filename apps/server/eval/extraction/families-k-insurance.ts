// HELD OUT (held-out-7), family 11 ('/k') of the insurance binders, written blind (the extractor never
// opened). Either an NFIP flood insurance declarations page written by a Write Your Own company
// (the WYO insurer issuing 'on behalf of the National Flood Insurance Program', policy number beside
// the term 'from 12:01 A.M. ... to 12:01 A.M.', insured and property location side by side, flood zone,
// building and contents limits with their deductibles, the annual premium then the reserve fund
// assessment, HFIAA surcharge, federal policy fee and total amount due, the renewed policy's number,
// the first mortgagee) or a builder's risk binder from an agency (binder number while the policy
// number is 'To be assigned', the general contractor as an additional named insured, the jobsite,
// binder period, completed value beside soft costs and delay-in-completion limits, deductibles, the
// premium with fees and the total, the lender as mortgagee). Truth: the building (completed value)
// limit as the coverage, the premium before assessments and fees, the binder number as the policy's.
import { cents, plusDays, plusYears } from './families-j-util';
import {
  capsK,
  dollarsK,
  firmK,
  firstLayoutK,
  fullK,
  lineK,
  mdyK,
  numK,
  personK,
  placeK,
  usdK,
} from './families-k-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const WYO = ['Cornerstone Mutual Fire Insurance Company', 'Plainsman Property & Casualty Co.'];
const MARINE = ['Ironbridge Inland Marine Insurance Company', 'Sentry Ridge Specialty Insurance Co.'];
const LENDERS = ['Bluestem National Bank', 'Keystone Agency Lending', 'Granite Crossing Bank'];

const flood = (r: Rng): Generated => {
  const insurer = r.pick(WYO);
  const insured = fullK(personK(r));
  const home = placeK(r);
  const policy = `87${numK(r, 8)}`;
  const from: Day = { y: 2026, m: r.int(1, 12), d: r.int(1, 28) };
  const to = plusYears(from, 1);
  const building = r.int(10, 50) * 5000;
  const contents = Math.min(100000, Math.round((building * 0.4) / 5000) * 5000);
  const premium = cents(r.int(45000, 380000) / 100);
  const reserve = cents(premium * 0.18);
  const surcharge = r.pick([25, 250]);
  const total = cents(premium + reserve + surcharge + 47);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: policy,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: building,
    annual_premium: premium,
  };
  const pages: Line[][] = [
    [
      'FLOOD INSURANCE POLICY DECLARATIONS',
      'National Flood Insurance Program - Standard Flood Insurance Policy - Dwelling Form',
      `${insurer}, a Write Your Own (WYO) company, issues this policy on behalf of the National Flood Insurance Program (NFIP) under the authority of FEMA.`,
      [`Policy Number: ${policy}`, `Policy Term: 12:01 A.M. ${mdyK(from)} to 12:01 A.M. ${mdyK(to)}`],
      [
        `Renewal of: ${policy.slice(0, 8)}${String(r.int(10, 99))}`,
        `Date Issued: ${mdyK(plusDays(from, -r.int(20, 45)))}`,
      ],
      ['Insured Name and Mailing Address', 'Property Location'],
      [insured, lineK(home)],
      [
        lineK(home),
        `Flood Zone ${r.pick(['AE', 'X', 'A', 'VE'])}   Building Occupancy: Single Family   Primary Residence: Yes`,
      ],
      `Agent: ${r.pick(['Tanager Insurance Group', 'Larchmont Agency, Inc.'])}   Producer Code ${numK(r, 6)}`,
      'COVERAGE | LIMIT | DEDUCTIBLE',
      `Building | ${dollarsK(building)} | ${dollarsK(r.pick([1250, 2000, 5000]))}`,
      `Contents | ${dollarsK(contents)} | ${dollarsK(r.pick([1250, 2000]))}`,
      'PREMIUM',
      ['Annual Premium (includes ICC coverage)', usdK(premium)],
      ['Reserve Fund Assessment (18%)', usdK(reserve)],
      ['HFIAA Surcharge', usdK(surcharge)],
      ['Federal Policy Fee', usdK(47)],
      ['Total Amount Due', usdK(total)],
      `First Mortgagee: ${r.pick(LENDERS)} ISAOA/ATIMA   Loan No. ${numK(r, 10)}`,
      'This declarations page is issued to show the coverage of this policy. Premium paid by: Mortgagee escrow.',
    ],
  ];
  return { truth, pages };
};

const builders = (r: Rng): Generated => {
  const insurer = r.pick(MARINE);
  const insured = `${firmK(r)} LLC`;
  const site = placeK(r);
  const binder = `BR-${r.int(25, 26)}-${numK(r, 5)}`;
  const from: Day = { y: 2026, m: r.int(1, 12), d: r.int(1, 28) };
  const to = plusYears(from, 1);
  const completed = r.int(40, 600) * 10000;
  const premium = cents((completed * r.int(18, 45)) / 10000 + r.int(0, 99) / 100);
  const fee = r.pick([150, 250]);
  const inspection = r.pick([0, 175]);
  const units = Math.max(4, Math.round(completed / r.int(150, 220) / 1000));
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: binder,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: completed,
    annual_premium: premium,
  };
  const pages: Line[][] = [
    [
      'BINDER',
      `${r.pick(['Wickham & Pryor Insurance Agency', 'Gantry Point Risk Partners'])}   ${lineK(placeK(r))}`,
      "COMMERCIAL INLAND MARINE - BUILDER'S RISK",
      [`Binder No.: ${binder}`, `Date Issued: ${mdyK(plusDays(from, -r.int(1, 6)))}`],
      'This binder is issued as temporary evidence of insurance and is void when the policy is issued. Policy No.: To be assigned.',
      ['Company', insurer],
      ['Named Insured', insured],
      [
        'Additional Named Insured',
        `${r.pick(['Sorrel Ridge Builders', 'Quarles Construction'])}, Inc. (General Contractor)`,
      ],
      ['Project / Jobsite', lineK(site)],
      [
        'Project Description',
        `New construction of a ${units}-unit, ${r.int(2, 3)}-story wood frame apartment building`,
      ],
      ['Binder Period', `From ${mdyK(from)} To ${mdyK(to)}, 12:01 A.M. at the jobsite`],
      'LIMITS OF INSURANCE',
      ['Completed Value (Hard Costs)', dollarsK(completed)],
      ['Soft Costs', dollarsK(Math.round((completed * 0.12) / 1000) * 1000)],
      ['Loss of Rents / Delay in Completion (12 months)', dollarsK(units * r.int(9, 16) * 1200)],
      ['Materials in Transit / Temporary Storage', `${dollarsK(100000)} / ${dollarsK(250000)}`],
      ['Flood / Earth Movement', 'Excluded'],
      ['Deductibles', `${dollarsK(r.pick([5000, 10000]))} per occurrence; Water Damage ${dollarsK(25000)}`],
      'PREMIUM',
      ['Premium (100% minimum earned)', usdK(premium)],
      ['Policy Fee', usdK(fee)],
      ...(inspection ? [['Inspection Fee', usdK(inspection)] as Line] : []),
      ['Total', usdK(cents(premium + fee + inspection))],
      `Mortgagee / Loss Payee: ${r.pick(LENDERS)}, ISAOA/ATIMA, Construction Loan No. ${capsK(r, 2)}${numK(r, 7)}`,
      `Authorized Representative: ${fullK(personK(r))}`,
    ],
  ];
  return { truth, pages };
};

export const INSURANCE_FAMILY_K: Family[] = [
  {
    id: 'insurance-binder/k',
    cls: 'insurance-binder',
    make: (r) => (firstLayoutK(r) ? flood(r) : builders(r)),
  },
];
