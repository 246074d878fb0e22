// HELD OUT (held-out-6), family 10 ('/j') of the title commitments, written blind (the extractor never
// opened). Either a 2016 ALTA Commitment for Title Insurance from a national underwriter (Schedule A's
// transaction identification data with the commitment number beside the issuing office's file number
// and a revision date, numbered items: commitment date at 8:00 AM, the 2006 ALTA owner's and loan
// policies or the loan policy alone on a refinance, fee simple, the vested owner with a descriptor;
// Schedule B-I requirements with the mortgage to be paid off and the new mortgage's amounts) or an
// Iowa Title Guaranty 'Commitment for Title Guaranty Certificate' (participating abstractor and
// attorney, owner's and lender's certificates with their amounts and proposed guaranteed, title
// 'vested in' with a descriptor, the land 'locally known as' its address, a release of an old mortgage).
import {
  firstLayoutJ,
  COUNTY_J,
  digitsJ,
  firmJ,
  fullJ,
  lineJ,
  longJ,
  mdyJ,
  personJ,
  placeJ,
  plusDays,
  STATE_TOWNS_J,
  wholeJ,
} from './families-j-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const UNDERWRITERS = [
  'Northbridge National Title Insurance Company',
  'Continental Keystone Title Insurance Company',
];
const BANKS = ['Anchorline Mortgage Corp.', 'Prairie Gate Bank, N.A.', 'Cumberland Home Lending LLC'];

const deal = (r: Rng) => {
  const price = r.int(50, 400) * 5000;
  const loan = Math.round((price * r.int(60, 85)) / 100 / 1000) * 1000;
  const date: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const entity = r.next() < 0.4;
  const owner = entity ? `${firmJ(r)} LLC` : fullJ(personJ(r));
  return { price, loan, date, owner, entity, buyer: fullJ(personJ(r)), lender: r.pick(BANKS) };
};

