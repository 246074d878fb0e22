// HELD OUT (held-out-8), family 12 ('/l') of the title commitments, written blind (the extractor never
// opened). Either a Florida agent's ALTA commitment (the agent's name and agent number beside the
// 'Commitment Number', 'Commitment Date' at 11:00 PM, the owner's and loan policies each as
// 'Proposed Insured' then 'Proposed Amount of Insurance' on its own line, or the loan policy alone on
// a refinance, 'The Title is, at the Commitment Date, vested in' with a descriptor, the land by plat
// book and page with the property address after it, Schedule B-I with the warranty deed, the new
// mortgage and a satisfaction of an old one) or an Oregon preliminary title report (order number,
// customer reference and escrow officer, 'Effective date ... at 08:00 AM', a table of policies with
// Liability and Premium columns beside endorsements and a government service charge, 'Vestee:' with a
// descriptor, the 'Situs address'). Truth: the commitment (order) number, the loan policy's amount
// when both are named, the owner without the descriptor.
import {
  dollarsL,
  firmL,
  firstLayoutL,
  fullL,
  lineL,
  longL,
  mdyL,
  numL,
  personL,
  placeL,
  STATE_TOWNS_L,
  usdL,
} from './families-l-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const BANKS = ['Red River Valley State Bank', 'Keel & Compass Bank, N.A.', 'Tamarack Home Lending'];

const deal = (r: Rng) => {
  const price = r.int(50, 300) * 5000;
  const loan = Math.round((price * r.int(60, 85)) / 100 / 1000) * 1000;
  const date: Day = { y: 2026, m: r.int(1, 11), d: r.int(1, 28) };
  const entity = r.next() < 0.35;
  const owner = entity ? `${firmL(r)} LLC` : fullL(personL(r));
  return {
    price,
    loan,
    date,
    entity,
    owner,
    buyer: fullL(personL(r)),
    lender: r.pick(BANKS),
    refinance: r.next() < 0.35,
  };
};

