// HELD OUT (held-out-9), family 13 ('/m') of the title commitments, written blind (the extractor never
// opened). An upstate New York title agent's 'Certificate and Report of Title' (title number,
// fee and mortgage amounts, section / block / lot, vesting by deed with its liber and page, tax
// and departmental searches). Truth: the title number, the mortgage policy's amount, the owner
// without the estate descriptor.
import { plusDays } from './families-j-util';
import {
  dollarsM,
  firmM,
  fullM,
  longM,
  mdyM,
  numM,
  peopleM,
  placeM,
  STATE_TOWNS_M,
  usdM,
} from './families-m-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const UNDERWRITERS = ['Old Republic National Title Insurance Company', 'Stewart Title Insurance Company'];
const BANKS = ['Tompkins Lakeshore Bank', 'Hudson River Savings Bank', 'Empire State Federal Credit Union'];

const report = (r: Rng): Generated => {
  const [o1, o2, prior, buyer, signer] = peopleM(r, 5);
  const couple = r.next() < 0.45;
  const owner = couple ? `${fullM(o1!)} and ${fullM(o2!)}` : r.next() < 0.3 ? `${firmM(r)} LLC` : fullM(o1!);
  const descriptor = couple
    ? ', as tenants by the entirety'
    : owner.endsWith('LLC')
      ? ', a New York limited liability company'
      : ', an individual';
  const at = placeM(r, STATE_TOWNS_M.NY!);
  const refinance = r.next() < 0.4;
  const price = r.int(36, 190) * 5000;
  const loan = Math.round((price * r.int(60, 85)) / 100 / 1000) * 1000;
  const date: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const upstate = at.city === 'Ithaca';
  const number = `${upstate ? 'FLA' : 'HVT'}-${String(date.y).slice(2)}-${numM(r, 5)}${r.pick(['', '-T', '-R'])}`;
  const truth: Generated['truth'] = {
    commitment_number: number,
    effective_date: iso(date),
    policy_amount: loan,
    vested_owner: owner,
    property_address: `${at.street}, ${at.city}, NY ${at.zip}`,
  };
  const lender = r.pick(BANKS);
  const agent = upstate ? 'Finger Lakes Abstract & Title Agency, LLC' : 'Dutchess Land Title Services, Inc.';
  const deed = plusDays(date, -r.int(900, 6000));
  const oldLoan = Math.round((price * r.int(40, 70)) / 100 / 1000) * 1000;
  const footer = `${agent}   Title No. ${number}   Page`;
  const pages: Line[][] = [
    [
      'CERTIFICATE AND REPORT OF TITLE',
      [`Title No.: ${number}`, `Agent for ${r.pick(UNDERWRITERS)}`],
      [
        `Your file: ${r.pick(['Quennell Law PLLC', 'Ashcombe & Holloway, Attorneys'])} ref. ${numM(r, 4)}`,
        `Closer: ${fullM(signer!)}`,
      ],
      `Effective Date: ${longM(date)}   (redate before closing)`,
      `Date of Report: ${mdyM(plusDays(date, r.int(3, 9)))}`,
      'PROPOSED INSURED AND AMOUNTS',
      ...(refinance ? ['Fee: None (refinance)'] : [`Fee: ${fullM(buyer!)}   Amount: ${dollarsM(price)}`]),
      `Mortgage: ${lender}, its successors and/or assigns   Amount: ${dollarsM(loan)}`,
      'PREMISES',
      `Section ${r.int(1, 90)}.-${r.int(1, 9)} Block ${r.int(1, 40)} Lot ${r.int(1, 120)}, City/Town of ${at.city}, County of ${at.county}, State of New York, and known as ${at.street}, ${at.city}, NY ${at.zip}. See Schedule A description annexed.`,
      'TITLE VESTED IN',
      `${owner}${descriptor}, by deed from ${fullM(prior!)} dated ${mdyM(deed)} and recorded ${mdyM(plusDays(deed, 6))} in Liber ${r.int(500, 900)} of Deeds at page ${r.int(1, 400)}.`,
      'PREMIUMS',
      ...(refinance ? [] : [[`Fee policy (${dollarsM(price)})`, usdM(Math.round(price * 0.0052))] as Line]),
      [`Mortgage policy (${dollarsM(loan)})`, usdM(Math.round(loan * (refinance ? 0.0041 : 0.0013)))],
      [
        'Endorsements: TIRSA Environmental Protection Lien, Waiver of Arbitration',
        usdM(r.pick([50, 75, 100])),
      ],
      `${footer} 1 of 2`,
    ],
    [
      'SCHEDULE B - EXCEPTIONS AND REQUIREMENTS',
      `1. Mortgage made by ${owner} to ${r.pick(BANKS)} in the amount of ${dollarsM(oldLoan)}, dated ${mdyM(plusDays(deed, 1))}, recorded in Liber ${r.int(1000, 3000)} of Mortgages at page ${r.int(1, 400)}. To be paid and satisfied of record at closing.`,
      `2. Tax search: ${date.y} Town and County taxes ${usdM(r.int(180000, 650000) / 100)}, paid. ${date.y - 1}-${String(date.y).slice(2)} School taxes ${usdM(r.int(250000, 900000) / 100)}, paid.`,
      '3. Departmental and municipal searches: no violations of record; certificate of occupancy searched.',
      '4. Survey exception unless a survey satisfactory to the Company is furnished.',
      '5. Rights of tenants in possession, if any.',
      `Certified by ${fullM(signer!)}, authorized officer of ${agent}.`,
      `${footer} 2 of 2`,
    ],
  ];
  return { truth, pages };
};

export const TITLE_FAMILY_M: Family[] = [{ id: 'title-commitment/m', cls: 'title-commitment', make: report }];
