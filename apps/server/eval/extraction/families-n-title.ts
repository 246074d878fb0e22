// HELD OUT (held-out-10), family 14 ('/n') of the title commitments, written blind (the extractor never
// opened). A New Jersey title agent's ALTA commitment: the commitment number beside the agent's own
// file number, a revision line, Schedule A with the Commitment Date at 8:00 AM, the owner's and
// loan policies each with 'Proposed Insured' and 'Proposed Amount of Insurance' (or the loan policy
// alone on a refinance), fee simple, title vested in the owner with a descriptor ('husband and
// wife', 'as tenants by the entirety', a New Jersey limited liability company) by deed from the
// prior owner with its Deed Book and Page, the land as Lot and Block on the Official Tax Map of the
// Township and 'Commonly known as' its address; Schedule B-I's New Jersey requirements (the old
// mortgage to be paid and cancelled, quarterly taxes, municipal lien, Superior Court judgment and
// tidelands searches) and the premiums. Truth: the commitment number, the loan policy's amount, the
// owner without the descriptor.
import { plusDays } from './families-j-util';
import {
  capsN,
  dollarsN,
  firmN,
  fullN,
  longN,
  mdyN,
  numN,
  peopleN,
  placeN,
  STATE_TOWNS_N,
  usdN,
} from './families-n-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const UNDERWRITERS = ['First American Title Insurance Company', 'Chicago Title Insurance Company'];
const LENDERS = ['Provident Bank', 'Columbia Bank', 'OceanFirst Bank, N.A.', 'Valley National Bank'];

const commitment = (r: Rng): Generated => {
  const [o1, o2, prior, buyer] = peopleN(r, 4);
  const kind = r.pick(['couple', 'single', 'llc'] as const);
  const owner =
    kind === 'couple' ? `${fullN(o1!)} and ${fullN(o2!)}` : kind === 'llc' ? `${firmN(r)}, LLC` : fullN(o1!);
  const descriptor =
    kind === 'couple'
      ? r.pick([
          o1!.woman === o2!.woman ? ', married' : ', husband and wife',
          ', as tenants by the entirety',
          ', as joint tenants with right of survivorship',
        ])
      : kind === 'llc'
        ? ', a New Jersey limited liability company'
        : r.pick([', single', ', a married woman', ', unmarried']);
  const at = placeN(r, STATE_TOWNS_N.NJ!);
  const refinance = r.next() < 0.4;
  const price = r.int(60, 260) * 5000;
  const loan = Math.round((price * r.int(60, 90)) / 100 / 1000) * 1000;
  const date: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const agentCode = r.pick(['GSA', 'JST']);
  const number = `${agentCode}-${numN(r, 5)}-${String(date.y).slice(2)}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(date),
    policy_amount: loan,
    vested_owner: owner,
    property_address: `${at.street}, ${at.city}, NJ ${at.zip}`,
  };
  const agent =
    agentCode === 'GSA' ? 'Garden State Abstract & Title Agency, LLC' : 'Jersey Shore Title Services, Inc.';
  const lender = r.pick(LENDERS);
  const deed = plusDays(date, -r.int(700, 7000));
  const oldLoan = Math.round((price * r.int(40, 80)) / 100 / 1000) * 1000;
  const tax = r.int(180000, 520000) / 100;
  const township = at.city === 'Princeton' ? 'Municipality of Princeton' : 'Township of Toms River';
  const pages: Line[][] = [
    [
      'COMMITMENT FOR TITLE INSURANCE',
      `Issued by ${r.pick(UNDERWRITERS)}   through its agent ${agent}`,
      [`Commitment No.: ${number}`, `Agent File No.: ${capsN(r, 1)}${numN(r, 6)}`],
      [
        `Revision: ${r.next() < 0.5 ? 'Original' : `Rev. 1 dated ${mdyN(plusDays(date, r.int(5, 20)))}`}`,
        `Closer: ${fullN(buyer!).split(' ')[0]} ${capsN(r, 1)}.`,
      ],
      'SCHEDULE A',
      `1. Commitment Date: ${longN(date)} at 8:00 AM`,
      '2. Policy to be issued:',
      ...(refinance
        ? []
        : [
            "(a) ALTA Owner's Policy (07/01/2021)",
            `Proposed Insured: ${fullN(buyer!)}`,
            `Proposed Amount of Insurance: ${dollarsN(price)}`,
          ]),
      `(${refinance ? 'a' : 'b'}) ALTA Loan Policy (07/01/2021)`,
      `Proposed Insured: ${lender}, its successors and/or assigns as their interests may appear`,
      `Proposed Amount of Insurance: ${dollarsN(loan)}`,
      '3. The estate or interest in the Land at the Commitment Date is Fee Simple.',
      `4. The Title is, at the Commitment Date, vested in: ${owner}${descriptor}, by Deed from ${fullN(prior!)} dated ${mdyN(deed)} and recorded ${mdyN(plusDays(deed, r.int(5, 30)))} in the ${at.county} County Clerk's Office in Deed Book ${r.int(3000, 9999)}, Page ${r.int(1, 900)}.`,
      `5. The Land is described in Exhibit A: being known as Lot ${r.int(1, 60)} in Block ${r.int(100, 9999)} on the Official Tax Map of the ${township}, County of ${at.county}, State of New Jersey. Commonly known as: ${at.street}, ${at.city}, NJ ${at.zip}.`,
      'PREMIUMS',
      ...(refinance
        ? []
        : [[`Owner's Policy (${dollarsN(price)})`, usdN(Math.round(price * 0.0049))] as Line]),
      [`Loan Policy (${dollarsN(loan)})`, usdN(refinance ? Math.round(loan * 0.0031) : 150)],
      ['Endorsements: ALTA 9.06, ALTA 8.1-06, Survey', usdN(r.pick([75, 125, 175]))],
    ],
    [
      `Commitment No. ${number} - Schedule B, Part I - Requirements`,
      `1. Mortgage made by ${owner} to ${r.pick(LENDERS)} dated ${mdyN(plusDays(deed, 1))} in the original amount of ${dollarsN(oldLoan)}, to be paid and cancelled of record.`,
      `2. Payment of ${r.pick(['2nd', '3rd'])} quarter ${date.y} taxes in the amount of ${usdN(tax)}; prior quarters paid.`,
      '3. Municipal lien search: water and sewer charges to be paid through closing.',
      '4. Superior Court of New Jersey, United States District Court and Chancery judgment searches: no judgments of record against the vested owner or the proposed insured.',
      `5. Tidelands search: ${at.city === 'Toms River' ? 'the premises are not within a claimed tidelands area per the Tidelands Resource Council maps.' : 'not required (inland premises).'}`,
      '6. Proper deed or mortgage to be recorded, with the affidavit of consideration and realty transfer fee.',
      'Schedule B, Part II - Exceptions',
      '1. Rights or claims of parties in possession. 2. Survey exception unless a survey is furnished. 3. Subsurface conditions or encroachments not disclosed by an instrument of record.',
      `Countersigned: ${agent}, authorized signatory.`,
    ],
  ];
  return { truth, pages };
};

export const TITLE_FAMILY_N: Family[] = [
  { id: 'title-commitment/n', cls: 'title-commitment', make: commitment },
];
