// HELD OUT (held-out-7), family 11 ('/k') of the title commitments, written blind (the extractor never
// opened). Either a Pennsylvania agent's ALTA commitment (agent file number beside the commitment
// number, 'Effective Date' as item 1, owner's and loan policies with their amounts and the rate
// charged, or the loan policy alone on a refinance, title vested in the owner 'by Deed from' the
// prior owner with its recording data, the land 'being known as' its address with a UPI number, the
// premiums and endorsements, Schedule B-I with the mortgage to be satisfied) or a Washington title
// company's commitment (order and escrow numbers with the title officer, 'Commitment Date' at 8:00 AM,
// ALTA Homeowner's and Extended Loan policies each with Amount, Premium and Tax, vesting in capitals
// with a descriptor, the property address 'for information only' beside the tax account number).
// Truth: the commitment (or order) number, the loan policy's amount when there is one, the owner
// without the descriptor.
import {
  dollarsK,
  firmK,
  fullK,
  firstLayoutK,
  lineK,
  longK,
  mdyK,
  numK,
  personK,
  placeK,
  STATE_TOWNS_K,
  usdK,
} from './families-k-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = ['Bluestem National Bank', 'Keystone Agency Lending', 'Granite Crossing Bank'];

const deal = (r: Rng) => {
  const price = r.int(40, 360) * 5000;
  const loan = Math.round((price * r.int(60, 85)) / 100 / 1000) * 1000;
  const date: Day = { y: 2026, m: r.int(1, 11), d: r.int(1, 28) };
  const entity = r.next() < 0.35;
  const owner = entity ? `${firmK(r)} LLC` : fullK(personK(r));
  return {
    price,
    loan,
    date,
    entity,
    owner,
    buyer: fullK(personK(r)),
    lender: r.pick(BANKS),
    refinance: r.next() < 0.35,
  };
};

const pennsylvania = (r: Rng): Generated => {
  const d = deal(r);
  const at = placeK(r, STATE_TOWNS_K.PA!);
  const number = `PA${String(d.date.y).slice(2)}-${numK(r, 6)}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(d.date),
    policy_amount: d.loan,
    vested_owner: d.owner,
    property_address: lineK(at),
  };
  const descriptor = d.entity
    ? ', a Pennsylvania limited liability company'
    : r.pick(['', ', an adult individual']);
  const prior = fullK(personK(r));
  const deeded: Day = { y: r.int(2009, 2022), m: r.int(1, 12), d: r.int(1, 28) };
  const borrower = d.refinance ? d.owner : d.buyer;
  const pages: Line[][] = [
    [
      'COMMITMENT FOR TITLE INSURANCE',
      `Issued by ${r.pick(['Allegheny Keystone Title Insurance Company', 'Susquehanna Land Title Insurance Company'])}`,
      'SCHEDULE A',
      [`Agent File No.: ${r.pick(['LT', 'KA'])}-${numK(r, 5)}`, `Commitment No.: ${number}`],
      `1. Effective Date: ${longK(d.date)}`,
      '2. Policy or Policies to be issued:',
      ...(d.refinance
        ? []
        : [
            `(a) ALTA Owner's Policy (07/01/2021)   Amount: ${dollarsK(d.price)}   Rate: ${r.pick(['Basic', 'Reissue'])}`,
            `Proposed Insured: ${d.buyer}`,
          ]),
      `(${d.refinance ? 'a' : 'b'}) ALTA Loan Policy (07/01/2021)   Amount: ${dollarsK(d.loan)}   Rate: ${d.refinance ? 'Refinance' : 'Simultaneous Issue'}`,
      `Proposed Insured: ${d.lender}, its successors and/or assigns`,
      '3. The estate or interest in the Land described or referred to in this Commitment is Fee Simple.',
      '4. Title to the Fee Simple estate or interest in the Land is at the Effective Date vested in:',
      `${d.owner}${descriptor}, by Deed from ${prior}, dated ${mdyK(deeded)} and recorded ${mdyK({ ...deeded, d: Math.min(28, deeded.d + 3) })} in ${at.county} County as Instrument No. ${deeded.y}${numK(r, 6)}.`,
      `5. The Land is described as follows: ALL THAT CERTAIN lot or piece of ground situate in the City of ${at.city}, ${at.county} County, Pennsylvania, being Lot ${r.int(1, 90)} on the Plan of ${r.pick(['Conestoga Heights', 'Lackawanna Terrace'])}. BEING KNOWN AS ${at.street}, ${at.city}, PA ${at.zip}. UPI / Parcel No. ${numK(r, 3)}-${numK(r, 5)}-0-0000.`,
      `Premiums: ${d.refinance ? '' : `Owner's ${usdK(Math.round(d.price * 0.0062))}; `}Loan ${usdK(d.refinance ? Math.round(d.loan * 0.0045) : 200)}; Endorsements PA 300, PA 900 ${usdK(200)}`,
    ],
    [
      'SCHEDULE B, PART I - Requirements',
      '1. Pay the agreed amount for the estate or interest to be insured and the premiums, fees and charges for the Policy to the Company.',
      `2. Satisfaction of Mortgage from ${d.owner} to ${r.pick(BANKS)}, dated ${mdyK({ ...deeded, d: Math.min(28, deeded.d + 1) })}, in the original principal amount of ${dollarsK(r.int(20, 160) * 5000)}.`,
      d.refinance
        ? '3. Proof that the 2026 county and school taxes are paid.'
        : `3. Deed from ${d.owner} to ${d.buyer}.`,
      `4. Mortgage from ${borrower} to ${d.lender} securing ${dollarsK(d.loan)}.`,
      'SCHEDULE B, PART II - Exceptions',
      '1. Real estate taxes for the year 2026 and subsequent years, not yet due and payable.',
      `2. Rights of the public and others in that portion of the Land lying within the bed of ${at.street.replace(/^\d+ /, '')}.`,
    ],
  ];
  return { truth, pages };
};

