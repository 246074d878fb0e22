// HELD OUT (held-out-8), family 12 ('/l') of the insurance binders, written blind (the extractor never
// opened). Either an HO-6 condominium unit-owners policy declarations page (HO 00 06 form: policy
// number, period at 12:01 A.M. standard time, the residence premises with its unit, Section I and II
// coverages A (building property of the unit, the small limit), C (personal property, the larger),
// D, E, F and loss assessment, each with a premium; discounts; 'Total Policy Premium'; installment
// fee and mortgagee) or a commercial package policy (ISO IL DS 00 'Common Policy Declarations': the
// coverage parts with their premiums - property, general liability, equipment breakdown, crime 'Not
// Covered' - the 'Total Advance Premium', TRIA premium included, state fees apart; then the Commercial
// Property Coverage Part Declarations with premises, building and business personal property limits,
// causes of loss, coinsurance and deductible, business income, the mortgage holder). Truth: the
// Coverage A (unit) limit or the building limit as the coverage, the total policy (advance) premium
// before fees.
import { cents, plusYears } from './families-j-util';
import {
  capsL,
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  lineL,
  mdyL,
  numL,
  personL,
  placeL,
  usdL,
} from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const CONDO = ['Aurora Mutual Insurance Company', 'Kona Coast Property & Casualty Co.'];
const PACKAGE = ['Glacier Bay Casualty Company', 'Bluegrass Indemnity Insurance Company'];
const LENDERS = ['Red River Valley State Bank', 'Keel & Compass Bank, N.A.', 'Tamarack Home Lending'];

const sumOf = (xs: number[]) => cents(xs.reduce((s, x) => s + x, 0));

