// HELD OUT (held-out-9), family 13 ('/m') of the insurance binders, written blind (the extractor never
// opened). A Lloyd's coverholder's 'Evidence of Cover' for a US surplus-lines property risk (Unique
// Market Reference of the binding authority, certificate number, period in the London order of day
// and month, sums insured in USD, the security of Lloyd's syndicates). Truth: the certificate
// number, the buildings' sum insured, the premium before the fee and taxes.
import { cents, plusYears } from './families-j-util';
import { amtM, capsM, dmyLongM, firmM, fullM, lineM, numM, personM, placeM } from './families-m-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const COVERHOLDERS = ['Tidewater Specialty Underwriters, LLC', 'Great Basin Program Managers, Inc.'];
const SYNDICATES = [
  'Syndicate 2623/623 AFB',
  'Syndicate 1183 TAL',
  'Syndicate 2987 BRT',
  'Syndicate 4444 CNP',
  'Syndicate 510 KLN',
];
const TAX: Record<string, number> = { UT: 4.25, SC: 6, GA: 4, NC: 5, MI: 2, WY: 3 };
const usd = (n: number) => `USD ${amtM(n)}`;

const evidence = (r: Rng): Generated => {
  const insured = `${firmM(r)}${r.pick([' LLC', ', L.L.C.'])}`;
  const at = placeM(r);
  const from: Day = { y: r.int(2025, 2026), m: r.int(1, 12), d: r.pick([1, 1, 15, r.int(2, 28)]) };
  const to = plusYears(from, 1);
  const year = from.y;
  const certificate = `${capsM(r, 3)}-${year}-${numM(r, 5)}`;
  const umr = `B${numM(r, 4)}${capsM(r, 2)}${year}${capsM(r, 1)}${numM(r, 3)}`;
  const building = r.int(30, 480) * 5000;
  const rents = Math.round((building * r.int(8, 15)) / 100 / 1000) * 1000;
  const premium = cents(Math.round(((building + rents) * r.int(35, 110)) / 10000) + 0);
  const fee = r.pick([150, 250, 350]);
  const rate = TAX[at.st]!;
  const tax = cents(((premium + fee) * rate) / 100);
  const stamp = cents((premium + fee) * 0.0015);
  const truth: Generated['truth'] = {
    insured_name: insured,
    insurer: "Certain Underwriters at Lloyd's, London",
    policy_number: certificate,
    effective_date: iso(from),
    expiration_date: iso(to),
    coverage_amount: building,
    annual_premium: premium,
  };
  const shares = r.pick([[60, 40], [50, 30, 20], [100]]);
  const picked = [...SYNDICATES].sort(() => r.next() - 0.5).slice(0, shares.length);
  const coverholder = r.pick(COVERHOLDERS);
  const pages: Line[][] = [
    [
      'EVIDENCE OF COVER',
      "CERTAIN UNDERWRITERS AT LLOYD'S, LONDON",
      `This Evidence of Cover is issued by ${coverholder}, an approved Coverholder at Lloyd's, under the authority of Binding Authority Agreement UMR ${umr}.`,
      ['Certificate Number:', certificate],
      [
        'Previous Certificate Number:',
        r.next() < 0.5 ? `${capsM(r, 3)}-${year - 1}-${numM(r, 5)}` : 'New business',
      ],
      ['1. Name of Assured:', insured],
      ['2. Address of Assured:', lineM(placeM(r))],
      [
        '3. Period of Insurance:',
        `From ${dmyLongM(from)} to ${dmyLongM(to)}, both days at 12:01 a.m. Local Standard Time at the address of the Assured.`,
      ],
      [
        '4. Insured Location:',
        `${lineM(at)} (${r.pick(['Frame', 'Joisted Masonry', 'Masonry Non-Combustible'])}, ${r.int(2, 12)} units)`,
      ],
      '5. Interest and Sums Insured:',
      'Section | Sum Insured | Deductible',
      `Buildings (Replacement Cost) | ${usd(building)} | ${usd(r.pick([5000, 10000, 25000]))} per occurrence`,
      `Loss of Rents (12 months actual loss sustained) | ${usd(rents)} | 72 hours`,
      `Named Windstorm / Hail | Included | ${r.pick([2, 3, 5])}% of the Buildings sum insured`,
      '6. Premium and Charges:',
      ['Premium (annual, 100%)', usd(premium)],
      ["Coverholder's policy fee", usd(fee)],
      [`${at.state} Surplus Lines Tax (${rate}%)`, usd(tax)],
      ['Stamping Fee', usd(stamp)],
      ['Total Payable', usd(cents(premium + fee + tax + stamp))],
    ],
    [
      `Evidence of Cover ${certificate} (continued)`,
      '7. Security:',
      ...picked.map((s, i): Line => [`Certain Underwriters at Lloyd's, London, ${s}`, `${shares[i]}%`]),
      '8. Service of Suit: Mendes & Mount LLP, 750 Seventh Avenue, New York, NY 10019.',
      `9. Mortgagee / Loss Payee: ${r.pick(['Wasatch Community Bank', 'Kiavi Funding, Inc.', 'Lima One Capital, LLC'])} ISAOA ATIMA, Loan No. ${numM(r, 9)}`,
      `10. Surplus Lines Broker: ${fullM(personM(r))}, ${at.state} License No. ${numM(r, 7)}`,
      `This insurance is issued pursuant to the ${at.state} surplus lines law by an insurer not licensed in ${at.state}. The insurer is not a member of the state guaranty fund.`,
      `Signed for and on behalf of the Underwriters by ${coverholder}, ${dmyLongM({ ...from, d: Math.max(1, from.d - 2) })}.`,
    ],
  ];
  return { truth, pages };
};

export const INSURANCE_FAMILY_M: Family[] = [
  { id: 'insurance-binder/m', cls: 'insurance-binder', make: evidence },
];