const washington = (r: Rng): Generated => {
  const d = deal(r);
  const at = placeK(r, STATE_TOWNS_K.WA!);
  const number = `${numK(r, 7)}-${r.pick(['OC', 'BE', 'TC'])}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(d.date),
    policy_amount: d.loan,
    vested_owner: d.owner,
    property_address: lineK(at),
  };
  const descriptor = d.entity
    ? 'A WASHINGTON LIMITED LIABILITY COMPANY'
    : r.pick(['AN UNMARRIED PERSON', 'A SINGLE PERSON, AS HIS OR HER SEPARATE ESTATE']);
  const tax = (premium: number) => usdK(Math.round(premium * 0.089 * 100) / 100);
  const ownerPremium = Math.round(d.price * 0.0041);
  const loanPremium = d.refinance ? Math.round(d.loan * 0.0028) : 725;
  const pages: Line[][] = [
    [
      `${r.pick(['Puget Sound', 'Cascade Crest'])} Title Company`,
      `Agent for ${r.pick(['Northbridge National Title Insurance Company', 'Evergreen Land Title Insurance Company'])}`,
      ['Order No.:', number],
      ['Escrow No.:', `${numK(r, 2)}-${numK(r, 4)}-${r.pick(['JS', 'KM', 'LR'])}`],
      ['Title Officer:', `${fullK(personK(r))}, Unit ${r.int(2, 9)}`],
      'COMMITMENT FOR TITLE INSURANCE - SCHEDULE A',
      `1. Commitment Date: ${longK(d.date)} at 8:00 AM`,
      '2. Policy or Policies to be issued:',
      ...(d.refinance
        ? []
        : [
            `ALTA Homeowner's Policy of Title Insurance (12/02/13)   Amount: ${dollarsK(d.price)}.00   Premium: ${usdK(ownerPremium)}   Tax: ${tax(ownerPremium)}`,
            `Proposed Insured: ${d.buyer}`,
          ]),
      `ALTA Extended Loan Policy (07/01/21)   Amount: ${dollarsK(d.loan)}.00   Premium: ${usdK(loanPremium)}   Tax: ${tax(loanPremium)}`,
      `Proposed Insured: ${d.lender}, its successors and/or assigns`,
      '3. The estate or interest in the Land described or referred to in this Commitment is: Fee Simple',
      '4. Title to the estate or interest in the Land is at the Commitment Date vested in:',
      `${d.owner.toUpperCase()}, ${descriptor}`,
      '5. The Land is described as set forth in Exhibit A attached hereto.',
      [
        `Tax Account No.: ${numK(r, 12)}`,
        `Abbreviated Legal: Lot ${r.int(1, 40)}, Blk ${r.int(1, 9)}, ${r.pick(['Chuckanut Park', 'Capitol Hill Add.'])}`,
      ],
      `For information only, the Land is known as: ${lineK(at)}`,
    ],
    [
      'SCHEDULE B, PART I - REQUIREMENTS',
      `1. General taxes for the year 2026: Tax Account No. as above, Amount billed ${usdK(r.int(180000, 900000) / 100)}, first half paid.`,
      `2. Deed of Trust to secure an indebtedness of ${dollarsK(r.int(20, 180) * 5000)}, Grantor: ${d.owner}, Beneficiary: ${r.pick(BANKS)}, recorded under Auditor's File No. ${r.int(2010, 2022)}${numK(r, 7)}, to be paid off and reconveyed.`,
      d.refinance
        ? `3. Deed of Trust from ${d.owner} to ${d.lender} in the amount of ${dollarsK(d.loan)}, to be recorded.`
        : `3. Statutory Warranty Deed from ${d.owner} to ${d.buyer}; Deed of Trust in favor of ${d.lender} for ${dollarsK(d.loan)}.`,
      `4. Payment of the real estate excise tax, if required. The property is in the City of ${at.city}; the rate is 1.28%.`,
    ],
  ];
  return { truth, pages };
};

export const TITLE_FAMILY_K: Family[] = [
  {
    id: 'title-commitment/k',
    cls: 'title-commitment',
    make: (r) => (firstLayoutK(r) ? pennsylvania(r) : washington(r)),
  },
];
