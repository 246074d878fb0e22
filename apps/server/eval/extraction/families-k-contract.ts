// HELD OUT (held-out-7), family 11 ('/k') of the purchase contracts, written blind (the extractor never
// opened). Either the Colorado 'Contract to Buy and Sell Real Estate (Residential)' (CBS1: Buyer in
// § 2.1 and Seller in § 2.3 as '<name> (Buyer)', the land 'known as No.' its address with '(Street
// Address, City, State, Zip)' after it, a DATES AND DEADLINES table of a dozen deadlines among which
// the Closing Date and the Possession Date, and the § 4.1 price table with two Amount columns:
// Purchase Price, Earnest Money, New Loan, blank rows, Cash at Closing, TOTAL, a seller concession) or
// the Illinois 'Multi-Board Residential Real Estate Contract 8.0' (parties in 'please print' boxes,
// the address over Address / City / State / Zip / County boxes with a PIN, paragraph 4's initial
// earnest money 'to be increased to a total of' a larger sum or left blank, 'Closing shall be on',
// a mortgage contingency with its loan percentage, rate and commitment date). Truth: the earnest
// money as its total when the increase is filled in, else the initial deposit.
import { plusDays } from './families-j-util';
import {
  dollarsK,
  firmK,
  firstLayoutK,
  fullK,
  lineK,
  longK,
  mdyK,
  numK,
  peopleK,
  placeK,
  STATE_TOWNS_K,
} from './families-k-util';
import { iso, type Day, type Rng } from './rng';
import type { Family, Generated, Line } from './types';

const parties = (r: Rng) => {
  const [a, b, c] = peopleK(r, 3);
  const buyer =
    r.next() < 0.3 ? `${firmK(r)} LLC` : r.next() < 0.5 ? `${fullK(a!)} and ${fullK(c!)}` : fullK(a!);
  return { buyer, seller: fullK(b!) };
};

const colorado = (r: Rng): Generated => {
  const { buyer, seller } = parties(r);
  const at = placeK(r, STATE_TOWNS_K.CO!);
  const price = r.int(60, 260) * 2500;
  const earnest = r.int(2, 12) * 2500;
  const loan = r.next() < 0.75 ? Math.round((price * r.int(70, 90)) / 100 / 1000) * 1000 : 0;
  const cash = price - earnest - loan;
  const signed: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const closing = plusDays(signed, r.int(30, 55));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, CO ${at.zip}`,
    purchase_price: price,
    earnest_money: earnest,
    closing_date: iso(closing),
  };
  const deadline = (item: number, ref: string, event: string, days: number): Line =>
    `${item} | § ${ref} | ${event} | ${mdyK(plusDays(signed, days))}`;
  const pages: Line[][] = [
    [
      'CONTRACT TO BUY AND SELL REAL ESTATE (RESIDENTIAL)',
      `Date: ${mdyK(signed)}`,
      '1. AGREEMENT. Buyer, identified in § 2.1, agrees to buy, and Seller, identified in § 2.3, agrees to sell, the Property described below on the terms and conditions set forth in this contract (Contract).',
      '2. PARTIES AND PROPERTY.',
      `2.1. Buyer. ${buyer} (Buyer) will take title to the Property described below as [ ] Tenants In Common [X] Joint Tenants [ ] Other.`,
      '2.2. No Assignability. This Contract IS NOT assignable by Buyer unless otherwise specified in Additional Provisions.',
      `2.3. Seller. ${seller} (Seller) is the current owner of the Property described below.`,
      `2.4. Property. The Property is the following legally described real estate in the County of ${at.county}, Colorado: Lot ${r.int(1, 80)}, Block ${r.int(1, 9)}, ${r.pick(['Wickham Filing No. 2', 'Sorrel Ridge Subdivision'])}, known as No. ${at.street}, ${at.city}, CO ${at.zip} (Street Address, City, State, Zip), together with the interests, easements, rights, benefits, improvements and attached fixtures appurtenant thereto.`,
      '3. DATES, DEADLINES AND APPLICABILITY.',
      'Item No. | Reference | Event | Date or Deadline',
      '1 | § 3 | Time of Day Deadline | 11:59 p.m.',
      deadline(3, '5.1', 'Loan Application Deadline', 5),
      deadline(6, '5.3', 'Loan Terms Deadline', 21),
      deadline(10, '6.2', 'Appraisal Deadline', 24),
      deadline(12, '8.1', 'Record Title Deadline', 10),
      deadline(27, '10.3', 'Inspection Objection Deadline', 12),
      `36 | § 12.3 | Closing Date | ${mdyK(closing)}`,
      `37 | § 17 | Possession Date | ${mdyK(plusDays(closing, r.int(0, 2)))}`,
      '38 | § 17 | Possession Time | 5:00 p.m.',
    ],
    [
      '4. PURCHASE PRICE AND TERMS.',
      '4.1. Price and Terms. The Purchase Price set forth below is payable in U.S. Dollars by Buyer as follows:',
      'Item No. | Reference | Item | Amount | Amount',
      `1 | § 4.1 | Purchase Price | ${dollarsK(price)} |`,
      `2 | § 4.3 | Earnest Money | | ${dollarsK(earnest)}`,
      `3 | § 4.5 | New Loan | | ${loan ? dollarsK(loan) : ''}`,
      '4 | § 4.6 | Assumption Balance | |',
      '5 | § 4.7 | Private Financing | |',
      `8 | § 4.4 | Cash at Closing | | ${dollarsK(cash)}`,
      `9 | | TOTAL | ${dollarsK(price)} | ${dollarsK(price)}`,
      `4.2. Seller Concession. At Closing, Seller will credit to Buyer ${dollarsK(r.int(0, 8) * 1000)} (Seller Concession).`,
      `4.3. Earnest Money. The Earnest Money set forth in this Section, in the form of a wire transfer, will be payable to and held by ${r.pick(['Front Range Title Company', 'Cache la Poudre Escrow, Inc.'])} (Earnest Money Holder), in its trust account, on behalf of both Seller and Buyer, no later than three days after Mutual Execution of this Contract.`,
      '30. SIGNATURES.',
      [`Buyer's Name: ${buyer}`, `Seller's Name: ${seller}`],
      ['Buyer\u2019s Signature ____________ Date', 'Seller\u2019s Signature ____________ Date'],
      `Buyer's Brokerage Firm: ${r.pick(['Poudre Valley Realty', 'Greeley Home Partners'])}   Broker License # FA.${numK(r, 9)}`,
    ],
  ];
  return { truth, pages };
};