const florida = (r: Rng): Generated => {
  const d = deal(r);
  const at = placeL(r, STATE_TOWNS_L.FL!);
  const number = `${numL(r, 7)}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(d.date),
    policy_amount: d.loan,
    vested_owner: d.owner,
    property_address: lineL(at),
  };
  const descriptor = d.entity
    ? ', a Florida limited liability company'
    : r.pick([', a single man', ', a married woman', ', an unremarried widow']);
  const underwriter = r.pick([
    'Gulf Harbor Title Insurance Company',
    'Palmetto National Title Insurance Company',
  ]);
  const pages: Line[][] = [
    [
      'COMMITMENT FOR TITLE INSURANCE',
      `Issued by ${underwriter}`,
      'SCHEDULE A',
      [
        `Agent: ${r.pick(['Siesta Key Title & Escrow, LLC', 'Escambia Bay Title Services'])}`,
        `Agent No.: ${numL(r, 5)}`,
      ],
      ['Commitment Number:', number],
      `1. Commitment Date: ${mdyL(d.date)} at 11:00 PM`,
      '2. Policy to be issued:',
      ...(d.refinance
        ? []
        : [
            "(a) ALTA Owner's Policy (07/01/2021)",
            `Proposed Insured: ${d.buyer}`,
            `Proposed Amount of Insurance: ${dollarsL(d.price)}.00`,
          ]),
      `(${d.refinance ? 'a' : 'b'}) ALTA Loan Policy (07/01/2021)`,
      `Proposed Insured: ${d.lender}, its successors and/or assigns, as their interests may appear`,
      `Proposed Amount of Insurance: ${dollarsL(d.loan)}.00`,
      '3. The estate or interest in the Land described or referred to in this Commitment is Fee Simple.',
      `4. The Title is, at the Commitment Date, vested in: ${d.owner}${descriptor}`,
      `5. The Land is described as follows: Lot ${r.int(1, 60)}, Block ${r.pick(['A', 'B', 'C', 'D'])}, ${r.pick(['GULF GATE ESTATES UNIT 4', 'SCENIC HEIGHTS REPLAT'])}, according to the plat thereof as recorded in Plat Book ${r.int(5, 60)}, Page ${r.int(1, 99)}, of the Public Records of ${at.county} County, Florida.`,
      `Property Address: ${lineL(at)}   Parcel ID ${numL(r, 10)}`,
    ],
    [
      'SCHEDULE B-I - REQUIREMENTS',
      '1. Payment of the full consideration to, or for the account of, the grantors or mortgagors.',
      d.refinance
        ? `2. Mortgage from ${d.owner} to ${d.lender} in the amount of ${dollarsL(d.loan)}.`
        : `2. Warranty Deed from ${d.owner} to ${d.buyer}; Mortgage from ${d.buyer} to ${d.lender} in the amount of ${dollarsL(d.loan)}.`,
      `3. Satisfaction of the Mortgage from ${d.owner} to ${r.pick(BANKS)} recorded in O.R. Book ${r.int(1000, 4000)}, Page ${r.int(1, 2999)}, in the original amount of ${dollarsL(r.int(20, 200) * 5000)}.`,
      `4. Proof of payment of ${d.date.y - 1} real estate taxes.`,
      'SCHEDULE B-II - EXCEPTIONS',
      `1. Taxes and assessments for the year ${d.date.y} and subsequent years, which are not yet due and payable.`,
      `Countersigned: ${fullL(personL(r))}, Authorized Signatory   ${longL(d.date)}`,
    ],
  ];
  return { truth, pages };
};

const capsDigit = (r: Rng) => `${String.fromCharCode(65 + r.int(0, 3))}${numL(r, 1)}-${numL(r, 5)}`;

const oregon = (r: Rng): Generated => {
  const d = deal(r);
  const at = placeL(r, STATE_TOWNS_L.OR!);
  const number = `${r.pick(['7019', '4420'])}-${numL(r, 6)}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(d.date),
    policy_amount: d.loan,
    vested_owner: d.owner,
    property_address: lineL(at),
  };
  const descriptor = d.entity
    ? ', an Oregon limited liability company'
    : r.pick([', an individual', ', as tenant by the entirety', ', an unmarried person']);
  const ownerPremium = Math.round(d.price * 0.0038);
  const loanPremium = d.refinance ? Math.round(d.loan * 0.0026) : 550;
  const pages: Line[][] = [
    [
      `${r.pick(['High Desert Title Company', 'Willamette Land Title, Inc.'])}`,
      'PRELIMINARY TITLE REPORT',
      ['Order No.:', number],
      ['Customer Ref.:', `${d.buyer.split(' ')[1] ?? 'Buyer'} / ${numL(r, 4)}`],
      ['Escrow Officer:', fullL(personL(r))],
      `Effective date: ${longL(d.date)} at 08:00 AM`,
      'We are prepared to issue Title Insurance Policy or Policies in the form and amount shown below:',
      'Policy/Endorsement Description | Liability | Premium',
      ...(d.refinance
        ? []
        : [
            `2021 ALTA Owner's Standard Coverage | ${dollarsL(d.price)}.00 | ${usdL(ownerPremium)}`,
            `Proposed Insured: ${d.buyer}`,
          ]),
      `2021 ALTA Loan Extended Coverage | ${dollarsL(d.loan)}.00 | ${usdL(loanPremium)}`,
      `Proposed Insured: ${d.lender}`,
      'OTIRO 209.10-06 (ALTA 9.10-06) | | $100.00',
      'Government Service Charge | | $25.00',
      `The land referred to in this report is located in the County of ${at.county}, State of Oregon, and is described in Exhibit A attached hereto.`,
      'Title to said land is vested in:',
      `Vestee: ${d.owner}${descriptor}`,
      `Situs address: ${lineL(at)}`,
      `Tax Account No. ${numL(r, 6)}   Map No. ${numL(r, 2)}-${numL(r, 2)}-${numL(r, 2)}-${capsDigit(r)}`,
    ],
    [
      'EXCEPTIONS AND REQUIREMENTS',
      `1. Taxes for the fiscal year ${d.date.y - 1}-${d.date.y}: Amount ${usdL(r.int(180000, 700000) / 100)}, Paid.`,
      `2. Deed of Trust, including the terms and provisions thereof, to secure an indebtedness of ${dollarsL(Math.round((d.price * r.int(30, 70)) / 100 / 1000) * 1000)}; Grantor: ${d.owner}; Beneficiary: ${r.pick(BANKS)}; recorded as Instrument No. ${d.date.y - r.int(2, 10)}-${numL(r, 6)}. To be paid and reconveyed.`,
      d.refinance
        ? `3. New Trust Deed from ${d.owner} to ${d.lender} for ${dollarsL(d.loan)}, to be recorded.`
        : `3. Statutory Warranty Deed from ${d.owner} to ${d.buyer}; Trust Deed in favor of ${d.lender} for ${dollarsL(d.loan)}.`,
      `NOTE: This is a preliminary report only, issued solely for the purpose of facilitating the issuance of a policy of title insurance.`,
    ],
  ];
  return { truth, pages };
};

export const TITLE_FAMILY_L: Family[] = [
  {
    id: 'title-commitment/l',
    cls: 'title-commitment',
    make: (r) => (firstLayoutL(r) ? florida(r) : oregon(r)),
  },
];
