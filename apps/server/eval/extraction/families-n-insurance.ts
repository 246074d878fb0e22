// HELD OUT (held-out-10), family 14 ('/n') of the insurance binders, written blind (the extractor never
// opened). A carrier's landlord DWELLING FIRE policy declarations page on the ISO DP 00 03 form
// (Dwelling Property 3 - Special Form), as issued for a rental house or two-family dwelling: the
// policy number beside the insurer, the period 'From ... To ...' at 12:01 A.M. standard time, the
// named insured and mailing address (labels above values or beside them), the described location
// rented to others, rating information with the year built, coverages A Dwelling, B Other
// Structures, C Personal Property (often not covered), D Fair Rental Value, L Personal Liability
// and M Medical Payments with limits and premiums, all-peril and wind/hail deductibles, the Total
// Policy Premium then a policy fee, an inspection fee and the total amount due, a renewal's prior
// policy number and the prior term's premium, the first mortgagee. Truth: Coverage A as the
// coverage, the Total Policy Premium (before fees) as the premium.
import { plusYears } from './families-j-util';
import {
  capsN,
  dollarsN,
  firmN,
  firstLayoutN,
  fullN,
  lineN,
  mdyN,
  numN,
  personN,
  placeN,
  usdN,
} from './families-n-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const INSURERS = [
  'Ozark Mutual Insurance Company',
  'Prairie Shield Casualty Company',
  'Nutmeg State Fire Insurance Company',
];
const BANKS = [
  'Old National Bank',
  'Central Bank of Boone County',
  'Bank of Oklahoma, N.A.',
  'Webster Bank, N.A.',
];

const declarations = (r: Rng): Generated => {
  const above = firstLayoutN(r);
  const insured = r.next() < 0.5 ? `${firmN(r)} LLC` : fullN(personN(r));
  const insurer = r.pick(INSURERS);
  const at = placeN(r);
  const from: Day = { y: r.int(2025, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  const to = plusYears(from, 1);
  const number = `${capsN(r, 2)}D${numN(r, 7)}`;
  const dwelling = r.int(24, 90) * 5000;
  const premiums = {
    a: Math.round((dwelling * r.int(38, 70)) / 10000),
    d: Math.round((dwelling * 0.1 * r.int(20, 40)) / 10000),
    l: r.pick([68, 85, 112]),
  };
  const contents = r.next() < 0.6 ? 0 : r.int(2, 8) * 2500;
  const contentsPremium = contents ? Math.round(contents * 0.006) : 0;
  const total = premiums.a + premiums.d + premiums.l + contentsPremium;
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: number,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: dwelling,
    annual_premium: total,
  };
  const policyFee = r.pick([25, 35, 50]);
  const inspection = r.pick([0, 75, 95]);
  const renewal = r.next() < 0.5;
  const pair = (label: string, value: string): Line[] => (above ? [label, value] : [[label, value]]);
  const built = r.int(1925, 2015);
  const pages: Line[][] = [
    [
      'DWELLING FIRE POLICY DECLARATIONS',
      [insurer, `Policy Number: ${number}`],
      [
        `Policy Period: From ${mdyN(from)} To ${mdyN(to)}`,
        '12:01 A.M. Standard Time at the described location',
      ],
      renewal
        ? `Renewal of Policy Number: ${capsN(r, 2)}D${numN(r, 7)}   Prior term premium: ${usdN(Math.round((total * r.int(85, 97)) / 100))}`
        : 'New Business',
      ...pair('Named Insured and Mailing Address', `${insured}, ${lineN(placeN(r))}`),
      ...pair(
        'Agent',
        `${r.pick(['Cornerstone Insurance Group', 'Heartland Agency Partners'])}, Agency Code ${numN(r, 6)}`,
      ),
      ...pair(
        'Described Location',
        `${lineN(at)}   Rented to others: annual lease   Families: ${r.pick([1, 2])}`,
      ),
      `Rating Information: Construction ${r.pick(['Frame', 'Masonry Veneer', 'Brick'])}   Year Built ${built}   Protection Class ${r.int(1, 8)}   Roof ${r.int(2008, 2024)}`,
      'Form: DP 00 03 (12 02) Dwelling Property 3 - Special Form',
      'Coverage | Limit of Liability | Premium',
      `A - Dwelling | ${dollarsN(dwelling)} | ${usdN(premiums.a)}`,
      `B - Other Structures | ${dollarsN(dwelling / 10)} | Included`,
      `C - Personal Property | ${contents ? dollarsN(contents) : 'Not Covered'} | ${contents ? usdN(contentsPremium) : ''}`,
      `D - Fair Rental Value | ${dollarsN(dwelling / 10)} | ${usdN(premiums.d)}`,
      `E - Additional Living Expense | Not Covered |`,
      `L - Personal Liability (DL 24 01) | ${dollarsN(r.pick([300000, 500000]))} each occurrence | ${usdN(premiums.l)}`,
      `M - Medical Payments to Others | $1,000 each person | Included`,
      `Deductibles: All Perils ${dollarsN(r.pick([1000, 2500]))}   Windstorm or Hail ${r.pick([1, 2])}% of Coverage A`,
      ['Total Policy Premium', usdN(total)],
      ['Policy Fee', usdN(policyFee)],
      ...(inspection ? [['Inspection Fee', usdN(inspection)] as Line] : []),
      ['Total Amount Due', usdN(total + policyFee + inspection)],
    ],
    [
      `Policy Number ${number} - Declarations (continued)`,
      'Forms and Endorsements: DP 00 03 (12 02); DL 24 01 (07 14) Personal Liability; DP 04 71 Ordinance or Law Increased Coverage 10%; DP 04 73 Limited Water Back-up; IL P 001 (01 04) OFAC Notice',
      `First Mortgagee: ${r.pick(BANKS)} ISAOA/ATIMA, P.O. Box ${numN(r, 4)}, Loan No. ${numN(r, 10)}`,
      'Payment Plan: Mortgagee billed, annual',
      'This declarations page, with the policy form and endorsements, completes the policy. Coverage is provided only for those coverages for which a limit of liability and a premium are shown.',
      `Countersigned: ${fullN(personN(r))}, Authorized Representative   Date issued: ${mdyN(from.d > 5 ? { ...from, d: from.d - 5 } : from)}`,
    ],
  ];
  return { truth, pages };
};

export const INSURANCE_FAMILY_N: Family[] = [
  { id: 'insurance-binder/n', cls: 'insurance-binder', make: declarations },
];