const illinois = (r: Rng): Generated => {
  const { buyer, seller } = parties(r);
  const at = placeK(r, STATE_TOWNS_K.IL!);
  const price = r.int(48, 200) * 2500;
  const initial = r.pick([1000, 2000, 2500]);
  const increased = r.next() < 0.6;
  const total = increased ? Math.round((price * r.int(3, 10)) / 100 / 500) * 500 : initial;
  const offer: Day = { y: 2026, m: r.int(1, 10), d: r.int(1, 28) };
  const closing = plusDays(offer, r.int(30, 60));
  const truth: Generated['truth'] = {
    buyer,
    seller,
    property_address: `${at.street}, ${at.city}, IL ${at.zip}`,
    purchase_price: price,
    earnest_money: total,
    closing_date: iso(closing),
  };
  const pages: Line[][] = [
    [
      'MULTI-BOARD RESIDENTIAL REAL ESTATE CONTRACT 8.0',
      '1. THE PARTIES: Buyer and Seller are hereinafter referred to as the "Parties."',
      [`Buyer Name(s) (please print): ${buyer}`, `Seller Name(s) (please print): ${seller}`],
      'If Dual Agency applies, complete Optional Paragraph 45.',
      "2. THE REAL ESTATE: Real Estate shall be defined to mean the property, including improvements, and all Fixtures and Personal Property included therein. Seller agrees to convey to Buyer or to Buyer's designated grantee, the Real Estate commonly known as:",
      [`Address: ${at.street}`, 'Unit # (If applicable): ____'],
      [`City: ${at.city}   State: IL   Zip: ${at.zip}`, `County: ${at.county}`],
      `Permanent Index Number(s) of Real Estate: ${numK(r, 2)}-${numK(r, 2)}-${numK(r, 3)}-${numK(r, 3)}-0000`,
      'Lot Size (approx.): 60 x 125   Parking: 2 car garage [X] attached',
      `4. PURCHASE PRICE: Purchase Price of ${dollarsK(price)} shall be paid as follows: Initial earnest money of ${dollarsK(initial)} by [ ] check [X] wire transfer, ${increased ? `to be increased to a total of ${dollarsK(total)} by ${mdyK(plusDays(offer, 5))}` : 'to be increased to a total of $__________ by __________'}. The earnest money shall be held in trust for the mutual benefit of the Parties by [X] Seller's Brokerage [ ] Buyer's Brokerage as "Escrowee."`,
      `5. CLOSING: Closing shall be on ${mdyK(closing)} or at such time as mutually agreed by the Parties in writing. Closing shall take place at the escrow office of the title company (as provided in Paragraph 23) situated nearest the Real Estate.`,
      '6. POSSESSION: Possession shall be deemed to have been delivered when Seller has vacated the Real Estate and delivered keys to Buyer at Closing.',
      `7. MORTGAGE CONTINGENCY: This Contract is contingent upon Buyer obtaining a firm written mortgage commitment for a fixed rate loan in the amount of ${r.int(75, 95)}% of the Purchase Price, plus private mortgage insurance (PMI), if required, with an interest rate (initial rate if an adjustable rate loan) not to exceed ${r.int(6, 7)}.${r.int(0, 9)}${r.int(0, 9)}% per annum, amortized over not less than 30 years, on or before ${mdyK(plusDays(offer, 21))} (the "Mortgage Commitment Date").`,
    ],
    [
      'THIS DOCUMENT WILL BECOME A LEGALLY BINDING CONTRACT WHEN SIGNED BY ALL PARTIES AND DELIVERED.',
      [`Date of Offer: ${mdyK(offer)}`, `DATE OF ACCEPTANCE: ${mdyK(plusDays(offer, 1))}`],
      ['Buyer Signature ____________________', 'Seller Signature ____________________'],
      [`Print Buyer(s) Name(s): ${buyer}`, `Print Seller(s) Name(s): ${seller}`],
      [`Buyer's Address: ${lineK(placeK(r))}`, `Seller's Address: ${at.street}, ${at.city}, IL ${at.zip}`],
      `Seller's Designated Agent: ${fullK(peopleK(r, 1)[0]!)}   MLS # ${numK(r, 8)}   ${longK(offer)}`,
    ],
  ];
  return { truth, pages };
};

export const CONTRACT_FAMILY_K: Family[] = [
  {
    id: 'purchase-contract/k',
    cls: 'purchase-contract',
    make: (r) => (firstLayoutK(r) ? colorado(r) : illinois(r)),
  },
];