const condo = (r: Rng): Generated => {
  const insurer = r.pick(CONDO);
  const insured = fullL(personL(r));
  const home = placeL(r);
  const unit = `${r.int(1, 9)}${r.pick(['A', 'B', 'C', '0' + r.int(1, 9)])}`;
  const policy = `H6-${numL(r, 7)}-${r.pick(['01', '02', '03'])}`;
  const from: Day = { y: 2026, m: r.int(1, 12), d: r.int(1, 28) };
  const to = plusYears(from, 1);
  const a = r.int(5, 30) * 5000;
  const c = r.int(8, 30) * 5000;
  const prices = [
    cents(a * 0.0021),
    cents(c * 0.0034),
    0,
    cents(r.int(28, 60)),
    cents(r.int(8, 15)),
    cents(r.int(12, 40)),
  ];
  const discount = cents(sumOf(prices) * r.pick([0, 0.05, 0.1]));
  const premium = cents(sumOf(prices) - discount);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: policy,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: a,
    annual_premium: premium,
  };
  const pages: Line[][] = [
    [
      'CONDOMINIUM UNIT OWNERS POLICY DECLARATIONS',
      `${insurer}   Policy Form HO 00 06 05 11`,
      ['Policy Number', policy],
      ['Policy Period', `12:01 A.M. standard time ${mdyL(from)} to ${mdyL(to)}`],
      ['Named Insured', insured],
      ['Residence Premises', `${home.street} Unit ${unit}, ${home.city}, ${home.st} ${home.zip}`],
      [
        'Condominium Association',
        `${r.pick(['Kittiwake Landing', 'Sandpiper Pointe'])} Condominium Association (master policy with ${r.pick(['walls-out', 'bare walls'])} coverage)`,
      ],
      'SECTION I AND II COVERAGES | LIMIT OF LIABILITY | PREMIUM',
      `A. Dwelling (Building Property of the unit) | ${dollarsL(a)} | ${usdL(prices[0]!)}`,
      `C. Personal Property | ${dollarsL(c)} | ${usdL(prices[1]!)}`,
      `D. Loss of Use | ${dollarsL(Math.round(c * 0.5))} | Included`,
      `E. Personal Liability (each occurrence) | ${dollarsL(r.pick([300000, 500000]))} | ${usdL(prices[3]!)}`,
      `F. Medical Payments to Others (each person) | ${dollarsL(r.pick([1000, 5000]))} | ${usdL(prices[4]!)}`,
      `Loss Assessment (HO 04 35) | ${dollarsL(r.pick([25000, 50000]))} | ${usdL(prices[5]!)}`,
      `Deductible: Section I ${dollarsL(r.pick([500, 1000, 2500]))} all perils; Hurricane ${r.pick(['2%', '5%'])} of Coverage A`,
      discount
        ? ['Discounts applied (claim free, protective device)', `-${usdL(discount)}`]
        : ['Discounts applied', 'None'],
      ['Total Policy Premium', usdL(premium)],
      ['Installment fee (if paid in 4 installments)', usdL(r.pick([3, 5]))],
      `Mortgagee: ${r.pick(LENDERS)} ISAOA/ATIMA   Loan No. ${numL(r, 10)}`,
      `Agent: ${r.pick(['Ironwood Insurance Agency', 'Driftwood Risk Advisors'])}   Countersigned ${mdyL({ ...from, d: Math.max(1, from.d - 3) })}`,
    ],
  ];
  return { truth, pages };
};
const commercial = (r: Rng): Generated => {
  const insurer = r.pick(PACKAGE);
  const insured = `${firmL(r)} LLC`;
  const mail = placeL(r);
  const site = placeL(r);
  const policy = `CPP ${numL(r, 7)}`;
  const from: Day = { y: 2026, m: r.int(1, 12), d: 1 };
  const to = plusYears(from, 1);
  const building = r.int(60, 900) * 10000;
  const property = cents((building * r.int(25, 60)) / 10000 + r.int(0, 99) / 100);
  const liability = cents(r.int(90000, 600000) / 100);
  const breakdown = cents(r.int(15000, 90000) / 100);
  const total = cents(property + liability + breakdown);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: policy,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: building,
    annual_premium: total,
  };
  const pages: Line[][] = [
    [
      'COMMON POLICY DECLARATIONS',
      `${insurer}   IL DS 00 09 08`,
      ['Policy Number:', policy],
      [
        'Policy Period:',
        `From ${mdyL(from)} To ${mdyL(to)} at 12:01 A.M. Standard Time at your mailing address shown below`,
      ],
      ['Named Insured and Mailing Address:', `${insured}, ${lineL(mail)}`],
      ['Form of Business:', 'Limited Liability Company'],
      ['Business Description:', `Lessor's risk - ${r.int(6, 40)}-unit apartment building`],
      'THIS POLICY CONSISTS OF THE FOLLOWING COVERAGE PARTS FOR WHICH A PREMIUM IS INDICATED. THIS PREMIUM MAY BE SUBJECT TO ADJUSTMENT.',
      'Coverage Part | Premium',
      `Commercial Property Coverage Part | ${usdL(property)}`,
      `Commercial General Liability Coverage Part | ${usdL(liability)}`,
      `Equipment Breakdown Coverage Part | ${usdL(breakdown)}`,
      'Commercial Crime Coverage Part | Not Covered',
      `TOTAL ADVANCE PREMIUM | ${usdL(total)}`,
      `Certified Acts of Terrorism (TRIA) premium included above: ${usdL(cents(total * 0.01))}. State fire marshal tax and policy fee, billed separately: ${usdL(cents(total * 0.018 + 150))}.`,
      `Producer: ${r.pick(['Ironwood Insurance Agency', 'Northern Lights Commercial Brokers'])}   Countersigned by ${fullL(personL(r))}`,
    ],
    [
      'COMMERCIAL PROPERTY COVERAGE PART DECLARATIONS',
      `Policy Number ${policy}   Effective ${mdyL(from)}`,
      ['Premises No. 1   Building No. 1', lineL(site)],
      `Construction: ${r.pick(['Frame', 'Joisted Masonry'])}   Occupancy: Apartments   Year Built ${r.int(1968, 2015)}`,
      'Coverage | Limit of Insurance | Covered Causes of Loss | Coinsurance | Deductible',
      `Building | ${dollarsL(building)} | Special | 90% | ${dollarsL(r.pick([5000, 10000, 25000]))}`,
      `Business Personal Property | ${dollarsL(r.int(2, 10) * 10000)} | Special | 80% | ${dollarsL(5000)}`,
      `Business Income (Rental Value) with Extra Expense | ${dollarsL(Math.round(building * 0.12))} | Special | 12 months ALS | 72 hours`,
      'Optional Coverages: Replacement Cost (Building) - Yes; Agreed Value - expires with the policy.',
      `Mortgage Holder: ${r.pick(LENDERS)}, ISAOA, Loan No. ${capsL(r, 2)}${numL(r, 8)}`,
    ],
  ];
  return { truth, pages };
};

export const INSURANCE_FAMILY_L: Family[] = [
  {
    id: 'insurance-binder/l',
    cls: 'insurance-binder',
    make: (r) => (firstLayoutL(r) ? condo(r) : commercial(r)),
  },
];
