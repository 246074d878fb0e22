// HELD OUT (held-out-6), family 10 ('/j') of the insurance binders, written blind (the extractor never
// opened). Either a carrier's homeowners policy declarations page (HO 00 03 form: policy period 'From
// ... To ...' at 12:01 A.M., named insured and residence premises, Section I and II coverages A-F with
// limits and premiums, deductibles with a wind/hail percentage in dollars, endorsements, discounts, a
// 'Total Annual Premium', the mortgagee with its loan number) or an agency's evidence-of-coverage
// letter to the lender's closing department (prose: the insurer has bound coverage for the insured
// at the property from one date to another, the policy number to be issued, dwelling coverage
// among other limits, the annual premium paid at closing and its monthly escrow as a distractor).
import {
  firstLayoutJ,
  cents,
  fullJ,
  lineJ,
  longJ,
  mdyJ,
  personJ,
  placeJ,
  plusDays,
  plusYears,
  usdJ,
  wholeJ,
  digitsJ,
  firmJ,
} from './families-j-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const INSURERS = [
  'Granite Shoals Mutual Insurance Company',
  'Pelican Bay Casualty Company',
  'Stonegate Fire & Marine Insurance Co.',
];
const AGENCIES = ['Harrow & Finch Insurance Agency', 'Mill Pond Insurance Group', 'Tollgate Agency, Inc.'];
const LENDERS = ['Anchorline Mortgage Corp.', 'Prairie Gate Bank, N.A.', 'Cumberland Home Lending LLC'];

const term = (r: Rng) => {
  const from: Day = { y: 2026, m: r.int(1, 12), d: r.int(1, 28) };
  return { from, to: plusYears(from, 1) };
};

const declarations = (r: Rng): Generated => {
  const insurer = r.pick(INSURERS);
  const insured = fullJ(personJ(r));
  const home = placeJ(r);
  const premises = r.next() < 0.5 ? home : placeJ(r);
  const policy = `HO3-${digitsJ(r, 7)}-${r.int(1, 4)}`;
  const { from, to } = term(r);
  const dwelling = r.int(36, 190) * 5000;
  const base = cents(dwelling * 0.0042 + r.int(0, 9000) / 100);
  const liability = r.pick([300000, 500000]);
  const liabilityPremium = r.int(30, 95);
  const endorsement = r.int(40, 180);
  const discount = cents(base * 0.08);
  const total = cents(base + liabilityPremium + endorsement - discount);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: policy,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: dwelling,
    annual_premium: total,
  };
  const pages: Line[][] = [
    [
      'HOMEOWNERS POLICY DECLARATIONS',
      insurer,
      [`Policy Number: ${policy}`, 'Policy Form: HO 00 03 (Special Form)'],
      [
        `Policy Period: 12:01 A.M. standard time at the residence premises`,
        `From ${mdyJ(from)} To ${mdyJ(to)}`,
      ],
      ['Named Insured and Mailing Address', `Agent: ${r.pick(AGENCIES)}   Code ${digitsJ(r, 5)}`],
      insured,
      lineJ(home),
      `Residence Premises: ${premises === home ? 'Same as mailing address' : lineJ(premises)}`,
      'SECTION I AND II COVERAGES | LIMIT OF LIABILITY | PREMIUM',
      `A. Dwelling | ${wholeJ(dwelling)} | ${usdJ(base)}`,
      `B. Other Structures | ${wholeJ(dwelling * 0.1)} | Included`,
      `C. Personal Property | ${wholeJ(dwelling * 0.5)} | Included`,
      `D. Loss of Use | ${wholeJ(dwelling * 0.2)} | Included`,
      `E. Personal Liability (each occurrence) | ${wholeJ(liability)} | ${usdJ(liabilityPremium)}`,
      `F. Medical Payments to Others (each person) | ${wholeJ(5000)} | Included`,
      `Deductibles: All Other Perils ${wholeJ(r.pick([1000, 2500]))}   Windstorm or Hail 2% of Coverage A (${wholeJ(dwelling * 0.02)})`,
      `Endorsements: HO 04 90 Personal Property Replacement Cost; HO 04 95 Water Back-Up ${wholeJ(10000)} | ${usdJ(endorsement)}`,
      `Discounts applied: Protective Device, Claim Free | -${usdJ(discount)}`,
      `Total Annual Premium | ${usdJ(total)}`,
    ],
    [
      'MORTGAGEE / ADDITIONAL INTERESTS',
      `First Mortgagee: ${r.pick(LENDERS)} ISAOA/ATIMA   Loan No. ${digitsJ(r, 10)}`,
      `Prior policy term premium: ${usdJ(cents(total * 0.91))}. Premium billed to: Mortgagee (escrow).`,
      `Countersigned ${mdyJ(plusDays(from, -r.int(3, 20)))} by Authorized Representative. This declarations page together with the policy form and endorsements completes your policy.`,
    ],
  ];
  return { truth, pages };
};

const letter = (r: Rng): Generated => {
  const insurer = r.pick(INSURERS);
  const agency = r.pick(AGENCIES);
  const insured = r.next() < 0.3 ? `${firmJ(r)} LLC` : fullJ(personJ(r));
  const at = placeJ(r, undefined, true);
  const policy = `${r.pick(['DP3', 'HO5', 'PHO'])} ${digitsJ(r, 4)} ${digitsJ(r, 4)}`;
  const { from, to } = term(r);
  const dwelling = r.int(30, 150) * 5000;
  const premium = cents(dwelling * 0.0051 + r.int(0, 20000) / 100);
  const lender = r.pick(LENDERS);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer,
    policy_number: policy,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: dwelling,
    annual_premium: premium,
  };
  const pages: Line[][] = [
    [
      agency,
      `${r.int(10, 900)} ${r.pick(['Depot St', 'Commerce Row', 'Front St'])}, ${at.city}, ${at.st} ${at.zip}   Tel (${r.int(201, 989)}) 555-${digitsJ(r, 4)}`,
      longJ(plusDays(from, -r.int(2, 9))),
      `To: ${lender} ISAOA/ATIMA, Attn: Closing Department`,
      `Re: Evidence of insurance for loan no. ${digitsJ(r, 9)} - ${lineJ(at)}`,
      'To whom it may concern:',
      `This letter confirms that ${insurer} has bound coverage for ${insured} on the property at ${lineJ(at)}, effective 12:01 a.m. on ${longJ(from)}, for a policy term ending ${longJ(to)} at 12:01 a.m. Policy number ${policy} will be issued for this term; until it is issued this letter serves as evidence of coverage.`,
      'Coverages bound:',
      [`Dwelling (Coverage A), replacement cost`, wholeJ(dwelling)],
      ['Other Structures (Coverage B)', wholeJ(Math.round(dwelling * 0.1))],
      ['Fair Rental Value / Loss of Use', wholeJ(Math.round(dwelling * 0.1))],
      ['Personal Liability', wholeJ(500000)],
      ['Deductible, all perils', wholeJ(r.pick([1000, 2500, 5000]))],
      `The annual premium is ${usdJ(premium)}, to be paid in full at closing (monthly escrow ${usdJ(cents(premium / 12))}). ${lender}, its successors and/or assigns, is named as first mortgagee.`,
      `Sincerely, ${fullJ(personJ(r))}, Licensed Agent, ${agency}`,
    ],
  ];
  return { truth, pages };
};

export const INSURANCE_FAMILY_J: Family[] = [
  {
    id: 'insurance-binder/j',
    cls: 'insurance-binder',
    make: (r) => (firstLayoutJ(r) ? declarations(r) : letter(r)),
  },
];