const alta = (r: Rng): Generated => {
  const d = deal(r);
  const at = placeJ(r);
  const refinance = r.next() < 0.35;
  const number = `${r.pick(['NCS', 'CKT', 'COM'])}-${digitsJ(r, 6)}-${at.st}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(d.date),
    policy_amount: d.loan,
    vested_owner: d.owner,
    property_address: lineJ(at),
  };
  const descriptor = d.entity
    ? `, a ${at.state} limited liability company`
    : `, ${r.pick(['a single person', 'a married person'])}`;
  const pages: Line[][] = [
    [
      'COMMITMENT FOR TITLE INSURANCE',
      `Issued By ${r.pick(UNDERWRITERS)}`,
      'SCHEDULE A',
      'Transaction Identification Data for reference only:',
      [
        `Issuing Agent: ${r.pick(['Prairie Abstract & Title, LLC', 'Big Sky Closing Services', 'Acadiana Title Partners'])}`,
        `Issuing Office: ${at.city}, ${at.st}`,
      ],
      [`Commitment No.: ${number}`, `Issuing Office File No.: ${digitsJ(r, 5)}-${r.pick(['RE', 'CL'])}`],
      `Property Address: ${lineJ(at)}`,
      `Revision No.: ${r.int(1, 3)}, dated ${mdyJ(plusDays(d.date, r.int(5, 20)))}`,
      `1. Commitment Date: ${longJ(d.date)} at 8:00 AM`,
      '2. Policy to be issued:',
      ...(refinance
        ? []
        : [
            "(a) 2006 ALTA Owner's Policy",
            `Proposed Insured: ${d.buyer}`,
            `Proposed Policy Amount: ${wholeJ(d.price)}.00`,
          ]),
      `(${refinance ? 'a' : 'b'}) 2006 ALTA Loan Policy`,
      `Proposed Insured: ${d.lender}, its successors and/or assigns as their interests may appear`,
      `Proposed Policy Amount: ${wholeJ(d.loan)}.00`,
      '3. The estate or interest in the Land described or referred to in this Commitment is Fee Simple.',
      '4. Title to the Fee Simple estate or interest in the Land is at the Commitment Date vested in:',
      `${d.owner}${descriptor}`,
      '5. The Land is described as follows: See Exhibit A attached hereto and made a part hereof.',
    ],
    [
      'SCHEDULE B, PART I - Requirements',
      'All of the following Requirements must be met:',
      '1. The Proposed Insured must notify the Company in writing of the name of any party not referred to in this Commitment who will obtain an interest in the Land.',
      '2. Pay the agreed amount for the estate or interest to be insured and the premiums, fees, and charges for the Policy to the Company.',
      `3. Release of Mortgage from ${d.owner} to ${r.pick(BANKS)}, dated ${mdyJ({ y: r.int(2012, 2022), m: r.int(1, 12), d: r.int(1, 28) })}, in the original amount of ${wholeJ(r.int(20, 200) * 5000)}.`,
      refinance
        ? `4. Mortgage from ${d.owner} to ${d.lender} in the amount of ${wholeJ(d.loan)}, to be recorded.`
        : `4. Warranty Deed from ${d.owner} to ${d.buyer}; Mortgage from ${d.buyer} to ${d.lender} in the amount of ${wholeJ(d.loan)}.`,
      'SCHEDULE B, PART II - Exceptions',
      `1. Taxes and assessments for the year 2026 and subsequent years, a lien not yet due and payable.`,
      `2. Easement for utilities recorded in Book ${r.int(300, 900)}, Page ${r.int(1, 400)}.`,
    ],
  ];
  return { truth, pages };
};

const iowa = (r: Rng): Generated => {
  const d = deal(r);
  const at = placeJ(r, STATE_TOWNS_J.IA!);
  const number = `TG-${digitsJ(r, 7)}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(d.date),
    policy_amount: d.loan,
    vested_owner: d.owner,
    property_address: lineJ(at),
  };
  const descriptor = d.entity
    ? ', an Iowa limited liability company'
    : `, ${r.pick(['a single person', 'an unmarried person'])}`;
  const county = COUNTY_J[at.city]!;
  const filed: Day = { y: r.int(2012, 2022), m: r.int(1, 12), d: r.int(1, 28) };
  const pages: Line[][] = [
    [
      'IOWA TITLE GUARANTY',
      'A Division of the Iowa Finance Authority',
      'COMMITMENT FOR TITLE GUARANTY CERTIFICATE',
      [`Commitment No.: ${number}`, `Effective Date: ${mdyJ(d.date)} at 7:00 a.m.`],
      [
        `Participating Abstractor: ${county} County Abstract Co.`,
        `Participating Attorney: ${fullJ(personJ(r))}`,
      ],
      [`Abstractor File No.: ${digitsJ(r, 5)}`, `Date Issued: ${mdyJ(plusDays(d.date, r.int(3, 12)))}`],
      'SCHEDULE A',
      '1. Certificate(s) to be issued:',
      `(a) Owner's Certificate: Amount ${wholeJ(d.price)}`,
      `Proposed Guaranteed: ${d.buyer}`,
      `(b) Lender's Certificate: Amount ${wholeJ(d.loan)}`,
      `Proposed Guaranteed: ${d.lender}, its successors and/or assigns`,
      '2. The estate or interest in the land described or referred to in this Commitment is fee simple, and title thereto is at the Effective Date vested in:',
      `${d.owner}${descriptor}`,
      `3. The land referred to in this Commitment is described as follows: Lot ${r.int(1, 60)} in ${r.pick(['Westbrook Heights', 'Timber Ridge'])} Subdivision, ${county} County, Iowa, locally known as ${at.street}, ${at.city}, Iowa ${at.zip}.`,
    ],
    [
      'SCHEDULE B - SECTION I: REQUIREMENTS',
      '1. Abstract of title to be continued to a date after the recording of the instruments below and examined by the Participating Attorney.',
      `2. Release of Mortgage from ${d.owner} to ${r.pick(BANKS)}, filed ${mdyJ(filed)} as Instrument No. ${filed.y}-${digitsJ(r, 5)}, securing ${wholeJ(r.int(20, 200) * 5000)}.`,
      `3. Warranty Deed from ${d.owner} to ${d.buyer}.`,
      `4. Mortgage from ${d.buyer} to ${d.lender} securing ${wholeJ(d.loan)}.`,
      'SCHEDULE B - SECTION II: EXCEPTIONS',
      `1. Real estate taxes for fiscal year 2026-2027, payable in ${county} County, not yet due.`,
    ],
  ];
  return { truth, pages };
};

export const TITLE_FAMILY_J: Family[] = [
  {
    id: 'title-commitment/j',
    cls: 'title-commitment',
    make: (r) => (firstLayoutJ(r) ? alta(r) : iowa(r)),
  },
];
